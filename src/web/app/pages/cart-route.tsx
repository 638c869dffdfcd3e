import { useCart } from "../../features/cart/api/get-cart";
import { CartPage } from "../../features/cart/pages/cart-page";
import { useReleaseOwnCheckout } from "./use-release-own-checkout";

/** /cart composed: a checkout the shopper walked back from gives their watch back to the cart. */
export function CartRoute() {
  useReleaseOwnCheckout(useCart().data);
  return <CartPage />;
}
