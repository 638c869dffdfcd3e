import { Hono } from "hono";
import {
  inventoryFilterSchema,
  inventoryIdParamSchema,
  inventoryQuerySchema,
  storeInventoryItemSchema,
} from "../../../shared/inventory-schemas";
import { type StoreItemChoiceDto, storeItemChoicesQuerySchema } from "../../../shared/listing-schemas";
import { can } from "../../../shared/staff-roles";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { csvDownloadHeaders } from "../../http/csv";
import { validate } from "../../http/validate";
import {
  countListingsLinkedToStoreItem,
  liveListingOfStoreItem,
  liveListingsOfStoreItems,
} from "../catalog/admin-listings.service";
import { getExchangeRates } from "../settings/settings.service";
import { tradeInsOfStoreItems } from "../trade-ins/trade-in-origins";
import {
  createStoreInventoryItem,
  deleteStoreInventoryItem,
  listStoreInventory,
  listStoreInventoryForExport,
  listStoreItemChoices,
  updateStoreInventoryItem,
} from "./inventory.service";
import { storeInventoryCsv } from "./inventory-csv";
import { summarizeStoreInventory, toInventorySummary } from "./inventory-figures";

/**
 * The store items a listing may sell, for the listing dialog: whoever edits listings reads them
 * (issue 28), what the shop paid only with the costs permission, left out of the answer otherwise.
 */
export function storeItemChoiceRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", validate("query", storeItemChoicesQuerySchema), async (c) => {
    const items = await listStoreItemChoices(deps.db, c.req.valid("query").include);
    if (can(c.var.user.role, "costs")) return c.json({ items });
    return c.json({ items: items.map(({ buyingPriceFils: _cost, ...item }): StoreItemChoiceDto => item) });
  });
}

/**
 * The staff's store inventory API (issue 10), behind the admin router's one guard. No GET /:id, so
 * the static GETs (summary, export) never sit beside a parameter (RegExpRouter).
 */
export function adminInventoryRoutes(deps: { db: Db; config: { trustProxy: ProxyTrust } }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/", validate("query", inventoryQuerySchema), async (c) => {
      const page = await listStoreInventory(db, c.req.valid("query"));
      const ids = page.items.map((item) => item.id);
      // Each item with the listing that sells it now: the page offers a new listing only without one;
      // and the trade-in request it was bought through, which the page names in the reader's language.
      const [live, tradeIns] = await Promise.all([
        liveListingsOfStoreItems(db, ids),
        tradeInsOfStoreItems(db, ids),
      ]);
      return c.json({
        ...page,
        items: page.items.map((item) => ({
          ...item,
          liveListing: live.get(item.id) ?? null,
          tradeIn: tradeIns.get(item.id) ?? null,
        })),
      });
    })
    .get("/summary", async (c) => {
      const [figures, rates] = await Promise.all([summarizeStoreInventory(db), getExchangeRates(db)]);
      return c.json(toInventorySummary(figures, rates));
    })
    .get("/export", validate("query", inventoryFilterSchema), async (c) => {
      const items = await listStoreInventoryForExport(db, c.req.valid("query"));
      return c.body(storeInventoryCsv(items), 200, csvDownloadHeaders("store-inventory"));
    })
    .post("/", validate("json", storeInventoryItemSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.config.trustProxy) };
      return c.json(await createStoreInventoryItem(db, actor, c.req.valid("json")), 201);
    })
    .put(
      "/:id",
      validate("param", inventoryIdParamSchema),
      validate("json", storeInventoryItemSchema),
      async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.config.trustProxy) };
        return c.json(
          await updateStoreInventoryItem(
            db,
            actor,
            c.req.valid("param").id,
            c.req.valid("json"),
            liveListingOfStoreItem,
          ),
        );
      },
    )
    .delete("/:id", validate("param", inventoryIdParamSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.config.trustProxy) };
      await deleteStoreInventoryItem(db, actor, c.req.valid("param").id, countListingsLinkedToStoreItem);
      return c.json({ deleted: true });
    });
}
