import { useParams } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { useCustomer } from "./api/get-customer";
import { CustomerDetail } from "./customer-detail";

/** /admin/customers/:id — one customer's page (issue 10). */
export function CustomerPage() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const customer = useCustomer(id);

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <div className="mb-6">
        <BackLink to="/admin/customers">{t("customers.back")}</BackLink>
      </div>
      {!customer.data && <AdminPageHeader title={t("customers.detailTitle")} />}
      <div className={customer.data ? undefined : "mt-8"}>
        {customer.isPending && <Spinner label={t("customers.loading")} className="mx-auto my-16" />}
        {customer.isError && (
          <EmptyPanel
            frame="dashed"
            title={t("customers.loadFailed")}
            text={errorMessage(customer.error, t)}
            action={
              <Button variant="outline" onClick={() => void customer.refetch()}>
                {t("common:actions.tryAgain")}
              </Button>
            }
          />
        )}
        {customer.data && <CustomerDetail customer={customer.data} />}
      </div>
    </section>
  );
}
