import { Hono } from "hono";
import { listingSlugParamSchema } from "../../../shared/catalog-schemas";
import { marketPositionQuerySchema } from "../../../shared/market-schemas";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { watchNotFound } from "../catalog/catalog.service";
import type { MarketPositions } from "./market-position.service";

/**
 * GET /api/listings/:slug/market (issue 31): the watch page's price in its reference's sourced
 * market, the same for every shopper (USD cents; the page converts to the shopper's currency).
 */
export function listingMarketRoutes(deps: { marketPositions: MarketPositions }) {
  return new Hono<AppEnv>().get(
    "/:slug/market",
    validate("param", listingSlugParamSchema, watchNotFound),
    async (c) => c.json(await deps.marketPositions.forSlug(c.req.valid("param").slug)),
  );
}

/**
 * GET /api/admin/market-position (issue 31): the market of the watch the listing form describes,
 * for staff setting its price; the form places the typed price in it with the same maths.
 */
export function adminMarketPositionRoutes(deps: { marketPositions: MarketPositions }) {
  return new Hono<AdminEnv>().get("/", validate("query", marketPositionQuerySchema), async (c) => {
    const { listingId, ...watch } = c.req.valid("query");
    return c.json(await deps.marketPositions.forWatch(watch, listingId));
  });
}
