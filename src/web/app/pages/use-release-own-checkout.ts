import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { CartDto } from "../../../shared/cart";
import { cartKeys } from "../../features/cart/api/query-keys";
import { cancelCheckout } from "../../features/checkout/api/cancel-checkout";

/**
 * A shopper who comes back from the payment page with the browser's Back button finds their own
 * watch held by the checkout they left (the cart marks it `inYourCheckout` and offers it to them
 * as before). Back at the cart or /checkout, that unfinished checkout is closed once (the server
 * first closes it at the provider, so a payment cannot land on it), so other shoppers need not
 * wait for it to expire.
 */
export function useReleaseOwnCheckout(cart: CartDto | undefined): void {
  const queryClient = useQueryClient();
  const decided = useRef(false);
  const hasLoaded = cart !== undefined;
  const holdsOwn = cart?.lines.some((line) => line.inYourCheckout) === true;
  useEffect(() => {
    // Decided once, on the cart as the page first found it: a checkout this page starts itself
    // holds its watch too, and must never be closed by it.
    if (!hasLoaded || decided.current) return;
    decided.current = true;
    if (!holdsOwn) return;
    cancelCheckout()
      .then(({ cancelled }) => {
        if (cancelled > 0) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      })
      .catch(() => {
        // Nothing was held by this cart, or the shop is busy: the cart says what it says.
      });
  }, [hasLoaded, holdsOwn, queryClient]);
}
