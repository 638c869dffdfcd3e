import { Hono } from "hono";
import { refusal } from "../../../shared/errors";
import { orderNumberParamSchema } from "../../../shared/order-schemas";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { getAccountOrder, listAccountOrders } from "./orders.service";

/** /account's order history and each order's own page. */
export function accountOrderRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ orders: await listAccountOrders(deps.db, c.var.user) }))
    .get("/:orderNumber", validate("param", orderNumberParamSchema), async (c) => {
      const user = c.var.user;
      const order = await getAccountOrder(deps.db, user, c.req.valid("param").orderNumber);
      if (!order) throw refusal("NOT_FOUND", "ORDER_NOT_FOUND", "We could not find this order");
      return c.json(order);
    });
}
