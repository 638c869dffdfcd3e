import { useQueryClient } from "@tanstack/react-query";
import { cartKeys } from "../../features/cart/api/query-keys";
import { PaymentCanceledPage } from "../../features/checkout/pages/payment-canceled-page";

/** /payment-canceled composed: the cancelled order's watches are back on sale in the cart too. */
export function PaymentCanceledRoute() {
  const queryClient = useQueryClient();
  return (
    <PaymentCanceledPage onCancelled={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })} />
  );
}
