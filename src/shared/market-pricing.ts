import { convert, type Rates } from "./money";

/**
 * The market price maths of the watch analysis (issue 12, "Market prices"), pure functions over
 * integer USD cents. Every figure the analysis shows is computed here from observed prices, each
 * with its date; nothing here invents a price, and no observation means no figure at all.
 */

/** One observed price, whatever its source: USD cents and when it was seen (ISO 8601). */
export interface PricePoint {
  usdCents: number;
  observedAt: string;
}

/** Basis points: 1% = 100. */
const basisPoints = 10_000;
const dayMs = 24 * 60 * 60 * 1000;

const ascending = (values: readonly number[]) => values.toSorted((a, b) => a - b);

/** The middle of sorted values; of an even count, the mean of the two middle ones rounded half up. */
export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) throw new RangeError("The median of no values");
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] as number) + upper) / 2);
}

/** A quantile of sorted values by linear interpolation between ranks (Hyndman–Fan type 7, as R and NumPy). */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (position - below);
}

/** The first and third quartiles of values, in (fractional) cents. */
export function quartiles(values: readonly number[]): { q1: number; q3: number } {
  if (values.length === 0) throw new RangeError("The quartiles of no values");
  const sorted = ascending(values);
  return { q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/**
 * How much the prices disagree: the interquartile range over the median, in basis points (2,500 =
 * 25%). Robust to a stray price where the range or standard deviation would not be; 0 for one price.
 */
export function spreadBasisPoints(values: readonly number[]): number {
  const { q1, q3 } = quartiles(values);
  const middle = median(ascending(values));
  return middle === 0 ? 0 : Math.round(((q3 - q1) * basisPoints) / middle);
}

/**
 * Prices without outliers, by Tukey's fences: below Q1 − 1.5 × IQR or above Q3 + 1.5 × IQR is out.
 * Needs four prices (quartiles of fewer mean little); fewer are kept as they are. A strap or a box
 * whose title names the reference, or a mistyped price, falls far below the fence.
 */
export function withoutOutliers(values: readonly number[]): number[] {
  if (values.length < 4) return [...values];
  const { q1, q3 } = quartiles(values);
  const reach = 1.5 * (q3 - q1);
  return values.filter((value) => value >= q1 - reach && value <= q3 + reach);
}

/** The points whose prices lie inside Tukey's fences (`withoutOutliers`), in their own order. */
export function keptPoints<P extends PricePoint>(points: readonly P[]): P[] {
  const kept = new Set(withoutOutliers(points.map((point) => point.usdCents)));
  return points.filter((point) => kept.has(point.usdCents));
}

/**
 * The market price: the median of the prices left inside Tukey's fences. Cutting the same share
 * from both ends (a "10% trimmed" sample) never moves a median, so the trim that counts is the
 * one-sided one: a cheap strap or a mistyped price is cut, and the median is that of the rest.
 */
export function trimmedMedian(values: readonly number[]): number {
  return median(ascending(withoutOutliers(values)));
}

/** The newest and oldest observation, and the newest one's age in whole days at `now`. */
export function observationAge(points: readonly PricePoint[], now: Date) {
  if (points.length === 0) throw new RangeError("The age of no observations");
  const times = points.map((point) => Date.parse(point.observedAt));
  const newest = Math.max(...times);
  const oldest = Math.min(...times);
  return {
    newestAt: new Date(newest).toISOString(),
    oldestAt: new Date(oldest).toISOString(),
    newestAgeDays: Math.max(0, Math.floor((now.getTime() - newest) / dayMs)),
  };
}

export const riskLevels = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Each risk factor scores 0 (reassuring), 1 (some doubt) or 2 (serious doubt). */
export type FactorScore = 0 | 1 | 2;

/**
 * The risk bands, each "at most this scores 0, at most that scores 1, beyond scores 2":
 * - spread (IQR / median): ≤ 15% → 0, ≤ 30% → 1, more → 2;
 * - sample size: ≥ 10 prices → 0, ≥ 4 → 1, fewer → 2;
 * - age of the newest price: ≤ 30 days → 0, ≤ 90 days → 1, older → 2;
 * - identification confidence: ≥ 90 → 0, ≥ 70 → 1, lower → 2 (the confidence badge's own bands).
 * The level: "low" when the scores add to at most 1 (so none is 2); "high" when they add to 4 or
 * more, or the identification itself scores 2 (a good price for the wrong watch is no help);
 * "medium" otherwise.
 */
export const riskBands = {
  spreadBasisPoints: [1_500, 3_000],
  sampleSize: [10, 4],
  ageDays: [30, 90],
  confidence: [90, 70],
} as const;

export interface RiskInput {
  spreadBasisPoints: number;
  sampleSize: number;
  newestAgeDays: number;
  /** Identification confidence, 0–100. */
  confidence: number;
}

export interface RiskAssessment {
  level: RiskLevel;
  factors: { spread: FactorScore; sampleSize: FactorScore; age: FactorScore; confidence: FactorScore };
}

const atMost = (value: number, [first, second]: readonly [number, number]): FactorScore =>
  value <= first ? 0 : value <= second ? 1 : 2;
const atLeast = (value: number, [first, second]: readonly [number, number]): FactorScore =>
  value >= first ? 0 : value >= second ? 1 : 2;

/** The risk of buying on this evidence, with the score of each factor so the reason can be shown. */
export function assessRisk(input: RiskInput): RiskAssessment {
  const factors = {
    spread: atMost(input.spreadBasisPoints, riskBands.spreadBasisPoints),
    sampleSize: atLeast(input.sampleSize, riskBands.sampleSize),
    age: atMost(input.newestAgeDays, riskBands.ageDays),
    confidence: atLeast(input.confidence, riskBands.confidence),
  };
  const total = factors.spread + factors.sampleSize + factors.age + factors.confidence;
  const level: RiskLevel = total >= 4 || factors.confidence === 2 ? "high" : total <= 1 ? "low" : "medium";
  return { level, factors };
}

/**
 * How far below the market price the suggested buying price sits, per risk level: 15%, 20%, 25%
 * (the spec's own regional variance text is "15-25%"). The reseller's margin on a resale at the
 * market price is then 18%, 25% and 33% (spec §9's margin rule).
 */
export const buyingDiscountBasisPoints: Record<RiskLevel, number> = {
  low: 1_500,
  medium: 2_000,
  high: 2_500,
};

/** The suggested buying price: the market price less the risk level's discount, rounded to the cent. */
export function suggestedBuyingPrice(marketUsdCents: number, risk: RiskLevel): number {
  return Math.round((marketUsdCents * (basisPoints - buyingDiscountBasisPoints[risk])) / basisPoints);
}

/** spec: reseller-tools §9 — margin = rounded (market − buy) / buy × 100, in whole percent (half up). */
export function marginPercent(marketUsdCents: number, buyUsdCents: number): number {
  if (buyUsdCents <= 0) throw new RangeError("A margin needs a buying price above zero");
  return Math.round(((marketUsdCents - buyUsdCents) * 100) / buyUsdCents);
}

/** The combined market figures for one watch, in USD cents; see `estimateMarket`. */
export interface MarketEstimate {
  /** The prices the figures stand on, after the outliers were cut. */
  sampleSize: number;
  /** Prices cut as outliers (Tukey's fences). */
  outlierCount: number;
  marketUsdCents: number;
  lowUsdCents: number;
  highUsdCents: number;
  spreadBasisPoints: number;
  newestAt: string;
  oldestAt: string;
  newestAgeDays: number;
  risk: RiskAssessment;
  suggestedBuyingUsdCents: number;
  marginPercent: number;
  estimatedProfitUsdCents: number;
}

/**
 * Everything the analysis says about a price from the observations: outliers cut (Tukey's fences),
 * then the median, spread, sample size and age of what is left, the risk given the
 * identification's confidence (0–100), the suggested buying price, and the margin and profit of a
 * resale at the market price. `null` without observations: no data is said so, never a number.
 */
export function estimateMarket(
  points: readonly PricePoint[],
  confidence: number,
  now: Date,
): MarketEstimate | null {
  if (points.length === 0) return null;
  const used = keptPoints(points);
  const prices = ascending(used.map((point) => point.usdCents));
  const marketUsdCents = median(prices);
  const spread = spreadBasisPoints(prices);
  const age = observationAge(used, now);
  const risk = assessRisk({
    spreadBasisPoints: spread,
    sampleSize: prices.length,
    newestAgeDays: age.newestAgeDays,
    confidence,
  });
  const buy = suggestedBuyingPrice(marketUsdCents, risk.level);
  return {
    sampleSize: prices.length,
    outlierCount: points.length - used.length,
    marketUsdCents,
    lowUsdCents: prices[0] as number,
    highUsdCents: prices.at(-1) as number,
    spreadBasisPoints: spread,
    ...age,
    risk,
    suggestedBuyingUsdCents: buy,
    marginPercent: buy > 0 ? marginPercent(marketUsdCents, buy) : 0,
    estimatedProfitUsdCents: marketUsdCents - buy,
  };
}

/** A USD figure with its KWD equivalent (fils) at the settings' rate. */
export interface MoneyPair {
  usdCents: number;
  kwdFils: number;
}

/** A USD figure with its KWD equivalent, converted once by money.ts. */
export function withKwd(usdCents: number, rates: Rates): MoneyPair {
  return { usdCents, kwdFils: convert(usdCents, "USD", "KWD", rates) };
}
