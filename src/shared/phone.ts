import { text } from "./text";

export const invalidPhoneMessage = "Please enter a valid phone number";

/** A phone number as people write it: digits with an optional +, spaces, dashes and brackets. */
export function phoneField() {
  return text(32)
    .trim()
    .regex(/^$|^\+?[0-9 ()-]{6,}$/, invalidPhoneMessage);
}
