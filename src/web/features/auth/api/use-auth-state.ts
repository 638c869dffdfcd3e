import { type Session, useSession } from "./session";

/**
 * The session for guards and account screens (spec: reseller-tools §4 — unknown, signed in,
 * signed out). Only the first check is unknown: later re-checks keep the last answer on screen, so
 * forms are not unmounted mid-use.
 */
export function useAuthState(): { session: Session | null; isUnknown: boolean } {
  const { data, isPending } = useSession();
  return { session: data, isUnknown: isPending };
}
