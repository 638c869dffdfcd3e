import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session";
import { AccountSecurity } from "../../account/security/account-security";
import { AdminPageHeader } from "../components/admin-page-header";

/**
 * Issue 28: a staff member's own Security page — two-factor sign-in and where they are signed in.
 * Every role opens it, and it is the one page open before a required second factor is set up.
 */
export function SecurityPage() {
  const { t } = useTranslation("auth");
  const { session } = useSession();
  if (!session) return null;
  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("security.pageTitle")} intro={t("security.pageDescription")} />
      <div className="mt-10 grid max-w-3xl gap-6">
        <AccountSecurity session={session} />
      </div>
    </section>
  );
}
