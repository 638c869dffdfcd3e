import { AdminPage } from "../../features/admin/components/admin-page";
import { NotificationsCard } from "../../features/admin/notifications/notifications-card";
import { AccountSecurity } from "../../features/auth/security/account-security";
import { useTranslation } from "../../i18n/use-translation";
import { mustEnrolTwoFactor, useSession } from "../../lib/session/session";

/**
 * Issue 28: a staff member's own page — two-factor sign-in, where they are signed in, and the
 * e-mails they receive. Every role opens it, and it is the one page open before a required second
 * factor is set up (the e-mail choices wait for it, as every admin API does).
 */
export function AdminAccountPage() {
  const { t } = useTranslation("auth");
  const { session } = useSession();
  if (!session) return null;
  return (
    <AdminPage title={t("security.pageTitle")} intro={t("security.pageDescription")}>
      <div className="grid max-w-3xl gap-6">
        <AccountSecurity session={session} />
        {!mustEnrolTwoFactor(session) && <NotificationsCard />}
      </div>
    </AdminPage>
  );
}
