import { useQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "../../features/account/api/get-profile";
import { useCart } from "../../features/cart/api/get-cart";
import { EmptyCart } from "../../features/cart/components/empty-cart";
import { PriceChanges } from "../../features/cart/components/price-changes";
import { CheckoutPage } from "../../features/checkout/pages/checkout-page";
import { useSession } from "../../lib/session/session";
import { useReleaseOwnCheckout } from "./use-release-own-checkout";

/**
 * /checkout composed (STYLE.md, Boundaries: routes compose features): the cart's lines and empty
 * state, the lines whose price changed since they were added (issue 24), and for a signed-in
 * shopper the account's last shipping address to start from.
 */
export function CheckoutRoute() {
  const cart = useCart();
  useReleaseOwnCheckout(cart.data);
  const { session, isUnknown } = useSession();
  const profile = useQuery({ ...profileQueryOptions, enabled: session !== null });
  // A profile that fails to load only costs the prefill, never the checkout.
  const account = isUnknown
    ? undefined
    : session === null
      ? { email: null, savedAddress: null }
      : profile.isPending
        ? undefined
        : { email: session.user.email, savedAddress: profile.data?.shippingAddress ?? null };
  return (
    <CheckoutPage
      cart={cart}
      account={account}
      emptyCart={<EmptyCart />}
      priceChanges={cart.data && <PriceChanges cart={cart.data} />}
    />
  );
}
