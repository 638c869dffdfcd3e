import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import SearchXIcon from "lucide-react/icons/search-x";
import { useState } from "react";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { ApiError } from "../../../lib/http-error";
import { AdminPage } from "../components/admin-page";
import { useAdminOrder } from "./api/get-admin-order";
import { OrderDetail } from "./order-detail";
import { OrderMoveDialog, type PendingMove } from "./order-move-dialog";

/** /admin/orders/:id — one order, linkable, with the moves its status allows (issue 10). */
export function OrderDetailPage() {
  const { t } = useTranslation("admin");
  const id = useParams().id ?? "";
  const order = useAdminOrder(id);
  const [move, setMove] = useState<PendingMove>();
  const missing = order.error instanceof ApiError && order.error.isClientError;

  return (
    <AdminPage back={{ to: "/admin/orders", label: t("orders.detail.back") }}>
      {order.data ? (
        <OrderDetail order={order.data} onMove={setMove} />
      ) : order.isPending ? (
        <Spinner label={t("orders.detail.loading")} className="mx-auto my-16" />
      ) : (
        <EmptyPanel
          frame="card"
          role={missing ? undefined : "alert"}
          className="mx-auto mt-10 max-w-lg"
          icon={missing ? <SearchXIcon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />}
          titleAs="h1"
          titleId="page-title"
          title={missing ? t("orders.detail.notFound") : t("orders.loadFailed")}
          text={missing ? undefined : errorMessage(order.error, t)}
          action={
            !missing && (
              <Button variant="outline" onClick={() => void order.refetch()}>
                {t("common:actions.tryAgain")}
              </Button>
            )
          }
        />
      )}
      <OrderMoveDialog move={move} onClose={() => setMove(undefined)} />
    </AdminPage>
  );
}
