import type { Condition, Specifications } from "./catalog";
import type { MediaDto } from "./media";

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

/** The longest search text and category (or brand) slug the collection accepts. */
export const listingTextLimits = { q: 100, category: 80 } as const;

/**
 * The collection's query; `listingQuerySchema` (catalog-schemas.ts) validates it on the server,
 * `readListingFilters` reads it from a page's URL.
 */
export interface ListingQuery {
  q?: string;
  /** A category slug, or a brand slug when no category has it (`?brand=` sets it too). */
  category?: string;
  brand?: string;
  price: PriceRange;
  sort: ListingSort;
  cursor?: string;
  limit: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The collection's filters from a page's URL (spec: storefront §2 Collection). A value the server
 * would refuse (a hand-edited `?price=abc`) falls back to that filter's default instead of
 * breaking the page, `?brand=` sets the category, and paging always starts at the first page.
 * Without zod, so the storefront's browser bundle does not carry it.
 */
export function readListingFilters(params: URLSearchParams): ListingQuery {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const price = params.get("price");
  const sort = params.get("sort");
  return {
    q: text("q", listingTextLimits.q),
    category: (
      text("category", listingTextLimits.category) ?? text("brand", listingTextLimits.category)
    )?.toLowerCase(),
    price: isOneOf(priceRanges, price) ? price : "all",
    sort: isOneOf(listingSorts, sort) ? sort : "newest",
    limit: catalogPageSize,
  };
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

/**
 * The watch page (spec: storefront §2 Watch detail). The descriptions are sanitised HTML, English
 * and Arabic; the Arabic page shows the English one, marked as English, when there is no Arabic.
 */
export interface ListingDetailDto extends ListingCardDto {
  description: string | null;
  descriptionAr: string | null;
  specifications: Specifications;
  images: MediaDto[];
  stock: number;
  soldAt: string | null;
  createdAt: string;
}

/**
 * What the storefront's pages read. The browser gets it over HTTP through the typed client;
 * server rendering gets it in-process from the catalogue's services, never through the HTTP
 * stack a second time. `signal` lets the browser abandon a read it no longer needs.
 */
export interface StorefrontReads {
  categories(signal?: AbortSignal): Promise<CategoryDto[]>;
  featuredListings(signal?: AbortSignal): Promise<ListingCardDto[]>;
  listingPage(query: ListingQuery, signal?: AbortSignal): Promise<ListingPageDto>;
  listing(slug: string, signal?: AbortSignal): Promise<ListingDetailDto>;
  relatedListings(slug: string, signal?: AbortSignal): Promise<ListingCardDto[]>;
}
