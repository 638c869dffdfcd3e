import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { useCart } from "../../features/cart/api/get-cart";
import { EmptyCart } from "../../features/cart/components/empty-cart";
import { PriceChanges } from "../../features/cart/components/price-changes";
import { CheckoutPage } from "../../features/checkout/pages/checkout-page";
import { useCheckoutAccount } from "./use-checkout-account";
import { useReleaseOwnCheckout } from "./use-release-own-checkout";

/**
 * /checkout composed (STYLE.md, Boundaries: routes compose features): the cart's lines and empty
 * state, the lines whose price changed since they were added (issue 24), and for a signed-in
 * shopper the account's last shipping address to start from. With `?hold=<token>` (issue 31) it
 * pays a reservation's balance or an accepted offer instead, and the cart is not touched.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const holdToken = params.get("hold");
  return holdToken ? (
    <Suspense fallback={null}>
      <HoldCheckoutRoute token={holdToken} />
    </Suspense>
  ) : (
    <CartCheckoutRoute />
  );
}

/** A hold's checkout and its words arrive only when a hold's link is followed. */
const HoldCheckoutRoute = lazy(async () => ({
  default: (await import("./hold-checkout-route")).HoldCheckoutRoute,
}));

function CartCheckoutRoute() {
  const cart = useCart();
  useReleaseOwnCheckout(cart.data);
  const account = useCheckoutAccount();
  return (
    <CheckoutPage
      cart={cart}
      account={account}
      emptyCart={<EmptyCart />}
      priceChanges={cart.data && <PriceChanges cart={cart.data} />}
    />
  );
}
