import { z } from "zod";
import { type MediaDto, mediaMessages } from "./media";
import {
  type ObservedProvenance,
  type PriceProvenance,
  priceProvenanceMessages,
  priceProvenanceSchema,
} from "./price-provenance";
import { text } from "./text";

/**
 * spec: reseller-tools §5 and §8 Portfolio — the portfolio's messages, word for word where the spec
 * has them; the rest are refusals the spec's form could not reach.
 */
export const portfolioMessages = {
  brandModelRequired: "Brand and Model are required",
  notFound: "Portfolio item not found",
  invalidPrice: "Please enter a valid USD amount with at most 2 decimals",
  pricePositive: "The market price must be a positive number",
  lowAboveHigh: "The low price cannot be above the high price",
  invalidProvenance: priceProvenanceMessages.invalid,
  invalidConfidence: "Confidence must be a whole number from 0 to 100",
  invalidMargin: "The profit margin must be a number from -1000 to 1000",
  invalidLink: "Please enter a valid web link",
  tooManyListings: "At most 50 listings can be saved with a watch",
  listingPlatformRequired: "Each listing needs its platform",
  unknownSource: "Unknown source",
  unknownIdentificationMethod: "Unknown identification method",
  unknownRisk: "Unknown risk level",
  unknownImage: mediaMessages.unknownImage,
  unknownSort: "Unknown sort",
  unknownOrder: "Unknown order",
} as const;

/** Where a saved watch came from (spec §3: ai_analysis or manual_entry). */
export const portfolioSources = ["ai_analysis", "manual_entry"] as const;

/**
 * How a saved watch was identified (analysis-schemas.ts `identificationMethods`, but one that named
 * a watch): the card labels its confidence by it, "AI confidence" only when an AI gave it.
 */
export const savedIdentificationMethods = ["ai", "catalogue", "photo_match", "typed"] as const;
export type SavedIdentificationMethod = (typeof savedIdentificationMethods)[number];
export type PortfolioSource = (typeof portfolioSources)[number];

/**
 * Where a valuation's figure came from, named for what it is: an analysis of a photo, of typed
 * details, the owner's own estimate, or the market service's price (issue 12) — which only the
 * server records, from its named sources.
 */
export const valuationSources = [...portfolioSources, "owner_estimate", "market"] as const;
export type ValuationSource = (typeof valuationSources)[number];
/** The sources a valuation sent by the client may name: never "market", which the server prices. */
export const enteredValuationSources = [...portfolioSources, "owner_estimate"] as const;

export const portfolioRisks = ["Low", "Medium", "High"] as const;
export type PortfolioRisk = (typeof portfolioRisks)[number];

/** Lengths the portfolio's text fields may have. */
export const portfolioTextLimits = {
  brand: 100,
  model: 100,
  reference: 100,
  notes: 2_000,
  platform: 50,
  condition: 50,
  title: 300,
  url: 2_000,
  justification: 2_000,
} as const;

/** The highest USD amount a portfolio holds: 100,000,000.00, far inside a safe integer of cents. */
export const maxPortfolioCents = 10_000_000_000;
export const maxPortfolioListings = 50;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

/** A USD amount as typed ("12,500.50") or sent as a number, at most 2 decimals, as whole cents. */
const usdDecimal = /^-?\d{1,9}(?:\.\d{0,2})?$/;

function centsOf(value: string | number): number | undefined {
  const typed = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  const clean = typed.replaceAll(",", "").trim();
  if (!usdDecimal.test(clean)) return undefined;
  const negative = clean.startsWith("-");
  const [whole = "0", fraction = ""] = clean.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > maxPortfolioCents) return undefined;
  return negative ? -cents : cents;
}

/** A USD amount in cents, or null when blank; `min` bounds it from below (0 by default). */
function usdAmount({ min = 0, message = portfolioMessages.invalidPrice } = {}) {
  return z.preprocess(
    blankToNull,
    z
      .union([z.string().max(32, message), z.number()], { error: message })
      .transform((value, ctx) => {
        const cents = centsOf(value);
        if (cents === undefined || cents < min) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return cents;
      })
      .nullable(),
  );
}

/** A price above 0, required: a valuation and a saved watch's market price (spec §5). */
const positivePrice = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z
    .union([z.string().max(32), z.number()], { error: portfolioMessages.pricePositive })
    .transform((value, ctx) => {
      const cents = centsOf(value);
      if (cents === undefined || cents <= 0) {
        ctx.addIssue({ code: "custom", message: portfolioMessages.pricePositive });
        return z.NEVER;
      }
      return cents;
    }),
);

const requiredText = (max: number) =>
  z
    .string({ error: portfolioMessages.brandModelRequired })
    .trim()
    .min(1, portfolioMessages.brandModelRequired)
    .pipe(text(max));

const nullableText = (max: number) => z.preprocess(blankToNull, z.string().trim().pipe(text(max)).nullable());

/** spec §2 and §5 — the analysis sends "N/A" for a blank reference; both are stored as none. */
const reference = z.preprocess(
  (value) => (typeof value === "string" && value.trim().toUpperCase() === "N/A" ? null : blankToNull(value)),
  z.string().trim().pipe(text(portfolioTextLimits.reference)).nullable(),
);

const imageMediaId = z.preprocess(blankToNull, z.uuid({ error: portfolioMessages.unknownImage }).nullable());

const link = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: portfolioMessages.invalidLink })
    .max(portfolioTextLimits.url, portfolioMessages.invalidLink)
    .nullable(),
);

/** One marketplace listing seen by the analysis (spec §3: platform, condition, price, title, url). */
export const portfolioListingSchema = z
  .object({
    platform: z
      .string({ error: portfolioMessages.listingPlatformRequired })
      .trim()
      .min(1, portfolioMessages.listingPlatformRequired)
      .pipe(text(portfolioTextLimits.platform)),
    condition: nullableText(portfolioTextLimits.condition),
    price: usdAmount(),
    title: nullableText(portfolioTextLimits.title),
    url: link,
    // When the asking price was seen (issue 24): a listing is one asking price of its platform,
    // dated. Items saved before it was kept have none.
    seenAt: z.iso
      .datetime({ offset: true, error: portfolioMessages.invalidProvenance })
      .refine((at) => Date.parse(at) <= Date.now() + 24 * 60 * 60 * 1000, portfolioMessages.invalidProvenance)
      .nullish(),
  })
  .transform(({ price, ...listing }) => ({ ...listing, priceCents: price }));
export type PortfolioListing = z.output<typeof portfolioListingSchema>;

/**
 * spec §3 deepseek_insights — the platforms' averages and the international price, sent in USD and
 * kept in cents (the spec's `platforms {ebay, chrono24, grailzee}` are these averages). The spec's
 * regional variance ("15-25%") is not kept: no source measures it, and a fixed text saved beside
 * the prices would read as a market fact (issue 24); one sent is dropped like any unknown field.
 */
export const portfolioInsightsSchema = z
  .object({
    ebayAverage: usdAmount(),
    chrono24Average: usdAmount(),
    grailzeeAverage: usdAmount(),
    internationalPrice: usdAmount(),
  })
  .transform((insights) => ({
    ebayAverageCents: insights.ebayAverage,
    chrono24AverageCents: insights.chrono24Average,
    grailzeeAverageCents: insights.grailzeeAverage,
    internationalPriceCents: insights.internationalPrice,
  }));
export type PortfolioInsights = z.output<typeof portfolioInsightsSchema>;

/** spec §3 profitability_recommendation, sent in USD and kept in cents (KWD follows the settings' rate). */
export const portfolioRecommendationSchema = z
  .object({
    recommendedPurchasePrice: usdAmount(),
    expectedSellingPrice: usdAmount(),
    profitMargin: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: portfolioMessages.invalidMargin })
        .min(-1000, portfolioMessages.invalidMargin)
        .max(1000, portfolioMessages.invalidMargin)
        .nullable(),
    ),
    estimatedProfit: usdAmount({ min: -maxPortfolioCents }),
    risk: z.preprocess(
      blankToNull,
      z.enum(portfolioRisks, { error: portfolioMessages.unknownRisk }).nullable(),
    ),
    justification: nullableText(portfolioTextLimits.justification),
  })
  .transform((recommendation) => ({
    recommendedPurchasePriceCents: recommendation.recommendedPurchasePrice,
    expectedSellingPriceCents: recommendation.expectedSellingPrice,
    profitMargin: recommendation.profitMargin,
    estimatedProfitCents: recommendation.estimatedProfit,
    risk: recommendation.risk,
    justification: recommendation.justification,
  }));
export type PortfolioRecommendation = z.output<typeof portfolioRecommendationSchema>;

/**
 * spec §3 Portfolio save payload — the analysis' watchData, camelCase, with the image as one of the
 * user's uploads. The owner is always the session's user, never a field of the body.
 */
export const portfolioSaveSchema = z.object({
  brand: requiredText(portfolioTextLimits.brand),
  model: requiredText(portfolioTextLimits.model),
  reference,
  confidence: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: portfolioMessages.invalidConfidence })
      .int(portfolioMessages.invalidConfidence)
      .min(0, portfolioMessages.invalidConfidence)
      .max(100, portfolioMessages.invalidConfidence)
      .nullable(),
  ),
  identificationMethod: z
    .enum(savedIdentificationMethods, { error: portfolioMessages.unknownIdentificationMethod })
    .nullable()
    .default(null),
  imageMediaId,
  brief: nullableText(portfolioTextLimits.notes),
  // Null when no named source knew a price (issue 12): the identification is kept without one.
  // The analysis sends its price's provenance (issue 24); a price sent without one is stored as
  // "unrecorded", never given sources. Low is the buying price and high the average (§9): low ≤ high.
  marketPrice: z
    .object(
      {
        average: positivePrice,
        low: usdAmount(),
        high: usdAmount(),
        provenance: priceProvenanceSchema.nullish(),
      },
      { error: portfolioMessages.pricePositive },
    )
    .refine(({ low, high }) => low === null || high === null || low <= high, {
      message: portfolioMessages.lowAboveHigh,
      path: ["low"],
    })
    .nullable()
    .default(null),
  listings: z
    .array(portfolioListingSchema)
    .max(maxPortfolioListings, portfolioMessages.tooManyListings)
    .default([]),
  source: z.enum(portfolioSources, { error: portfolioMessages.unknownSource }),
  profitabilityRecommendation: portfolioRecommendationSchema.nullable().default(null),
  insights: portfolioInsightsSchema.nullable().default(null),
});
export type PortfolioSaveInput = z.input<typeof portfolioSaveSchema>;
export type PortfolioSave = z.output<typeof portfolioSaveSchema>;

/** spec §5 Portfolio edit, and §7 update-portfolio's fields: brand, model, reference, notes, image. */
export const portfolioUpdateSchema = z.object({
  brand: requiredText(portfolioTextLimits.brand),
  model: requiredText(portfolioTextLimits.model),
  reference,
  notes: nullableText(portfolioTextLimits.notes),
  imageMediaId,
});
export type PortfolioUpdateInput = z.input<typeof portfolioUpdateSchema>;
export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;

/** A re-valuation: a dated point of the item's value history, which becomes its market price. */
export const portfolioValuationSchema = z.object({
  price: positivePrice,
  source: z
    .enum(enteredValuationSources, { error: portfolioMessages.unknownSource })
    .default("owner_estimate"),
});
export type PortfolioValuationInput = z.input<typeof portfolioValuationSchema>;
export type PortfolioValuation = z.output<typeof portfolioValuationSchema>;

/** spec §2 Portfolio page — date added, brand, model, market price, AI confidence. */
export const portfolioSorts = ["createdAt", "brand", "model", "marketPrice", "confidence"] as const;
export type PortfolioSort = (typeof portfolioSorts)[number];
export const portfolioOrders = ["desc", "asc"] as const;
export type PortfolioOrder = (typeof portfolioOrders)[number];

/** spec §2 — the default is created_at descending (newest first). */
export const portfolioQuerySchema = z.object({
  sort: z.enum(portfolioSorts, { error: portfolioMessages.unknownSort }).default("createdAt"),
  order: z.enum(portfolioOrders, { error: portfolioMessages.unknownOrder }).default("desc"),
});
export type PortfolioQueryInput = z.input<typeof portfolioQuerySchema>;
export type PortfolioQuery = z.output<typeof portfolioQuerySchema>;

export const portfolioIdParamSchema = z.object({ id: z.uuid({ error: portfolioMessages.notFound }) });

/** One saved watch as the page shows it; amounts in USD cents. */
export interface PortfolioItemDto {
  id: string;
  brand: string;
  model: string;
  reference: string | null;
  notes: string | null;
  image: MediaDto | null;
  /** The latest valuation's price; null while no source has priced the watch. */
  marketPriceCents: number | null;
  lowPriceCents: number | null;
  highPriceCents: number | null;
  confidence: number | null;
  /** Whose confidence it is: null for a watch saved before methods were kept, or with none. */
  identificationMethod: SavedIdentificationMethod | null;
  source: PortfolioSource;
  listings: PortfolioListing[];
  insights: PortfolioInsights | null;
  recommendation: PortfolioRecommendation | null;
  /** The item's first valuation, the value it was added with; null with no valuation yet. */
  addedValueCents: number | null;
  /** Latest valuation − first valuation: the gain (or loss, below 0) since it was added. */
  gainCents: number | null;
  valuationCount: number;
  lastValuedAt: string;
  /** What made the latest valuation (an analysis's save, the owner, the market service). */
  lastValuationSource: ValuationSource;
  /** The latest valuation's price: what it is, its sources, sample size and date (issue 24). */
  lastValuationProvenance: PriceProvenance;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/me/portfolio/:id/revalue — the item priced by the market service: `valued` with the
 * figures' basis when some source knows the watch, else `valued: false` and nothing recorded.
 */
export interface PortfolioMarketRevalueDto {
  valued: boolean;
  item: PortfolioItemDto;
  /** How many prices the market figure combined; null when there was none. */
  sampleSize: number | null;
  /** The market figure's provenance (one asking price is said so); null when there was none. */
  provenance: ObservedProvenance | null;
}

/** A point of the portfolio's value history: its total on a day (shop time), "YYYY-MM-DD". */
export interface PortfolioValuePoint {
  date: string;
  totalValueCents: number;
}

/** spec §3 Portfolio stats, and the total value over time; amounts in USD cents. */
export interface PortfolioStatsDto {
  totalValueCents: number;
  averagePriceCents: number;
  totalWatches: number;
  highestValueCents: number;
  lowestValueCents: number;
  brandDistribution: { brand: string; count: number }[];
  valueOverTime: PortfolioValuePoint[];
}
