/** The signed-in shopper's contact details, to start the deposit and offer forms from. */
export interface Prefill {
  name: string;
  email: string;
  phone: string;
}

/**
 * A hook the app layer hands in (routes compose features): the account's details, or undefined
 * for a guest or while they load. Called only inside the dialogs, so a watch page reads no profile.
 */
export type UsePrefill = () => Prefill | undefined;
