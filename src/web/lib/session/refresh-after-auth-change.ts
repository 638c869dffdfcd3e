import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "./session";
import { sessionScopedKeys } from "./session-scoped-keys";

/** spec: storefront §4, §9 — favourites and cart reload 100 ms after sign-in and sign-out. */
const refreshDelayMs = 100;

/**
 * After signing in, up or out: resolves once the session is read again, so the screen that
 * follows already knows who is signed in; the data of the registered session-scoped keys
 * follows a moment later.
 */
export async function refreshAfterAuthChange(queryClient: QueryClient): Promise<void> {
  setTimeout(() => {
    for (const queryKey of sessionScopedKeys()) void queryClient.invalidateQueries({ queryKey });
  }, refreshDelayMs);
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
