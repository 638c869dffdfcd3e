/**
 * The guest's e-mail for order confirmation, kept for the checkout of this browser tab: the cart
 * asks for it (spec: storefront §2 Cart) and /checkout offers it again, so it sits below both.
 */
const storageKey = "checkout_email";

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readGuestEmail(): string {
  return storage()?.getItem(storageKey) ?? "";
}

export function saveGuestEmail(email: string): void {
  const store = storage();
  if (!store) return;
  if (email) store.setItem(storageKey, email);
  else store.removeItem(storageKey);
}
