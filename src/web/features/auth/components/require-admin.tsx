import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session";

/**
 * spec: storefront §4, §6 — the admin guard: loading, then the page for admins; signed out, the
 * admin login; signed in without the admin role, an "Access Denied" toast and the storefront.
 * The server refuses every admin API to non-admins regardless (ARCHITECTURE.md, Non-negotiables 3).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session, isUnknown } = useSession();
  if (isUnknown) return <PageSpinner />;
  if (!session) return <Navigate to="/admin/login" replace />;
  if (session.user.role !== "admin") return <AccessDenied />;
  return children;
}

function AccessDenied() {
  const { t } = useTranslation("auth");
  useEffect(() => {
    // A fixed id keeps one toast when React runs the effect twice in development.
    toast.error(t("toasts.accessDenied"), {
      id: "access-denied",
      description: t("toasts.noAdminPermissions"),
    });
  }, [t]);
  return <Navigate to="/" replace />;
}
