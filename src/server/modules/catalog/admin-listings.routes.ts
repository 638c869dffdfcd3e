import { Hono } from "hono";
import {
  type AdminListingPageDto,
  adminListingQuerySchema,
  bulkListingSchema,
  descriptionPreviewSchema,
  descriptionRequestSchema,
  listingIdParamSchema,
  listingWriteSchema,
} from "../../../shared/listing-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import type { AiProvider } from "../../providers/ai/ai";
import type { MarketPositions } from "../market/market-position.service";
import {
  bulkUpdateListings,
  createAdminListing,
  deleteAdminListing,
  getAdminListing,
  listAdminListings,
  updateAdminListing,
} from "./admin-listings.service";
import type { CatalogReader } from "./catalog-reader";
import { describeListing } from "./listing-description";
import { sanitizeDescription } from "./sanitize-description";

/**
 * The staff's listings API (issue 9), behind the admin router's one guard. Every write drops the
 * storefront's cached pages of this instance, so the change shows in the collection at once.
 */
export function adminListingRoutes(deps: {
  db: Db;
  catalog: CatalogReader;
  marketPositions: MarketPositions;
  ai: AiProvider | undefined;
  trustProxy: ProxyTrust;
}) {
  const { db, catalog } = deps;
  return (
    new Hono<AdminEnv>()
      .get("/", validate("query", adminListingQuerySchema), async (c) => {
        const page = await listAdminListings(db, c.req.valid("query"));
        const answer: AdminListingPageDto = {
          ...page,
          markets: await deps.marketPositions.summaries(page.items),
        };
        return c.json(answer);
      })
      .get("/:id", validate("param", listingIdParamSchema), async (c) =>
        c.json(await getAdminListing(db, c.req.valid("param").id)),
      )
      // "Generate with AI": the provider's text when there is one and it answers, else one composed
      // from the fields; `source` tells the dialog which, for its toast.
      .post("/description", validate("json", descriptionRequestSchema), async (c) =>
        c.json(await describeListing({ ai: deps.ai, log: c.var.logger }, c.req.valid("json"))),
      )
      // Preview shows what saving would store: the one allow-list, run where it runs on write.
      .post("/bulk", validate("json", bulkListingSchema), async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
        const result = await bulkUpdateListings(db, actor, c.req.valid("json"));
        await catalog.written();
        return c.json(result);
      })
      .post("/description/preview", validate("json", descriptionPreviewSchema), (c) =>
        c.json({ html: sanitizeDescription(c.req.valid("json").html) }),
      )
      .post("/", validate("json", listingWriteSchema), async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
        const listing = await createAdminListing(db, actor, c.req.valid("json"));
        await catalog.written();
        return c.json(listing, 201);
      })
      .put(
        "/:id",
        validate("param", listingIdParamSchema),
        validate("json", listingWriteSchema),
        async (c) => {
          const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
          const listing = await updateAdminListing(db, actor, c.req.valid("param").id, c.req.valid("json"));
          await catalog.written();
          return c.json(listing);
        },
      )
      .delete("/:id", validate("param", listingIdParamSchema), async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
        const result = await deleteAdminListing(db, actor, c.req.valid("param").id);
        await catalog.written();
        return c.json(result);
      })
  );
}
