import { z } from "zod";
import { searchQuery } from "./list-query";
import type { RiskAssessment, RiskLevel } from "./market-pricing";
import { currencies, toMinor } from "./money";
import type { PriceSource } from "./price-lookup";
import type { ObservedProvenance } from "./price-provenance";
import { text } from "./text";

/** The admin market observations' messages; the web app translates them (issue 12). */
export const marketObservationMessages = {
  brandRequired: "Brand is required",
  modelOrReferenceRequired: "Enter the model or the reference",
  invalidPrice: "Please enter a price above 0 with at most the currency's decimals",
  invalidCurrency: "Choose USD or KWD",
  invalidDate: "Please enter a valid date, not in the future",
  whereSeenRequired: "Say where the price was seen",
  invalidLink: "Enter a full address that starts with https:// or http://",
  invalidKind: "Choose asking price or sold price",
  notFound: "Market observation not found",
} as const;

export const marketObservationTextLimits = {
  brand: 100,
  model: 100,
  reference: 100,
  whereSeen: 200,
  condition: 50,
  url: 2_000,
} as const;

/** The highest price recorded by hand: 100,000,000 in either currency, far inside a safe integer. */
const maxMajor = 100_000_000;

/** Whether an admin saw the watch offered at this price or sold for it. */
export const manualObservationKinds = ["asking", "sold"] as const;
export type ManualObservationKind = (typeof manualObservationKinds)[number];
export const observationCurrencies = ["USD", "KWD"] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(text(max));
const optionalText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().pipe(text(max)).nullable());

/** A query string's optional text: blank is none. */
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .pipe(text(max))
    .optional()
    .transform((value) => value || undefined);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * POST /api/admin/market-observations: a price an admin saw (a dealer's window, an auction result,
 * a Chrono24 listing), in USD or KWD as seen, on a day no later than today (a day's grace for time
 * zones), with where it was seen and, when there is one, its address.
 */
export const manualObservationSchema = z
  .object({
    brand: requiredText(marketObservationTextLimits.brand, marketObservationMessages.brandRequired),
    model: optionalText(marketObservationTextLimits.model),
    reference: optionalText(marketObservationTextLimits.reference),
    kind: z.enum(manualObservationKinds, { error: marketObservationMessages.invalidKind }).default("asking"),
    price: z.union([z.string().max(32), z.number()], { error: marketObservationMessages.invalidPrice }),
    currency: z.enum(observationCurrencies, { error: marketObservationMessages.invalidCurrency }),
    observedOn: z
      .string({ error: marketObservationMessages.invalidDate })
      .trim()
      .regex(isoDay, marketObservationMessages.invalidDate)
      .refine((day) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        return (
          !Number.isNaN(time) &&
          new Date(time).toISOString().startsWith(day) &&
          day >= "1950-01-01" &&
          time <= Date.now() + dayMs
        );
      }, marketObservationMessages.invalidDate),
    whereSeen: requiredText(
      marketObservationTextLimits.whereSeen,
      marketObservationMessages.whereSeenRequired,
    ),
    condition: optionalText(marketObservationTextLimits.condition),
    url: z.preprocess(
      (value) => (isBlank(value) ? null : value),
      z
        .url({ protocol: /^https?$/, error: marketObservationMessages.invalidLink })
        .max(marketObservationTextLimits.url, marketObservationMessages.invalidLink)
        .nullable(),
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.model && !value.reference)
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: marketObservationMessages.modelOrReferenceRequired,
      });
  })
  .transform(({ price, ...rest }, ctx) => {
    const decimals = currencies[rest.currency].exponent;
    const typed = String(price).replaceAll(",", "").trim();
    const pattern = new RegExp(`^\\d{1,9}(?:\\.\\d{0,${decimals}})?$`);
    const minor = pattern.test(typed) ? toMinor(typed, rest.currency) : 0;
    if (minor <= 0 || minor > maxMajor * 10 ** decimals) {
      ctx.addIssue({ code: "custom", path: ["price"], message: marketObservationMessages.invalidPrice });
      return z.NEVER;
    }
    return { ...rest, priceMinor: minor };
  });
export type ManualObservationInput = z.output<typeof manualObservationSchema>;

/**
 * GET /api/admin/market-observations: the newest first, one keyset page at a time, narrowed by a
 * search (part of the brand, model or reference), by brand and reference, and by source.
 */
export const observationListQuerySchema = z.object({
  q: searchQuery(),
  brand: queryText(marketObservationTextLimits.brand),
  reference: queryText(marketObservationTextLimits.reference),
  source: z.enum(["manual", "ebay"], { error: "Unknown source" }).optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(50),
  cursor: text(200).optional(),
});
export type ObservationListQuery = z.input<typeof observationListQuerySchema>;

export const observationIdParamSchema = z.object({
  id: z.uuid({ error: marketObservationMessages.notFound }),
});

/** One stored observation as admins see it: the price as it was seen, and where. */
export interface MarketObservationDto {
  id: string;
  brand: string;
  model: string | null;
  reference: string | null;
  source: string;
  kind: string;
  priceMinor: number;
  currency: (typeof observationCurrencies)[number];
  /** A marketplace listing's title. */
  title: string | null;
  /** Where an admin saw a price recorded by hand. */
  whereSeen: string | null;
  condition: string | null;
  url: string | null;
  observedAt: string;
}

/** One page of stored observations and the cursor of the next, null on the last. */
export interface MarketObservationPageDto {
  items: MarketObservationDto[];
  nextCursor: string | null;
}

/** A source of observed prices; "combined" names only the price lookup's mix of them. */
export type ObservedSource = Exclude<PriceSource, "combined">;

/** Whose prices a source summary counts, as the justification names them. */
export type ObservationKind = "sold" | "asking" | "manual";

/**
 * What one price source said about a watch: "ok" with its figures, "empty" when it knows no price,
 * "failed" (with eBay's reason and when to retry), "not_configured" (eBay without keys) or
 * "needs_reference" (a marketplace search without a reference would price the wrong watches).
 */
export interface SourceSummaryDto {
  source: ObservedSource;
  kind: ObservationKind;
  status: "ok" | "empty" | "failed" | "not_configured" | "needs_reference";
  /** The prices its figures stand on, after the outliers were cut. */
  count: number;
  /** Its prices the cut left out: neither counted nor dated above. */
  outlierCount: number;
  medianUsdCents: number | null;
  newestAt: string | null;
  oldestAt: string | null;
  /** eBay: answered from the observations stored by a search within the cache window. */
  fromCache?: boolean;
  /** eBay: listings left out, by reason. */
  excluded?: { otherReference: number; notAWatch: number; outlier: number; otherCurrency: number };
  failure?: { reason: string; retryAfterSeconds?: number };
}

/** A listing for sale now, for the analysis's listings panel (the page shows 5, titles cut to 30). */
export interface MarketListingDto {
  source: "ebay" | "shop_listings";
  title: string;
  usdCents: number;
  url: string | null;
  observedAt: string;
}

/** A figure in USD cents and KWD fils, at the settings' rate. */
export interface MoneyPairDto {
  usdCents: number;
  kwdFils: number;
}

/**
 * The market service's answer for one watch (issue 12): each source's own summary, the listings,
 * and — only when some source knows a price — the combined figures with the data a justification
 * is phrased from (the client words it in English or Arabic). `market: null` is "no market data".
 */
export interface MarketPriceDto {
  matchedBy: "reference" | "make_model";
  confidence: number;
  sources: SourceSummaryDto[];
  listings: MarketListingDto[];
  market: {
    /** The sources whose prices were combined. */
    basis: ObservedSource[];
    /** The market price's source, sample size and date, as it is stored and shown everywhere. */
    provenance: ObservedProvenance;
    sampleSize: number;
    outlierCount: number;
    marketPrice: MoneyPairDto;
    low: MoneyPairDto;
    high: MoneyPairDto;
    spreadBasisPoints: number;
    newestAt: string;
    oldestAt: string;
    newestAgeDays: number;
    suggestedBuyingPrice: MoneyPairDto;
    estimatedProfit: MoneyPairDto;
    marginPercent: number;
    risk: RiskLevel;
    riskFactors: RiskAssessment["factors"];
    /** How far below the market the buying price sits, in basis points. */
    buyingDiscountBasisPoints: number;
  } | null;
  rates: { usdToKwd: number; kwdToUsd: number };
}

/**
 * GET /api/admin/market-position (issue 31): the market of the watch the listing form describes,
 * leaving out the sale of the listing being edited (`listingId`). The form asks once the brand
 * and the model or reference are filled.
 */
export const marketPositionQuerySchema = z
  .object({
    brand: requiredText(marketObservationTextLimits.brand, marketObservationMessages.brandRequired),
    model: queryText(marketObservationTextLimits.model),
    reference: queryText(marketObservationTextLimits.reference),
    listingId: z.uuid({ error: "Unknown listing" }).optional(),
  })
  .refine((value) => value.model || value.reference, {
    path: ["reference"],
    message: marketObservationMessages.modelOrReferenceRequired,
  });
export type MarketPositionQuery = z.input<typeof marketPositionQuerySchema>;
