import { type Context, Hono } from "hono";
import { checkoutRequestSchema, paymentSessionParamSchema } from "../../../shared/checkout";
import { refusal } from "../../../shared/errors";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { ProxyTrust } from "../../http/client-ip";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { getCheckoutCart } from "../cart/cart.service";
import { cartReader, cartWriter } from "../cart/cart-owner";
import {
  type CheckoutDeps,
  cancelPendingCheckouts,
  getCheckoutOptions,
  startCheckout,
} from "./checkout.service";
import { getOrderByPaymentSession } from "./orders.service";

/** spec: storefront /checkout, create-payment and /payment-success, as JSON routes. */
/**
 * Each checkout holds its watches for half an hour, so a script checking out everything would
 * empty the shop: one address may start this many in a quarter of an hour (a family or an office
 * behind one address stays far below it).
 */
const checkoutsPerIp = { limit: 30, windowSeconds: 15 * 60 };

export function checkoutRoutes(deps: Omit<CheckoutDeps, "log"> & { db: Db; trustProxy: ProxyTrust }) {
  const withLog = (c: Context<AppEnv>): CheckoutDeps => ({ ...deps, log: c.var.logger });
  return (
    new Hono<AppEnv>()
      .get("/options", async (c) => c.json(await getCheckoutOptions(deps.db, deps.payments)))
      .post(
        "/",
        limitPerIp(deps, "checkout", checkoutsPerIp),
        validate("json", checkoutRequestSchema),
        async (c) => {
          const owner = await cartWriter(deps.db, c);
          const started = await startCheckout(withLog(c), {
            owner,
            user: c.var.user,
            request: c.req.valid("json"),
          });
          return c.json(started, 201);
        },
      )
      .get("/sessions/:sessionId", validate("param", paymentSessionParamSchema), async (c) => {
        const order = await getOrderByPaymentSession(deps.db, c.req.valid("param").sessionId, c.var.user);
        if (!order) throw refusal("NOT_FOUND", "ORDER_NOT_FOUND", "We could not find this order");
        return c.json(order);
      })
      // /payment-canceled: the shopper left the provider's page, so their cart's watches go back on sale.
      .post("/cancel", async (c) => {
        const cart = await getCheckoutCart(deps.db, cartReader(c));
        const cancelled = cart
          ? await cancelPendingCheckouts(withLog(c), cart.cartId, {
              actor: "customer",
              userId: c.var.user?.id,
              note: "cancelled_by_shopper",
            })
          : 0;
        return c.json({ cancelled });
      })
  );
}
