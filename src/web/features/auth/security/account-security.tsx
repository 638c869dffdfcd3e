import type { Session } from "../../../lib/session/session";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/**
 * Issue 28 — an account's security: two-factor sign-in and where it is signed in. The account page
 * loads it lazily (it brings the auth client); the back office's My account page shows it too.
 */
export function AccountSecurity({ session }: { session: Session }) {
  return (
    <>
      <TwoFactorCard user={session.user} required={session.twoFactorRequired} />
      <SessionsCard />
    </>
  );
}
