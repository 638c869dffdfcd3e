import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { useRef } from "react";
import { Navigate, useNavigate } from "react-router";
import { adminHomePath } from "../../../../shared/admin-paths";
import { isStaffRole } from "../../../../shared/staff-roles";
import { BackLink } from "../../../components/ui/back-link";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { codeMessage } from "../../../lib/error-messages";
import type { Message } from "../../../lib/message";
import { useSession } from "../../../lib/session/session";
import { type AuthUser, authClient } from "../api/auth-client";
import { AuthPageShell } from "../components/auth-page-shell";
import { SignInForm } from "../components/sign-in-form";

/**
 * spec: storefront §2 Admin login, §6 — e-mail and password; a user without a staff role is
 * signed straight out again and told "Access denied. Admin privileges required."
 */
export function AdminLoginPage() {
  const { t } = useTranslation("auth");
  const { session, isUnknown } = useSession();
  const navigate = useNavigate();
  // The role of the account just admitted: each role lands on its own first page (issue 28).
  const admittedRole = useRef<string | undefined>(undefined);

  if (isUnknown) return <PageSpinner />;
  if (isStaffRole(session?.user.role)) return <Navigate to={adminHomePath(session?.user.role)} replace />;

  async function admitAdmins(user: AuthUser): Promise<Message | undefined> {
    admittedRole.current = user.role ?? undefined;
    if (isStaffRole(user.role)) return undefined;
    await authClient.signOut().catch(() => undefined);
    return codeMessage("FORBIDDEN");
  }

  return (
    <AuthPageShell
      eyebrow={t("admin.eyebrow")}
      title={t("admin.title")}
      description={t("admin.description")}
      footer={<BackLink to="/">{t("actions.backToStorefront")}</BackLink>}
    >
      <p
        className={cn(
          "mb-6 flex gap-3 rounded-sm border border-gold/40 bg-ivory px-4 py-3 text-sm",
          "leading-relaxed text-muted-foreground",
        )}
      >
        <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        {t("admin.restricted")}
      </p>
      <SignInForm
        variant="page"
        admit={admitAdmins}
        onSignedIn={() => void navigate(adminHomePath(admittedRole.current), { replace: true })}
      />
    </AuthPageShell>
  );
}
