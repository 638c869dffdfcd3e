import { HoldCheckoutPage } from "../../features/checkout/pages/hold-checkout-page";
import { useHold } from "../../features/holds/api/get-hold";
import { useCheckoutAccount } from "./use-checkout-account";

/** /checkout?hold=<token> composed (issue 31): the hold, read by the holds feature, paid by the checkout. */
export function HoldCheckoutRoute({ token }: { token: string }) {
  const hold = useHold(token);
  const account = useCheckoutAccount();
  return <HoldCheckoutPage token={token} hold={hold} account={account} />;
}
