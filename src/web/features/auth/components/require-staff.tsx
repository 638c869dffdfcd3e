import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { adminHomePath, mayOpenAdminPage } from "../../../../shared/admin-paths";
import { isStaffRole } from "../../../../shared/staff-roles";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { mustEnrolTwoFactor, useSession } from "../../../lib/session/session";

/**
 * spec: storefront §4, §6 — the admin guard: loading, then the page for staff; signed out, the
 * admin login; signed in without a staff role, an "Access Denied" toast and the storefront. A page
 * the staff member's role may not open (issue 28) sends them to their own first page, saying why.
 * While the shop requires a second factor this staff member has not set up, only the My account page
 * opens. The server refuses every admin API regardless (ARCHITECTURE.md, Non-negotiables 3).
 */
const myAccountPath = "/admin/account";

export function RequireStaff({ children }: { children: ReactNode }) {
  const { session, isUnknown } = useSession();
  const { pathname } = useLocation();
  if (isUnknown) return <PageSpinner />;
  if (!session) return <Navigate to="/admin/login" replace />;
  if (!isStaffRole(session.user.role)) return <AccessDenied to="/" reason="toasts.noAdminPermissions" />;
  if (mustEnrolTwoFactor(session) && pathname !== myAccountPath)
    return <AccessDenied to={myAccountPath} reason="toasts.twoFactorFirst" />;
  if (!mayOpenAdminPage(session.user.role, pathname))
    return <AccessDenied to={adminHomePath(session.user.role)} reason="toasts.notForYourRole" />;
  return children;
}

function AccessDenied({
  to,
  reason,
}: {
  to: string;
  reason: "toasts.noAdminPermissions" | "toasts.notForYourRole" | "toasts.twoFactorFirst";
}) {
  const { t } = useTranslation("auth");
  useEffect(() => {
    // A fixed id keeps one toast when React runs the effect twice in development.
    toast.error(t("toasts.accessDenied"), { id: "access-denied", description: t(reason) });
  }, [t, reason]);
  return <Navigate to={to} replace />;
}
