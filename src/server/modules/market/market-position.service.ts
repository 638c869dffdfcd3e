import { listingSlugSchema } from "../../../shared/catalog-schemas";
import {
  type ListingMarketPositionDto,
  type ListingMarketSummaryDto,
  type MarketPositionDto,
  marketPosition,
  type PositionPoint,
  placeListing,
} from "../../../shared/market-position";
import { marketPositionRules } from "../../../shared/market-position-rules";
import { convert } from "../../../shared/money";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import type { MarketProvider } from "../../providers/market/market";
import { watchNotFound } from "../catalog/catalog.service";
import { findListingForPosition, listSoldListingPrices } from "../catalog/listing-prices";
import { createTtlCache } from "../catalog/ttl-cache";
import { listStoreItemSalePrices } from "../inventory/item-sale-prices";
import { getExchangeRates } from "../settings/settings.service";
import { listObservationsOfWatches } from "./market-observations.service";
import { compactReference, type WatchIdentity } from "./same-watch";

const dayMs = 24 * 60 * 60 * 1000;

/** The shop's own sales read per watch: far more than a year of a shop's sales of one reference. */
const salesPerWatch = 100;

/**
 * Past this, a reference's prices are read again even when no write was heard: eBay's asking
 * prices are stored by analyses without notifying (decision 029).
 */
const cacheMs = 10 * 60 * 1000;

/** A price with what a listing's own position must leave out: its own sale. */
type ReferencePoint = PositionPoint & { listingId?: string; itemId?: string };

/** The listing a position is said for: its watch, its price and the stock item it sells. */
export interface PricedListing extends WatchIdentity {
  id: string;
  inventoryId: string | null;
  priceCents: number;
}

/** One watch's key, as `sameWatch` matches it: the make and the reference, else the make and the model. */
function keyOf(watch: WatchIdentity): string {
  const brand = watch.brand.toLowerCase();
  const reference = watch.reference ? compactReference(watch.reference) : "";
  return reference ? `${brand}|r:${reference}` : `${brand}|m:${(watch.model ?? "").toLowerCase()}`;
}

/** A row's watch columns: a listing may have no brand, and then matches no watch. */
type RowIdentity = { brand: string | null; model: string | null; reference: string | null };

/** The keys a row of some watch answers to: by its reference, and by its model. */
const keysOfRow = (row: WatchIdentity) => [
  keyOf({ brand: row.brand, reference: row.reference }),
  keyOf({ brand: row.brand, model: row.model }),
];

/**
 * The market position (issue 31): each reference's sold and asking prices of the last year, from
 * the shop's sales, the prices staff recorded and, when eBay is configured, eBay's stored asking
 * prices (never a new eBay call: a watch page must not spend the day's allowance). Many watches
 * are read in three queries whatever their number; a reference's prices are kept per instance
 * until the database's change feed says the shop's data moved (a sale, a listing, a recorded
 * price: each writes an audited or notified row) or `cacheMs` passes.
 */
export function createMarketPositions(deps: {
  db: Db;
  changes: ChangeFeed;
  market: MarketProvider | undefined;
  now?: () => Date;
}) {
  const { db } = deps;
  const cache = createTtlCache<ReferencePoint[]>({ ttlMs: cacheMs, maxEntries: 5_000 });
  const sources = deps.market ? ["manual", "ebay"] : ["manual"];

  /** Reads the prices of the watches not cached, one query per table, and caches them per watch. */
  async function read(watches: readonly WatchIdentity[], now: Date): Promise<Map<string, ReferencePoint[]>> {
    const since = new Date(now.getTime() - marketPositionRules.windowDays * dayMs);
    const limit = salesPerWatch * watches.length;
    const [rates, observations, items, sold] = await Promise.all([
      getExchangeRates(db),
      listObservationsOfWatches(db, watches, sources, since),
      listStoreItemSalePrices(db, watches, { limit, since }),
      listSoldListingPrices(db, watches, { limit, since }),
    ]);
    const found = new Map<string, ReferencePoint[]>(watches.map((watch) => [keyOf(watch), []]));
    const add = (row: RowIdentity, point: ReferencePoint) => {
      if (!row.brand) return;
      for (const key of new Set(keysOfRow({ ...row, brand: row.brand }))) found.get(key)?.push(point);
    };
    for (const observation of observations)
      add(observation, {
        // Converted as the market service converts a stored price: at the settings' rate today.
        usdCents: convert(observation.priceMinor, observation.currency, "USD", rates),
        observedAt: observation.observedAt,
        source: observation.source === "ebay" ? "ebay" : "manual",
        kind: observation.kind === "sold" ? "sold" : "asking",
      });
    for (const item of items)
      if (item.fils !== null)
        add(item, {
          usdCents: convert(item.fils, "KWD", "USD", rates),
          observedAt: item.soldAt.toISOString(),
          source: "shop_sales",
          kind: "sold",
          itemId: item.id,
        });
    for (const listing of sold)
      if (listing.soldAt)
        add(listing, {
          usdCents: listing.usdCents,
          observedAt: listing.soldAt.toISOString(),
          source: "shop_sales",
          kind: "sold",
          listingId: listing.id,
        });
    return found;
  }

  /** The prices of each watch, from this instance's cache while the shop's data has not moved. */
  async function pointsOf(
    watches: readonly WatchIdentity[],
    now: Date,
  ): Promise<Map<string, ReferencePoint[]>> {
    const stamp = deps.changes.stamp("data");
    const unique = [...new Map(watches.map((watch) => [keyOf(watch), watch])).values()];
    if (stamp === null) return read(unique, now);
    const cacheKey = (watch: WatchIdentity) => `${stamp}|${keyOf(watch)}`;
    const missing = unique.filter((watch) => !cache.has(cacheKey(watch)));
    const fresh = missing.length > 0 ? read(missing, now) : undefined;
    const entries = await Promise.all(
      unique.map(async (watch) => {
        const points = await cache.get(cacheKey(watch), async () => {
          const all = await (fresh ?? read([watch], now));
          return all.get(keyOf(watch)) ?? [];
        });
        return [keyOf(watch), points] as const;
      }),
    );
    return new Map(entries);
  }

  const except = (points: readonly ReferencePoint[], listing: Pick<PricedListing, "id" | "inventoryId">) =>
    points.filter(
      (point) =>
        (point.listingId === undefined || point.listingId !== listing.id) &&
        (point.itemId === undefined || point.itemId !== listing.inventoryId),
    );

  /** Each listing's price in its reference's market (never counting its own sale), by listing id. */
  async function forListings(
    listings: readonly PricedListing[],
  ): Promise<Map<string, ListingMarketPositionDto>> {
    const now = deps.now?.() ?? new Date();
    const points = await pointsOf(listings, now);
    return new Map(
      listings.map((listing) => [
        listing.id,
        placeListing(
          listing.priceCents,
          marketPosition(except(points.get(keyOf(listing)) ?? [], listing), now),
        ),
      ]),
    );
  }

  return {
    forListings,
    /**
     * What the back office's listing table shows of each row (issue 31): its position without the
     * chart's prices, by listing id; a listing without a brand names no market and is left out.
     */
    async summaries(
      rows: readonly (Omit<PricedListing, "brand"> & { brand: string | null })[],
    ): Promise<Record<string, ListingMarketSummaryDto>> {
      const priced = rows.flatMap(({ brand, ...row }) => (brand ? [{ ...row, brand }] : []));
      const positions = await forListings(priced);
      return Object.fromEntries([...positions].map(([id, { history: _, ...summary }]) => [id, summary]));
    },
    /** A reference's market, leaving out the sale of the listing being edited (`exceptListingId`). */
    async forWatch(watch: WatchIdentity, exceptListingId?: string): Promise<MarketPositionDto> {
      const now = deps.now?.() ?? new Date();
      const [points, listing] = await Promise.all([
        pointsOf([watch], now),
        exceptListingId ? findListingForPosition(db, { id: exceptListingId }) : undefined,
      ]);
      const own = points.get(keyOf(watch)) ?? [];
      return marketPosition(listing ? except(own, listing) : own, now);
    },
    /**
     * The watch page's listing placed in its reference's market; a slug that names no page is not
     * found, and one that cannot be a slug is never sent to the database. A listing without a
     * brand names no market: not enough data.
     */
    async forSlug(slug: string): Promise<ListingMarketPositionDto> {
      const valid = listingSlugSchema.safeParse(slug);
      const listing = valid.success ? await findListingForPosition(db, { slug: valid.data }) : undefined;
      if (!listing) throw watchNotFound();
      const { brand } = listing;
      if (!brand) return placeListing(listing.priceCents, marketPosition([], deps.now?.() ?? new Date()));
      return (await forListings([{ ...listing, brand }])).get(listing.id) as ListingMarketPositionDto;
    },
  };
}

export type MarketPositions = ReturnType<typeof createMarketPositions>;
