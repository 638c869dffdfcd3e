import type { QueryClient } from "@tanstack/react-query";
import { sessionDependentKeys } from "./query-keys";

/** spec: storefront §4, §9 — favourites and cart reload 100 ms after sign-in and sign-out. */
const refreshDelayMs = 100;

export function refreshAfterAuthChange(queryClient: QueryClient): void {
  setTimeout(() => {
    for (const queryKey of sessionDependentKeys) void queryClient.invalidateQueries({ queryKey });
  }, refreshDelayMs);
}
