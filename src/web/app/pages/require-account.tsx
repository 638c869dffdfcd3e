import { type ReactNode, useRef } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../shared/session";
import { PageSpinner } from "../../components/ui/page-spinner";
import { useSession } from "../../lib/session/session";

/**
 * The account's guard (ARCHITECTURE.md, Decisions: /account is guarded): signed-out visitors sign
 * in first and come back to `returnTo`; signing out here (or in another tab) leads to the
 * storefront, as useSignOut does. A link's `?error=...` is handed on to the sign-in screen.
 */
export function RequireAccount({
  returnTo,
  children,
}: {
  returnTo: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { session, isUnknown } = useSession();
  const [searchParams] = useSearchParams();
  const wasSignedIn = useRef(false);
  if (session) wasSignedIn.current = true;

  if (isUnknown) return <PageSpinner />;
  if (!session && wasSignedIn.current) return <Navigate to="/" replace />;
  if (!session) {
    const params = new URLSearchParams({ redirect: returnTo });
    const linkError = searchParams.get("error");
    if (linkError) params.set("error", linkError);
    return <Navigate to={`/login?${params}`} replace />;
  }
  return children(session.user);
}
