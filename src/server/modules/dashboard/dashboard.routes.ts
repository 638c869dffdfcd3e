import { Hono } from "hono";
import type { DashboardDto } from "../../../shared/dashboard";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { latestAuditId } from "../audit/audit-version";
import { countListingsByBrand, listingsVersion, summarizeListings } from "../catalog/listing-figures";
import {
  storeInventoryVersion,
  storeSalesByMonth,
  summarizeStoreInventory,
} from "../inventory/inventory-figures";
import { getExchangeRates } from "../settings/settings.service";
import { createVersionedCache } from "./dashboard-cache";

/** How long view counts, which move without a version, may lag on the dashboard. */
const viewsLagMs = 60_000;

/** GET /api/admin/dashboard: the figures of the Inventory Dashboard, each an aggregate in SQL. */
export function adminDashboardRoutes(deps: { db: Db }) {
  const figures = createVersionedCache({
    version: async () =>
      (
        await Promise.all([storeInventoryVersion(deps.db), listingsVersion(deps.db), latestAuditId(deps.db)])
      ).join("|"),
    compute: async () => {
      const [inventory, listings, salesByMonth, listingsByBrand] = await Promise.all([
        summarizeStoreInventory(deps.db),
        summarizeListings(deps.db),
        storeSalesByMonth(deps.db),
        countListingsByBrand(deps.db),
      ]);
      return { inventory, listings, salesByMonth, listingsByBrand };
    },
    maxAgeMs: viewsLagMs,
  });
  return new Hono<AdminEnv>().get("/", async (c) => {
    // The rates are read each time: a settings change is no write to the figures.
    const [cached, rates] = await Promise.all([figures.get(), getExchangeRates(deps.db)]);
    return c.json({ ...cached, rates } satisfies DashboardDto);
  });
}
