import { useParams } from "react-router";
import { OrderDetailPage } from "../../features/account/pages/order-detail-page";
import { RequireAccount } from "./require-account";

/** /account/orders/:orderNumber, guarded like /account. */
export function OrderPage() {
  const { orderNumber = "" } = useParams();
  return (
    <RequireAccount returnTo={`/account/orders/${encodeURIComponent(orderNumber)}`}>
      {() => <OrderDetailPage orderNumber={orderNumber} />}
    </RequireAccount>
  );
}
