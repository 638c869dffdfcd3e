import { Hono } from "hono";
import type { DashboardDto } from "../../../shared/dashboard";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { countListingsByBrand, summarizeListings } from "../catalog/listing-figures";
import { storeSalesByMonth, summarizeStoreInventory } from "../inventory/inventory-figures";
import { getExchangeRates } from "../settings/settings.service";

/** GET /api/admin/dashboard: the figures of the Inventory Dashboard, each an aggregate in SQL. */
export function adminDashboardRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", async (c) => {
    const [inventory, listings, salesByMonth, listingsByBrand, rates] = await Promise.all([
      summarizeStoreInventory(deps.db),
      summarizeListings(deps.db),
      storeSalesByMonth(deps.db),
      countListingsByBrand(deps.db),
      getExchangeRates(deps.db),
    ]);
    return c.json({ inventory, listings, salesByMonth, listingsByBrand, rates } satisfies DashboardDto);
  });
}
