import { Hono } from "hono";
import { refusal } from "../../../shared/errors";
import {
  adminOrdersQuerySchema,
  adminTransitionSchema,
  bulkShipSchema,
  orderExportQuerySchema,
  orderIdParamSchema,
} from "../../../shared/order-schemas";
import { orderMovePermission } from "../../../shared/staff-roles";
import { assertPermission } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { csvDownloadHeaders } from "../../http/csv";
import { decodeTimeCursor } from "../../http/time-cursor";
import { validate } from "../../http/validate";
import { type OrderAdminDeps, shipOrders, transitionOrder } from "./order-admin.service";
import { ordersCsv } from "./order-export";
import { summarizeOrders } from "./order-stats";
import { findOrder, listAdminOrders, toAdminOrderDto } from "./orders.service";

/** The staff's order API behind the admin Orders page: list, read, move along the lifecycle. */
export function adminOrderRoutes(deps: Omit<OrderAdminDeps, "log"> & { trustProxy: ProxyTrust }) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", adminOrdersQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json(
        await listAdminOrders(deps.db, {
          status: query.status,
          q: query.q,
          sort: query.sort,
          cursor: query.cursor ? decodeTimeCursor(query.cursor) : undefined,
          limit: query.limit,
        }),
      );
    })
    .get("/:id", validate("param", orderIdParamSchema), async (c) => {
      const order = await findOrder(deps.db, c.req.valid("param").id);
      if (!order) throw refusal("NOT_FOUND", "ORDER_NOT_FOUND", "Order not found");
      return c.json(await toAdminOrderDto(deps.db, order));
    })
    .post(
      "/:id/transitions",
      validate("param", orderIdParamSchema),
      validate("json", adminTransitionSchema),
      async (c) => {
        const step = c.req.valid("json");
        assertPermission(c.var.user, orderMovePermission(step.to));
        const order = await transitionOrder(
          { ...deps, log: c.var.logger },
          {
            orderId: c.req.valid("param").id,
            to: step.to,
            carrier: step.carrier,
            trackingNumber: step.trackingNumber,
            adminId: c.var.user.id,
            ip: clientIp(c, deps.trustProxy),
          },
        );
        return c.json(order);
      },
    );
}

/**
 * GET /api/admin/order-stats: the Orders page's cards. Its own prefix, because a static GET beside
 * GET /orders/:id would break the RegExpRouter (app.test.ts).
 */
export function adminOrderStatsRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", async (c) => c.json(await summarizeOrders(deps.db)));
}

/**
 * POST /api/admin/order-shipments: several paid orders marked shipped at once (issue 28), each with
 * its carrier and tracking number; sales may ship, so the orders permission is enough.
 */
export function adminOrderShipmentRoutes(deps: Omit<OrderAdminDeps, "log"> & { trustProxy: ProxyTrust }) {
  return new Hono<AdminEnv>().post("/", validate("json", bulkShipSchema), async (c) =>
    c.json(
      await shipOrders(
        { ...deps, log: c.var.logger },
        {
          shipments: c.req.valid("json").shipments,
          adminId: c.var.user.id,
          ip: clientIp(c, deps.trustProxy),
        },
      ),
    ),
  );
}

/** GET /api/admin/order-export: the accountant's CSV of the orders the filters match (issue 28). */
export function adminOrderExportRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", validate("query", orderExportQuerySchema), async (c) =>
    c.body(await ordersCsv(deps.db, c.req.valid("query")), 200, csvDownloadHeaders("orders")),
  );
}
