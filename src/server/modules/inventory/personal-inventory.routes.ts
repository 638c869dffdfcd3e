import { Hono } from "hono";
import {
  inventoryFilterSchema,
  inventoryIdParamSchema,
  inventoryItemBaseSchema,
  inventoryQuerySchema,
} from "../../../shared/inventory-schemas";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { csvDownloadHeaders } from "../../http/csv";
import { validate } from "../../http/validate";
import { getExchangeRates } from "../settings/settings.service";
import { personalInventoryCsv } from "./inventory-csv";
import { summarizePersonalInventory, toInventorySummary } from "./inventory-figures";
import {
  createPersonalInventoryItem,
  deletePersonalInventoryItem,
  listPersonalInventory,
  listPersonalInventoryForExport,
  updatePersonalInventoryItem,
} from "./personal-inventory.service";

/**
 * A signed-in user's own inventory (issue 11), at /api/me/inventory: every route needs a session
 * and sees only that user's items. No GET /:id, so the static GETs never sit beside a parameter.
 */
export function personalInventoryRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", inventoryQuerySchema), async (c) =>
      c.json(await listPersonalInventory(db, c.var.user.id, c.req.valid("query"))),
    )
    .get("/summary", async (c) => {
      const [figures, rates] = await Promise.all([
        summarizePersonalInventory(db, c.var.user.id),
        getExchangeRates(db),
      ]);
      return c.json(toInventorySummary(figures, rates));
    })
    .get("/export", validate("query", inventoryFilterSchema), async (c) => {
      const items = await listPersonalInventoryForExport(db, c.var.user.id, c.req.valid("query"));
      return c.body(personalInventoryCsv(items), 200, csvDownloadHeaders("my-inventory"));
    })
    .post("/", validate("json", inventoryItemBaseSchema), async (c) =>
      c.json(await createPersonalInventoryItem(db, c.var.user.id, c.req.valid("json")), 201),
    )
    .put(
      "/:id",
      validate("param", inventoryIdParamSchema),
      validate("json", inventoryItemBaseSchema),
      async (c) =>
        c.json(
          await updatePersonalInventoryItem(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")),
        ),
    )
    .delete("/:id", validate("param", inventoryIdParamSchema), async (c) => {
      await deletePersonalInventoryItem(db, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true });
    });
}
