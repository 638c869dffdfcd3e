import { z } from "zod";
import type { Condition, Specifications } from "./catalog";

/** spec: storefront §9 — the price range filter values; "25000" means $25,000 and above. */
export const priceRanges = ["all", "0-1000", "1000-5000", "5000-10000", "10000-25000", "25000"] as const;
export type PriceRange = (typeof priceRanges)[number];

/** spec: storefront §9 — sort values; newest is the default. */
export const listingSorts = ["newest", "price-low", "price-high", "name"] as const;
export type ListingSort = (typeof listingSorts)[number];

/** Dollar bounds of each range, in cents, upper bound exclusive of the next range's start. */
export const priceRangeBounds: Record<Exclude<PriceRange, "all">, { min: number; max?: number }> = {
  "0-1000": { min: 0, max: 1_000_00 },
  "1000-5000": { min: 1_000_00, max: 5_000_00 },
  "5000-10000": { min: 5_000_00, max: 10_000_00 },
  "10000-25000": { min: 10_000_00, max: 25_000_00 },
  "25000": { min: 25_000_00 },
};

export const catalogPageSize = 24;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The collection's query: the same schema validates the URL on the server and parses the
 * page's search parameters in the browser (spec: storefront §2 Collection, §7 Read listings).
 */
export const listingQuerySchema = z.object({
  q: optionalText(100),
  /** A category slug, or a brand slug when no category has it (`?brand=` sets it too). */
  category: optionalText(80).transform((v) => v?.toLowerCase()),
  brand: optionalText(80).transform((v) => v?.toLowerCase()),
  price: z.enum(priceRanges, { error: "Unknown price range" }).default("all"),
  sort: z.enum(listingSorts, { error: "Unknown sort order" }).default("newest"),
  // A name-sort cursor carries the last title, so it is longer than an id.
  cursor: optionalText(1024),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .max(48, "limit must be at most 48")
    .default(catalogPageSize),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** One stored image with its WebP renditions, smallest first; the last is the full image. */
export interface MediaDto {
  id: string;
  width: number;
  height: number;
  url: string;
  variants: { width: number; url: string }[];
}

export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
}

/** What a collection card shows (spec: storefront §2 Collection). */
export interface ListingCardDto {
  id: string;
  slug: string;
  title: string;
  brand: string;
  model: string;
  reference: string | null;
  year: number | null;
  priceCents: number;
  originalPriceCents: number | null;
  condition: Condition | null;
  category: { name: string; slug: string } | null;
  image: MediaDto | null;
  /** Active and in stock; a sold watch keeps its page but cannot be bought. */
  isAvailable: boolean;
}

export interface ListingPageDto {
  items: ListingCardDto[];
  total: number;
  nextCursor: string | null;
}

/** The watch page (spec: storefront §2 Watch detail). `description` is sanitised HTML. */
export interface ListingDetailDto extends ListingCardDto {
  description: string | null;
  specifications: Specifications;
  images: MediaDto[];
  stock: number;
  soldAt: string | null;
  createdAt: string;
}

export const favoriteSchema = z.object({ listingId: z.uuid("Unknown watch") });

export const cartLineSchema = z.object({
  listingId: z.uuid("Unknown watch"),
  quantity: z.coerce.number().int("Quantity must be a whole number").min(1).max(99).default(1),
});
/** A quantity below 1 removes the line (spec: storefront §4 Cart line). */
export const cartQuantitySchema = z.object({
  quantity: z.coerce.number().int("Quantity must be a whole number").max(99),
});

export interface CartLineDto {
  listingId: string;
  quantity: number;
  listing: ListingCardDto;
  stock: number;
  lineTotalCents: number;
}

/** ARCHITECTURE.md, Decisions: shipping is free; the fee setting defaults to 0. */
export interface CartDto {
  lines: CartLineDto[];
  /** Sum of quantities (spec: storefront §3 cart count). */
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** True when a line's watch is no longer available; checkout is refused until it is removed. */
  hasUnavailable: boolean;
  /** The guest cart's token (mirrored in localStorage `cart_session_id`); null for shoppers. */
  sessionId: string | null;
}
