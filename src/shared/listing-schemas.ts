import { z } from "zod";
import {
  authenticityOptions,
  boxPapersOptions,
  catalogLimits,
  conditions,
  type Specifications,
  specificationKeys,
} from "./catalog";
import { claimsIn, photographyClaimOf } from "./claims";
import { pageLimit, searchQuery } from "./list-query";
import type { ListingMarketSummaryDto } from "./market-position";
import type { MediaDto } from "./media";
import { toMinor } from "./money";
import { text } from "./text";

/** spec: storefront §5 and §8 — the listing form's and the listings page's messages, word for word. */
export const listingMessages = {
  missingFieldsTitle: "Missing fields",
  missingFields: "Brand, model, price, and condition are required",
  noImagesTitle: "No images",
  noImages: "Please upload at least one image",
  tooManyImagesTitle: "Too many images",
  tooManyImages: "You can upload a maximum of 10 images",
  confirmDelete: "Are you sure you want to delete this listing?",
  created: "Listing created successfully",
  updated: "Listing updated successfully",
  deleted: "Listing deleted successfully",
  fetchFailed: "Failed to fetch listings",
  saveFailed: "Failed to save listing",
  deleteFailed: "Failed to delete listing",
  // Ours, not the spec's: refusals the spec's form could not reach.
  invalidPrice: "Please enter a valid price",
  invalidYear: "Please enter a valid year",
  duplicateImage: "Each image can be used only once",
  unknownImages: "Some images no longer exist. Please upload them again",
  unknownCategory: "This category does not exist",
  unknownInventoryItem: "This inventory item does not exist",
  notFound: "Listing not found",
  withdrawn: "This listing is part of an order, so it was withdrawn from the shop instead of deleted",
  // Issue 24: a promise about the photographs is confirmed by staff and made in both languages.
  photoClaimUnconfirmed:
    'The description promises photographs of this very watch: switch on "Photos of this very watch" or remove that sentence',
  photoClaimsDiffer: "The English and Arabic descriptions must make the same promise about the photographs",
} as const;

/** Lengths a listing's fields may have (the database holds text of any length; the form does not). */
export const listingTextLimits = {
  brand: 100,
  model: 100,
  reference: 100,
  description: 20_000,
  specification: 200,
} as const;

/** The highest price a listing may carry: $100,000,000.00, far inside a safe integer of cents. */
export const maxListingPriceCents = 10_000_000_000;
export const minListingYear = 1700;
/** Next year at most: a dealer may list a watch dated for the coming model year. */
export const maxListingYear = () => new Date().getUTCFullYear() + 1;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A required text: missing or blank says the spec's "missing fields" sentence. */
const requiredText = (max: number) =>
  z
    .string({ error: listingMessages.missingFields })
    .trim()
    .min(1, listingMessages.missingFields)
    .pipe(text(max));

/** An optional text: blank or absent becomes null (spec: storefront §5 — stored as null). */
const nullableText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().pipe(text(max)).nullable());

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** An amount typed as a decimal ("14,500.50") or sent as a number, as integer cents (money.ts). */
const cents = z
  .union([z.string().max(32, listingMessages.invalidPrice), z.number()], {
    error: (issue) =>
      issue.input === undefined ? listingMessages.missingFields : listingMessages.invalidPrice,
  })
  .transform((value, ctx) => {
    try {
      if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError("not finite");
      const amount = toMinor(value, "USD");
      if (amount < 0 || amount > maxListingPriceCents) throw new RangeError("out of range");
      return amount;
    } catch {
      ctx.addIssue({ code: "custom", message: listingMessages.invalidPrice });
      return z.NEVER;
    }
  });

const year = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "string" ? Number(value.trim()) : value),
  z
    .number({ error: listingMessages.invalidYear })
    .int(listingMessages.invalidYear)
    .min(minListingYear, listingMessages.invalidYear)
    .refine((value) => value <= maxListingYear(), listingMessages.invalidYear)
    .nullable(),
);

/** A choice from a fixed list; blank means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(options).optional());

const freeSpecification = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.string().trim().pipe(text(listingTextLimits.specification)).optional(),
);

/** The specification keys staff type freely (not chosen from the spec's options): each has an Arabic field. */
export const freeSpecificationKeys = specificationKeys.filter(
  (key) => key !== "condition" && key !== "boxPapers" && key !== "authenticity",
);

const specificationShape: Record<string, z.ZodType> = {
  condition: z.enum(conditions, { error: listingMessages.missingFields }),
  boxPapers: optionalChoice(boxPapersOptions),
  authenticity: optionalChoice(authenticityOptions),
  ...Object.fromEntries(freeSpecificationKeys.map((key) => [key, freeSpecification])),
};

/**
 * spec: storefront §3 — the specification keys: condition required (spec §5), Box & Papers and
 * authenticity from their lists, the rest free text. Unknown keys are dropped, blank ones too.
 */
export const specificationsSchema = z.object(specificationShape).transform((value): Specifications => {
  const kept: Specifications = {};
  for (const key of specificationKeys) {
    const entry = value[key];
    if (typeof entry === "string" && entry !== "") kept[key] = entry;
  }
  return kept;
});

/**
 * The free-text values in Arabic (issue 24), by the same keys as the English ones: staff's, the AI
 * writer's or none (the dictionary translates what it knows where they are shown). Blank is none.
 */
export const arabicSpecificationsSchema = z
  .object(Object.fromEntries(freeSpecificationKeys.map((key) => [key, freeSpecification])))
  .transform((value): Record<string, string> => {
    const kept: Record<string, string> = {};
    for (const key of freeSpecificationKeys) {
      const entry = value[key];
      if (typeof entry === "string" && entry !== "") kept[key] = entry;
    }
    return kept;
  });

/** The photography claims a description makes in its language (shared/claims.ts). */
const photoClaimsIn = (html: string | null, language: "en" | "ar") =>
  html ? claimsIn(html, language).filter((key) => key.startsWith("photography.")) : [];

const optionalUuid = z.preprocess((value) => (isBlank(value) ? null : value), z.uuid().nullable());

/**
 * spec: storefront §7 — the listing write payload, as the Add/Edit dialog sends it and the admin
 * API takes it (issue 9). Prices come in as decimals and leave as integer cents; title and slug
 * are the server's (title from brand, model and reference; the slug made once, at creation).
 */
export const listingWriteSchema = z
  .object({
    brand: requiredText(listingTextLimits.brand),
    model: requiredText(listingTextLimits.model),
    price: z.preprocess(blankToUndefined, cents),
    specifications: z.preprocess((value) => value ?? {}, specificationsSchema),
    specificationsAr: z.preprocess((value) => value ?? {}, arabicSpecificationsSchema),
    photosOfThisWatch: z.boolean().default(false),
    originalPrice: z.preprocess(blankToUndefined, cents.optional()).transform((value) => value ?? null),
    reference: nullableText(listingTextLimits.reference),
    year,
    description: nullableText(listingTextLimits.description),
    descriptionAr: nullableText(listingTextLimits.description),
    categoryId: optionalUuid,
    inventoryId: optionalUuid,
    isFeatured: z.boolean().default(false),
    isActive: z.boolean().default(true),
    stock: z.number().int().min(0).max(1_000).default(1),
    // Absent counts as none, so it says "no images" (a zod default would skip the check).
    imageIds: z.preprocess(
      (value) => value ?? [],
      z
        .array(z.uuid({ error: listingMessages.unknownImages }), { error: listingMessages.noImages })
        .min(1, listingMessages.noImages)
        .max(catalogLimits.imagesPerListing, listingMessages.tooManyImages)
        .refine((ids) => new Set(ids).size === ids.length, listingMessages.duplicateImage),
    ),
  })
  .superRefine((listing, ctx) => {
    // Issue 24: "this very watch" only when staff confirmed it, and the same promise in both languages.
    const english = photoClaimsIn(listing.description, "en");
    const arabic = photoClaimsIn(listing.descriptionAr, "ar");
    if (!listing.photosOfThisWatch) {
      for (const [path, claims] of [
        ["description", english],
        ["descriptionAr", arabic],
      ] as const)
        if (claims.includes(`photography.${photographyClaimOf({ photosOfThisWatch: true })}`))
          ctx.addIssue({ code: "custom", path: [path], message: listingMessages.photoClaimUnconfirmed });
    }
    if (listing.description && listing.descriptionAr && english.join() !== arabic.join())
      ctx.addIssue({ code: "custom", path: ["descriptionAr"], message: listingMessages.photoClaimsDiffer });
  });
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

export const adminListingStatuses = ["active", "inactive", "all"] as const;
export type AdminListingStatus = (typeof adminListingStatuses)[number];
export const adminListingPageSize = 20;

/** The admin table's query: search, status filter, keyset cursor (issue 9). */
export const adminListingQuerySchema = z.object({
  q: searchQuery(),
  status: z.enum(adminListingStatuses, { error: "Unknown status" }).default("all"),
  cursor: text(1024).optional(),
  limit: pageLimit(adminListingPageSize),
});
export type AdminListingQuery = z.output<typeof adminListingQuerySchema>;

export const listingIdParamSchema = z.object({ id: z.uuid({ error: listingMessages.notFound }) });

/** What the admin table and the edit dialog both show of a listing. */
interface AdminListingBase {
  id: string;
  slug: string;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  year: number | null;
  priceCents: number;
  isActive: boolean;
  isFeatured: boolean;
  stock: number;
  soldAt: string | null;
  createdAt: string;
  /** The store inventory item the listing sells, if any. */
  inventoryId: string | null;
}

/** A row of the admin listings table. */
export interface AdminListingRowDto extends AdminListingBase {
  image: MediaDto | null;
  imagesCount: number;
}

export interface AdminListingPageDto {
  items: AdminListingRowDto[];
  nextCursor: string | null;
  /** Issue 31: each row's price in the market of its reference, by listing id. */
  markets: Record<string, ListingMarketSummaryDto>;
}

/** Everything the edit dialog shows of a listing. */
export interface AdminListingDto extends AdminListingBase {
  originalPriceCents: number | null;
  description: string | null;
  descriptionAr: string | null;
  specifications: Specifications;
  specificationsAr: Record<string, string>;
  photosOfThisWatch: boolean;
  categoryId: string | null;
  imageIds: string[];
  images: MediaDto[];
  updatedAt: string;
}

/**
 * spec: storefront §7 generate-listing-description — what the dialog has filled in so far; brand
 * and model are checked by the service, so its message is the spec's own.
 */
export const descriptionRequestSchema = z.object({
  brand: text(listingTextLimits.brand).trim().nullish(),
  model: text(listingTextLimits.model).trim().nullish(),
  reference: text(listingTextLimits.reference).trim().nullish(),
  year: z.number().int().min(minListingYear).max(maxListingYear()).nullish(),
  specifications: z
    .record(z.string().max(40), text(listingTextLimits.specification))
    .refine((value) => Object.keys(value).length <= 30, "Too many specifications")
    .nullish(),
  specificationsAr: z.preprocess((value) => value ?? {}, arabicSpecificationsSchema),
  photosOfThisWatch: z.boolean().nullish(),
});

/** The description editor's Preview: the HTML as the server will store and show it. */
export const descriptionPreviewSchema = z.object({ html: text(listingTextLimits.description) });

/** Issue 28: what staff may do to many listings at once from the table. */
export const bulkListingActions = ["activate", "deactivate", "feature", "unfeature"] as const;
export type BulkListingAction = (typeof bulkListingActions)[number];
export const maxBulkListings = 100;

export const bulkListingSchema = z.object({
  action: z.enum(bulkListingActions),
  ids: z
    .array(z.uuid())
    .min(1)
    .max(maxBulkListings)
    .refine((ids) => new Set(ids).size === ids.length, "Each listing once"),
});

/** What a bulk action did: how many listings changed, and the ones it left as they were and why. */
export interface BulkListingResultDto {
  changed: number;
  /** Listings that would have been a second live listing of one watch (issue 24), or are gone. */
  skipped: { id: string; title: string | null; reason: "ITEM_ALREADY_LISTED" | "NOT_FOUND" }[];
}

/** A store inventory item the listing dialog can link (issue 9). */
export interface StoreItemChoiceDto {
  id: string;
  make: string;
  model: string;
  reference: string | null;
  status: string;
  /** What the shop paid, in KWD fils, beside the linked item; absent for a role without costs (issue 28). */
  buyingPriceFils?: number;
}

export const storeItemChoicesQuerySchema = z.object({ include: z.uuid().optional() });
