import { hashKey, type QueryKey } from "@tanstack/react-query";

const registered = new Map<string, QueryKey>();

/**
 * Registers the roots of query keys whose data belongs to whoever is signed in (spec: storefront
 * §4 — favourites and cart reload after sign-in and sign-out). The app layer registers every
 * feature's keys at start, so a sign-in from the header refreshes them even before the feature's
 * own code has loaded.
 */
export function registerSessionScopedKeys(...queryKeys: QueryKey[]): void {
  for (const queryKey of queryKeys) registered.set(hashKey(queryKey), queryKey);
}

/** The registered key roots, each invalidating every query under it. */
export function sessionScopedKeys(): QueryKey[] {
  return [...registered.values()];
}
