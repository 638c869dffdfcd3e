import { marketPositionRules } from "./market-position-rules";
import { keptPoints, median, type PricePoint, quartiles } from "./market-pricing";
import { type ProvenancePoint, type ProvenanceSource, provenanceOf } from "./price-provenance";
import { shopMonth } from "./shop-time";

/**
 * Where a listing's price sits in the market of its reference (issue 31, "the dealer's edge"),
 * pure functions over integer USD cents, shared by the watch page and the back office. Sold and
 * asking prices are never pooled: each makes its own band, and the verdict is said against the
 * sold band when it has enough prices, else against the asking band (decision 029).
 */

export const bandKinds = ["sold", "asking"] as const;
export type BandKind = (typeof bandKinds)[number];

/** One observed price with its source and whether it was paid or asked. */
export type PositionPoint = PricePoint & ProvenancePoint;

/** A band's figures, in USD cents: the median, the quartiles (type 7, rounded to the cent) and the ends. */
export interface BandFigures {
  medianUsdCents: number;
  q1UsdCents: number;
  q3UsdCents: number;
  lowUsdCents: number;
  highUsdCents: number;
}

/**
 * The prices of one kind: how many it stands on after the outlier cut (and how many the cut left
 * out), from which sources, between which dates; `figures` only from `minObservations` up.
 */
export interface MarketBandDto {
  kind: BandKind;
  count: number;
  outlierCount: number;
  sources: { source: ProvenanceSource; count: number }[];
  oldestAt: string | null;
  newestAt: string | null;
  figures: BandFigures | null;
}

/** One price on the history chart: a kept price of either band. */
export interface HistoryPointDto {
  at: string;
  usdCents: number;
  kind: BandKind;
}

/** One month of the chart in words, for readers who cannot see it: each kind's count and median. */
export interface HistoryMonthDto {
  /** The shop's month, "YYYY-MM". */
  month: string;
  sold: { count: number; medianUsdCents: number } | null;
  asking: { count: number; medianUsdCents: number } | null;
}

/** A reference's market, as the watch page and the back office read it. */
export interface MarketPositionDto {
  sold: MarketBandDto;
  asking: MarketBandDto;
  /** The kept prices of both bands, oldest first. */
  history: HistoryPointDto[];
  /** The same prices by month, oldest first: the chart's text alternative. */
  months: HistoryMonthDto[];
}

/** Where a price sits against a band's median, and in which part of the band. */
export interface PricePosition {
  /** The band the verdict is said against. */
  basis: BandKind;
  /** (price − median) / median, in basis points, rounded half away from zero. */
  differenceBasisPoints: number;
  /** The same in whole percent, rounded half away from zero; 0 is "at the median". */
  percent: number;
  direction: "below" | "at" | "above";
  /** Below the first quartile, inside the middle half, or above the third quartile. */
  quarter: "low" | "middle" | "high";
}

/** A listing's own price placed in its reference's market: `position` is null for "not enough data". */
export interface ListingMarketPositionDto extends MarketPositionDto {
  priceUsdCents: number;
  position: PricePosition | null;
}

/** The same without the chart's prices: what a row of the back office's listing table shows. */
export type ListingMarketSummaryDto = Omit<ListingMarketPositionDto, "history" | "months">;

const dayMs = 24 * 60 * 60 * 1000;
const basisPoints = 10_000;

/** Half away from zero, so +2.5% and −2.5% are said as 3% either way. */
const roundAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value)) || 0;

/** The points seen within the window that ends at `now`. */
export function withinWindow<P extends PricePoint>(points: readonly P[], now: Date): P[] {
  const since = now.getTime() - marketPositionRules.windowDays * dayMs;
  return points.filter((point) => {
    const at = Date.parse(point.observedAt);
    return at >= since && at <= now.getTime();
  });
}

/** One kind's band: the outliers cut (Tukey's fences, as the analysis cuts them), then its figures. */
export function marketBand(kind: BandKind, points: readonly PositionPoint[]): MarketBandDto {
  const own = points.filter((point) => point.kind === kind);
  const kept = keptPoints(own);
  const provenance = provenanceOf(kept);
  const times = kept.map((point) => Date.parse(point.observedAt));
  const prices = kept.map((point) => point.usdCents).toSorted((a, b) => a - b);
  const enough = prices.length >= marketPositionRules.minObservations;
  const { q1, q3 } = enough ? quartiles(prices) : { q1: 0, q3: 0 };
  return {
    kind,
    count: kept.length,
    outlierCount: own.length - kept.length,
    sources: provenance?.sources ?? [],
    oldestAt: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
    newestAt: provenance?.asOf ?? null,
    figures: enough
      ? {
          medianUsdCents: median(prices),
          q1UsdCents: Math.round(q1),
          q3UsdCents: Math.round(q3),
          lowUsdCents: prices[0] as number,
          highUsdCents: prices.at(-1) as number,
        }
      : null,
  };
}

/** Both bands and the chart's prices, from a reference's observations within the window at `now`. */
export function marketPosition(points: readonly PositionPoint[], now: Date): MarketPositionDto {
  const recent = withinWindow(points, now);
  const sold = marketBand("sold", recent);
  const asking = marketBand("asking", recent);
  const history = bandKinds
    .flatMap((kind) => keptPoints(recent.filter((point) => point.kind === kind)))
    .map((point) => ({ at: point.observedAt, usdCents: point.usdCents, kind: point.kind }))
    .toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { sold, asking, history, months: monthsOf(history) };
}

/** The chart's prices by the shop's month: each kind's count and median. */
export function monthsOf(history: readonly HistoryPointDto[]): HistoryMonthDto[] {
  const byMonth = new Map<string, Record<BandKind, number[]>>();
  for (const point of history) {
    const month = shopMonth(new Date(point.at));
    const prices = byMonth.get(month) ?? { sold: [], asking: [] };
    prices[point.kind].push(point.usdCents);
    byMonth.set(month, prices);
  }
  const summary = (prices: number[]) =>
    prices.length > 0
      ? { count: prices.length, medianUsdCents: median(prices.toSorted((a, b) => a - b)) }
      : null;
  return [...byMonth]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([month, prices]) => ({ month, sold: summary(prices.sold), asking: summary(prices.asking) }));
}

/**
 * Where `priceUsdCents` sits: against the sold band when it has enough prices (what buyers paid is
 * the stronger evidence), else against the asking band; null when neither has enough.
 */
export function pricePosition(
  priceUsdCents: number,
  bands: Pick<MarketPositionDto, BandKind>,
): PricePosition | null {
  const band = bands.sold.figures ? bands.sold : bands.asking.figures ? bands.asking : null;
  const figures = band?.figures;
  if (!band || !figures || figures.medianUsdCents <= 0) return null;
  const differenceBasisPoints = roundAway(
    ((priceUsdCents - figures.medianUsdCents) * basisPoints) / figures.medianUsdCents,
  );
  const percent = roundAway(differenceBasisPoints / 100);
  return {
    basis: band.kind,
    differenceBasisPoints,
    percent,
    direction: percent < 0 ? "below" : percent > 0 ? "above" : "at",
    quarter:
      priceUsdCents < figures.q1UsdCents ? "low" : priceUsdCents > figures.q3UsdCents ? "high" : "middle",
  };
}

/** A reference's market with the listing's price placed in it. */
export function placeListing(priceUsdCents: number, market: MarketPositionDto): ListingMarketPositionDto {
  return { ...market, priceUsdCents, position: pricePosition(priceUsdCents, market) };
}
