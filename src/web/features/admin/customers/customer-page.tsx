import { useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPage } from "../components/admin-page";
import { useCustomer } from "./api/get-customer";
import { CustomerDetail } from "./customer-detail";

/** /admin/customers/:id — one customer's page (issue 10). */
export function CustomerPage() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const customer = useCustomer(id);

  return (
    <AdminPage
      back={{ to: "/admin/customers", label: t("customers.back") }}
      title={customer.data ? undefined : t("customers.detailTitle")}
    >
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
    </AdminPage>
  );
}
