import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-fetch";

/** What the shop reads of the signed-in user: better-auth's user with our additional fields. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  emailVerified: boolean;
}

export interface Session {
  user: SessionUser;
}

/** Sign-out keeps this query and drops every other one. */
export const sessionQueryKey = ["session"] as const;

/**
 * Who is signed in, read with the shop's own fetch: the storefront then never loads the auth
 * client, which comes with the sign-in forms. better-auth answers `null` for a guest. Our own
 * sign-in, sign-up, sign-out and profile changes refresh it (refreshAfterAuthChange); a change in
 * another tab is seen when this one regains focus.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => apiFetch<Session | null>("/api/auth/get-session"),
  staleTime: 60_000,
});

/**
 * The session for headers, guards and account screens (spec: reseller-tools §4 — unknown, signed
 * in, signed out). Only the first check is unknown: later re-checks keep the last answer on
 * screen, so forms are not unmounted mid-use.
 */
export function useSession(): { session: Session | null; isUnknown: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { session: data ?? null, isUnknown: isPending };
}

/**
 * Whether someone is signed in, for an action: while the first answer is still on its way (just
 * after the page comes alive) it waits for it instead of taking a signed-in shopper for a guest.
 */
export function useIsSignedIn(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return async () => (await queryClient.ensureQueryData(sessionQueryOptions)) !== null;
}
