import { accountKeys } from "../features/account/api/query-keys";
import { alertKeys } from "../features/alerts/api/query-keys";
import { cartKeys } from "../features/cart/api/query-keys";
import { favoriteKeys } from "../features/favorites/api/query-keys";
import { whatsAppNumberKeys } from "../features/storefront/api/query-keys";
import { registerSessionScopedKeys } from "../lib/session/session-scoped-keys";

/**
 * The features whose data belongs to whoever is signed in: refreshed after sign-in and sign-out
 * (lib/session). Registered by the shell, which loads first, so a sign-in from the header also
 * covers features whose own code has not loaded yet; each file named here holds only keys.
 */
export function registerSessionScopedQueries(): void {
  registerSessionScopedKeys(
    cartKeys.all,
    favoriteKeys.all,
    accountKeys.all,
    alertKeys.all,
    whatsAppNumberKeys.all,
  );
}
