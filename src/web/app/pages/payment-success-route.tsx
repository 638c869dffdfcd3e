import { useQueryClient } from "@tanstack/react-query";
import { cartKeys } from "../../features/cart/api/query-keys";
import { PaymentSuccessPage } from "../../features/checkout/pages/payment-success-page";

/**
 * /payment-success composed: once the order is paid the server has emptied the cart, so the
 * cart's queries (the header's count too) are read again.
 */
export function PaymentSuccessRoute() {
  const queryClient = useQueryClient();
  return <PaymentSuccessPage onPaid={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })} />;
}
