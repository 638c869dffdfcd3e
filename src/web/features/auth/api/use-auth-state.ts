import { useRef } from "react";
import { type AuthSession, useSession } from "./auth-client";

/**
 * The session for guards and account screens (spec: reseller-tools §4 — unknown, signed in,
 * signed out). better-auth marks a signed-out session "pending" again on every re-check (tab
 * focus, sign-in); only the first check is unknown, so forms are not unmounted mid-use.
 */
export function useAuthState(): { session: AuthSession | null; isUnknown: boolean } {
  const { data, isPending } = useSession();
  const hasSettled = useRef(false);
  if (!isPending) hasSettled.current = true;
  return { session: data, isUnknown: isPending && !hasSettled.current };
}
