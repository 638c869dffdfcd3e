import { Hono } from "hono";
import type { DashboardDto } from "../../../shared/dashboard";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { readShopVersion } from "../catalog/catalog-version";
import { countListingsByBrand, summarizeListings } from "../catalog/listing-figures";
import { summarizeStoreInventory } from "../inventory/inventory-figures";
import { storeSalesByMonth } from "../inventory/store-sales";
import { getExchangeRates } from "../settings/settings.service";
import { createVersionedCache } from "./dashboard-cache";

/** How long view counts, which move without a version, may lag on the dashboard. */
const viewsLagMs = 60_000;

/** GET /api/admin/dashboard: the figures of the Inventory Dashboard, each an aggregate in SQL. */
export function adminDashboardRoutes(deps: { db: Db; changes: ChangeFeed }) {
  const figures = createVersionedCache({
    // Held in memory while the database's notifications are heard; otherwise one statement of
    // three index lookups.
    version: async () => deps.changes.stamp("data") ?? readShopVersion(deps.db),
    // Settings changes are audited, so the rates move the version too.
    compute: async (): Promise<DashboardDto> => {
      const [inventory, listings, salesByMonth, listingsByBrand, rates] = await Promise.all([
        summarizeStoreInventory(deps.db),
        summarizeListings(deps.db),
        storeSalesByMonth(deps.db),
        countListingsByBrand(deps.db),
        getExchangeRates(deps.db),
      ]);
      return { inventory, listings, salesByMonth, listingsByBrand, rates };
    },
    maxAgeMs: viewsLagMs,
  });
  return new Hono<AdminEnv>().get("/", async (c) => c.json(await figures.get()));
}
