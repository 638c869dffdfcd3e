import { AdminPageHeader } from "../../features/admin/components/admin-page-header";
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
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("security.pageTitle")} intro={t("security.pageDescription")} />
      <div className="mt-10 grid max-w-3xl gap-6">
        <AccountSecurity session={session} />
        {!mustEnrolTwoFactor(session) && <NotificationsCard />}
      </div>
    </section>
  );
}
