import {
  buyingDiscountBasisPoints,
  estimateMarket,
  keptPoints,
  median,
  observationAge,
  type PricePoint,
  withKwd,
} from "../../../shared/market-pricing";
import type {
  MarketListingDto,
  MarketObservationDto,
  MarketPriceDto,
  ObservationKind,
  ObservedSource,
  SourceSummaryDto,
} from "../../../shared/market-schemas";
import { convert, type Rates } from "../../../shared/money";
import { type ProvenancePoint, provenanceOf } from "../../../shared/price-provenance";
import type { Db } from "../../db/client";
import { type MarketProvider, MarketProviderError } from "../../providers/market/market";
import { listShopAskingPrices, listShopSales, type ShopPrice } from "../../providers/market/shop-prices";
import { getExchangeRates } from "../settings/settings.service";
import { listWatchObservations, recordObservations } from "./market-observations.service";
import type { WatchIdentity } from "./same-watch";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long an eBay search answers for a reference: within it, another analysis of the same
 * reference reads the listings the last search stored instead of spending another of eBay's 5,000
 * daily calls. After a failed search, listings stored within `staleEbayDays` still count, marked so.
 */
export const ebayCacheMinutes = 60;
const staleEbayDays = 7;
/** Prices recorded by hand count for a year: older ones say little about today's market. */
const manualWindowDays = 365;
/** Listings the answer carries for the listings panel (the page shows five). */
const listingsShown = 10;

export interface MarketPriceDeps {
  db: Db;
  /** eBay's Browse API when configured. */
  market: MarketProvider | undefined;
  now?: () => Date;
}

/** An observed price with its source and whether it was asked or paid, for its provenance. */
type SourcedPoint = PricePoint & ProvenancePoint;

/** One source's prices as points, with what its summary says about it. */
interface Gathered {
  summary: SourceSummaryDto;
  points: SourcedPoint[];
  listings: MarketListingDto[];
}

const kindOf: Record<ObservedSource, ObservationKind> = {
  shop_sales: "sold",
  shop_listings: "asking",
  ebay: "asking",
  manual: "manual",
};

/**
 * What a source says about the watch, from the prices `kept` after the outliers were cut (issue 24:
 * a price the median dropped is neither counted nor dated, only counted as left out).
 */
function summarize(
  source: ObservedSource,
  kept: readonly PricePoint[],
  now: Date,
  outlierCount = 0,
): SourceSummaryDto {
  const age = kept.length > 0 ? observationAge(kept, now) : undefined;
  return {
    source,
    kind: kindOf[source],
    status: age ? "ok" : "empty",
    count: kept.length,
    outlierCount,
    medianUsdCents: age ? median(kept.map((point) => point.usdCents).toSorted((a, b) => a - b)) : null,
    newestAt: age?.newestAt ?? null,
    oldestAt: age?.oldestAt ?? null,
  };
}

/** A source's summary after the cut its figures went through: its own, unless `kept` says otherwise. */
function summarizeKept(
  source: ObservedSource,
  points: readonly SourcedPoint[],
  now: Date,
  kept: readonly SourcedPoint[] = keptPoints(points),
): SourceSummaryDto {
  return summarize(source, kept, now, points.length - kept.length);
}

const shopPoints = (prices: readonly ShopPrice[], source: "shop_sales" | "shop_listings"): SourcedPoint[] =>
  prices.map(({ usdCents, observedAt }) => ({
    usdCents,
    observedAt,
    source,
    kind: source === "shop_sales" ? "sold" : "asking",
  }));

/** A stored observation's price in USD cents at today's rate (a KWD price is kept as it was seen). */
const usdCentsOf = (observation: MarketObservationDto, rates: Rates) =>
  convert(observation.priceMinor, observation.currency, "USD", rates);

function fromObservations(
  source: ObservedSource,
  observations: readonly MarketObservationDto[],
  rates: Rates,
  now: Date,
): Gathered {
  const points = observations.map(
    (observation): SourcedPoint => ({
      usdCents: usdCentsOf(observation, rates),
      observedAt: observation.observedAt,
      source,
      // An admin records a price as asked or paid; eBay's are asking prices.
      kind: observation.kind === "sold" ? "sold" : "asking",
    }),
  );
  return {
    summary: summarizeKept(source, points, now),
    points,
    listings:
      source === "ebay"
        ? observations.map((observation) => ({
            source: "ebay" as const,
            title: observation.title ?? "",
            usdCents: usdCentsOf(observation, rates),
            url: observation.url,
            observedAt: observation.observedAt,
          }))
        : [],
  };
}

/**
 * eBay's asking prices for the reference: stored ones within the cache window, else a new search
 * whose listings are stored as observations and read back from the store. A failure is reported in the summary (with
 * eBay's reason), never thrown: the other sources still price the watch.
 */
async function gatherEbay(
  deps: MarketPriceDeps,
  watch: WatchIdentity,
  rates: Rates,
  now: Date,
): Promise<Gathered> {
  const nothing = (status: SourceSummaryDto["status"]): Gathered => ({
    summary: { ...summarize("ebay", [], now), status },
    points: [],
    listings: [],
  });
  if (!deps.market) return nothing("not_configured");
  if (!watch.reference) return nothing("needs_reference");
  const cached = await listWatchObservations(
    deps.db,
    watch,
    "ebay",
    new Date(now.getTime() - ebayCacheMinutes * 60 * 1000),
  );
  if (cached.length > 0) {
    const gathered = fromObservations("ebay", cached, rates, now);
    return { ...gathered, summary: { ...gathered.summary, fromCache: true } };
  }
  try {
    const search = await deps.market.searchAskingPrices({ brand: watch.brand, reference: watch.reference });
    await recordObservations(
      deps.db,
      search.listings.map((listing) => ({
        brand: watch.brand,
        model: watch.model ?? null,
        reference: watch.reference ?? null,
        source: "ebay",
        sourceItemId: listing.sourceItemId,
        title: listing.title,
        whereSeen: null,
        priceMinor: listing.usdCents,
        currency: "USD",
        condition: listing.condition,
        url: listing.url,
        kind: "asking",
        observedAt: now,
      })),
    );
    const stored = await listWatchObservations(deps.db, watch, "ebay", now);
    const gathered = fromObservations("ebay", stored, rates, now);
    return { ...gathered, summary: { ...gathered.summary, excluded: search.excluded } };
  } catch (error) {
    if (!(error instanceof MarketProviderError)) throw error;
    const stale = await listWatchObservations(
      deps.db,
      watch,
      "ebay",
      new Date(now.getTime() - staleEbayDays * dayMs),
    );
    const gathered = fromObservations("ebay", stale, rates, now);
    return {
      ...gathered,
      summary: {
        ...gathered.summary,
        status: "failed",
        fromCache: stale.length > 0,
        failure: {
          reason: error.reason,
          ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
        },
      },
    };
  }
}

/**
 * The market price of a watch (issue 12) from every source that knows it: the shop's own sales,
 * prices admins recorded, eBay's asking prices (when configured), and — only when none of those
 * knows a price — the shop's own asking prices, which are the shop's opinion rather than the
 * market's. The combined figures come from `estimateMarket` (src/shared/market-pricing.ts) given
 * the identification's confidence (0–100), in USD and KWD; no price anywhere is `market: null`.
 */
export async function priceWatch(
  deps: MarketPriceDeps,
  watch: WatchIdentity,
  options: { confidence: number },
): Promise<MarketPriceDto> {
  const now = deps.now?.() ?? new Date();
  const rates = await getExchangeRates(deps.db);
  const [sales, asking, manual, ebay] = await Promise.all([
    listShopSales(deps.db, watch, rates),
    listShopAskingPrices(deps.db, watch, now),
    listWatchObservations(deps.db, watch, "manual", new Date(now.getTime() - manualWindowDays * dayMs)),
    gatherEbay(deps, watch, rates, now),
  ]);
  const salePoints = shopPoints(sales, "shop_sales");
  const askingPoints = shopPoints(asking, "shop_listings");
  const gathered: Record<ObservedSource, Gathered> = {
    shop_sales: { summary: summarizeKept("shop_sales", salePoints, now), points: salePoints, listings: [] },
    manual: fromObservations("manual", manual, rates, now),
    ebay,
    shop_listings: {
      summary: summarizeKept("shop_listings", askingPoints, now),
      points: askingPoints,
      listings: asking.map((price) => ({
        source: "shop_listings",
        title: price.title ?? "",
        usdCents: price.usdCents,
        url: price.url,
        observedAt: price.observedAt,
      })),
    },
  };
  const market: ObservedSource[] = ["shop_sales", "manual", "ebay"];
  const fallback: ObservedSource[] = ["shop_listings"];
  const hasMarket = market.some((source) => gathered[source].points.length > 0);
  const basis = (hasMarket ? market : fallback).filter((source) => gathered[source].points.length > 0);
  const combined = basis.flatMap((source) => gathered[source].points);
  const estimate = estimateMarket(combined, options.confidence, now);
  // The combined figures cut their outliers across every source they combine: each of those
  // sources is summarized by what that cut kept, so the counts add up to the sample size.
  const kept = keptPoints(combined);
  const provenance = provenanceOf(kept);
  for (const source of basis) {
    const { summary, points } = gathered[source];
    const ownKept = kept.filter((point) => point.source === source);
    const { count, outlierCount, medianUsdCents, newestAt, oldestAt } = summarizeKept(
      source,
      points,
      now,
      ownKept,
    );
    // Its status (a failed search answered from stored listings stays "failed") is its own.
    gathered[source].summary = { ...summary, count, outlierCount, medianUsdCents, newestAt, oldestAt };
  }
  return {
    matchedBy: watch.reference ? "reference" : "make_model",
    confidence: options.confidence,
    sources: (["shop_sales", "manual", "ebay", "shop_listings"] as const).map(
      (source) => gathered[source].summary,
    ),
    listings: [...ebay.listings, ...gathered.shop_listings.listings]
      .toSorted((a, b) => a.usdCents - b.usdCents)
      .slice(0, listingsShown),
    market: estimate &&
      provenance && {
        basis,
        provenance,
        sampleSize: estimate.sampleSize,
        outlierCount: estimate.outlierCount,
        marketPrice: withKwd(estimate.marketUsdCents, rates),
        low: withKwd(estimate.lowUsdCents, rates),
        high: withKwd(estimate.highUsdCents, rates),
        spreadBasisPoints: estimate.spreadBasisPoints,
        newestAt: estimate.newestAt,
        oldestAt: estimate.oldestAt,
        newestAgeDays: estimate.newestAgeDays,
        suggestedBuyingPrice: withKwd(estimate.suggestedBuyingUsdCents, rates),
        estimatedProfit: withKwd(estimate.estimatedProfitUsdCents, rates),
        marginPercent: estimate.marginPercent,
        risk: estimate.risk.level,
        riskFactors: estimate.risk.factors,
        buyingDiscountBasisPoints: buyingDiscountBasisPoints[estimate.risk.level],
      },
    rates,
  };
}
