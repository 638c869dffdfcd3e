import { type BoxPapers, boxPapersOptions, type Condition, conditions, type Specifications } from "./catalog";
import type { ContentPageDto, ContentPageSlug } from "./content-pages";
import type { Language } from "./i18n";
import type { ListingMarketPositionDto } from "./market-position";
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

/** A band of a number: `min` included, `max` excluded; a missing bound is open. */
export interface Band {
  min?: number;
  max?: number;
}

/** Issue 13, facets: case sizes in whole millimetres, as Chrono24 bands them. */
export const caseSizeBands = {
  "under-36": { max: 36 },
  "36-39": { min: 36, max: 40 },
  "40-42": { min: 40, max: 43 },
  "43-45": { min: 43, max: 46 },
  "46-plus": { min: 46 },
} as const satisfies Record<string, Band>;
export type CaseSizeBand = keyof typeof caseSizeBands;

/** Issue 13, facets: production years by decade. */
export const yearBands = {
  "2020s": { min: 2020 },
  "2010s": { min: 2010, max: 2020 },
  "2000s": { min: 2000, max: 2010 },
  "1990s": { min: 1990, max: 2000 },
  "before-1990": { max: 1990 },
} as const satisfies Record<string, Band>;
export type YearBand = keyof typeof yearBands;

/**
 * Issue 13, facets: case materials. The free-text material of a listing is read as one of these
 * by the `case_material` column (catalog.schema.ts).
 */
export const caseMaterials = [
  "steel",
  "gold-steel",
  "yellow-gold",
  "rose-gold",
  "white-gold",
  "platinum",
  "titanium",
  "ceramic",
  "bronze",
  "carbon",
  "other",
] as const;
export type CaseMaterial = (typeof caseMaterials)[number];

export type PriceBand = Exclude<PriceRange, "all">;
export const priceBands = priceRanges.filter((range): range is PriceBand => range !== "all");

/** The collection's facets, in the order the page shows them, and the URL parameter of each. */
export const facetNames = ["brand", "condition", "papers", "size", "material", "year", "price"] as const;
export type FacetName = (typeof facetNames)[number];

interface FacetValueTypes {
  brand: string;
  condition: Condition;
  papers: BoxPapers;
  size: CaseSizeBand;
  material: CaseMaterial;
  year: YearBand;
  price: PriceBand;
}
export type FacetValue<F extends FacetName> = FacetValueTypes[F];

/** The values each facet but brand may take (a brand is any slug). */
export const facetOptions: { [F in Exclude<FacetName, "brand">]: readonly FacetValue<F>[] } = {
  condition: conditions,
  papers: boxPapersOptions,
  size: Object.keys(caseSizeBands) as CaseSizeBand[],
  material: caseMaterials,
  year: Object.keys(yearBands) as YearBand[],
  price: priceBands,
};

/** How many values one facet may hold at once, and a brand slug's shape. */
export const facetLimits = { values: 20, slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ } as const;

/** The values chosen in each facet: any of a facet's values (OR), every facet at once (AND). */
export type FacetSelection = { [F in FacetName]: FacetValue<F>[] };

/**
 * The collection's query; `listingQuerySchema` (catalog-schemas.ts) validates it on the server,
 * `readListingFilters` reads it from a page's URL. A facet's values travel comma-separated
 * (`?brand=rolex,omega`); `?price=all` is no price filter.
 */
export interface ListingQuery extends FacetSelection {
  q?: string;
  /** A category slug, or a brand slug when no active category has it (spec: storefront §9). */
  category?: string;
  sort: ListingSort;
  cursor?: string;
  limit: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The distinct values of a comma-separated facet parameter, lower case; blanks and "all" dropped. */
export function splitFacetParam(text: string | null | undefined): string[] {
  const values = (text ?? "")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== "" && value !== "all");
  return [...new Set(values)];
}

/** Whether a value belongs to the facet: one of its options, or a brand's slug. */
export function isFacetValue<F extends FacetName>(facet: F, value: string): value is FacetValue<F> {
  if (facet === "brand") return value.length <= listingTextLimits.category && facetLimits.slug.test(value);
  return isOneOf(facetOptions[facet as Exclude<FacetName, "brand">] as readonly string[], value);
}

/** The facets' values from a page's URL; an unknown value is dropped, not an error. */
export function readFacetSelection(params: URLSearchParams): FacetSelection {
  const selection = {} as Record<FacetName, string[]>;
  for (const facet of facetNames)
    selection[facet] = splitFacetParam(params.get(facet))
      .filter((value) => isFacetValue(facet, value))
      .slice(0, facetLimits.values);
  return selection as FacetSelection;
}

/**
 * The collection's filters from a page's URL (spec: storefront §2 Collection). A value the server
 * would refuse (a hand-edited `?price=abc`) falls back to that filter's default instead of
 * breaking the page, and paging always starts at the first page.
 * Without zod, so the storefront's browser bundle does not carry it.
 */
export function readListingFilters(params: URLSearchParams): ListingQuery {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const sort = params.get("sort");
  return {
    q: text("q", listingTextLimits.q),
    category: text("category", listingTextLimits.category)?.toLowerCase(),
    ...readFacetSelection(params),
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
  /**
   * Set while another shopper's checkout holds the watch (issue 24): the moment that checkout lets
   * go of it unless it is paid, as ISO 8601. Reserved is not sold: the watch may be for sale again.
   */
  reservedUntil: string | null;
}

/** One value of a facet and how many listings it would show (the other facets applied). */
export interface FacetCountDto<V extends string = string> {
  value: V;
  count: number;
}

/** Each facet's values with their counts; a brand carries its name as listed. */
export type ListingFacetsDto = { brand: (FacetCountDto & { label: string })[] } & {
  [F in Exclude<FacetName, "brand">]: FacetCountDto<FacetValue<F>>[];
};

export interface ListingPageDto {
  items: ListingCardDto[];
  total: number;
  nextCursor: string | null;
  facets: ListingFacetsDto;
  /** When nothing matches a search: a search one or two letters away that finds watches ("Did you mean"). */
  suggestion: string | null;
}

/**
 * The watch page (spec: storefront §2 Watch detail). The descriptions are sanitised HTML, English
 * and Arabic; the Arabic page shows the English one, marked as English, when there is no Arabic.
 */
export interface ListingDetailDto extends ListingCardDto {
  description: string | null;
  descriptionAr: string | null;
  specifications: Specifications;
  /**
   * The free-text values in Arabic by key (issue 24); the Arabic page shows one where it exists,
   * else the dictionary's words, else the English value isolated.
   */
  specificationsAr: Record<string, string>;
  /** Staff confirmed the photographs show this very watch. */
  photosOfThisWatch: boolean;
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
  /** Issue 31: the watch's price in its reference's sourced market. */
  marketPosition(slug: string, signal?: AbortSignal): Promise<ListingMarketPositionDto>;
  /** One of the shop's Markdown pages (issue 13: about, help, terms...). */
  contentPage(slug: ContentPageSlug, language: Language, signal?: AbortSignal): Promise<ContentPageDto>;
}
