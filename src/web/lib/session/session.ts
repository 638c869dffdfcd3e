import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../../shared/session";
import { api, call } from "../api-client";

export interface Session {
  user: SessionUser;
  /** This staff member's shop requires two-factor sign-in (issue 28). */
  twoFactorRequired: boolean;
}

/** The back office waits for this staff member's second factor before any other page opens. */
export const mustEnrolTwoFactor = (session: Session) =>
  session.twoFactorRequired && !session.user.twoFactorEnabled;

/** Sign-out keeps this query and drops every other one. */
export const sessionQueryKey = ["session"] as const;

/**
 * Who is signed in, read through the typed client (GET /api/me/session): the storefront then never
 * loads the auth client, which comes with the sign-in forms. Our own
 * sign-in, sign-up, sign-out and profile changes refresh it (refreshAfterAuthChange); a change in
 * another tab is seen when this one regains focus.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session | null> => {
    const { user, twoFactorRequired } = await call(api.api.me.session.$get());
    return user ? { user, twoFactorRequired } : null;
  },
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
