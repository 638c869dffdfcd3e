/** spec: storefront §3 — the guest cart's session id is kept locally under this key. */
const storageKey = "cart_session_id";

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies); the cookie alone still works.
    return undefined;
  }
}

/**
 * Headers of every cart call: the guest token mirrored from the server's cookie, which the server
 * uses when the cookie itself is missing.
 */
export function cartSessionHeaders(): Record<string, string> {
  const sessionId = storage()?.getItem(storageKey);
  return sessionId ? { "x-cart-session": sessionId } : {};
}

/** Mirrors the guest token of an answer; a signed-in cart (no token) forgets it. */
export function rememberCartSession(sessionId: string | null): void {
  const store = storage();
  if (!store) return;
  if (sessionId) store.setItem(storageKey, sessionId);
  else store.removeItem(storageKey);
}
