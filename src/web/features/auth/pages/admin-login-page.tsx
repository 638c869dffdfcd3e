import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { Navigate, useNavigate } from "react-router";
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

const dashboard = "/admin/dashboard";

/**
 * spec: storefront §2 Admin login, §6 — e-mail and password; a user without the admin role is
 * signed straight out again and told "Access denied. Admin privileges required."
 */
export function AdminLoginPage() {
  const { t } = useTranslation("auth");
  const { session, isUnknown } = useSession();
  const navigate = useNavigate();

  if (isUnknown) return <PageSpinner />;
  if (session?.user.role === "admin") return <Navigate to={dashboard} replace />;

  async function admitAdmins(user: AuthUser): Promise<Message | undefined> {
    if (user.role === "admin") return undefined;
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
        onSignedIn={() => void navigate(dashboard, { replace: true })}
      />
    </AuthPageShell>
  );
}
