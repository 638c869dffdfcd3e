import type { ListingDetailDto } from "../../shared/catalog-api";
import { readListingFilters } from "../../shared/catalog-api";
import type { MediaDto } from "../../shared/media";
import { formatMoney } from "../../shared/money";
import { watchPath } from "../../shared/paths";
import { categoriesQueryOptions } from "../features/storefront/api/get-categories";
import { featuredListingsQueryOptions } from "../features/storefront/api/get-featured-listings";
import { listingQueryOptions } from "../features/storefront/api/get-listing";
import { listingsInfiniteQueryOptions } from "../features/storefront/api/get-listings";
import { relatedListingsQueryOptions } from "../features/storefront/api/get-related-listings";
import { ApiError } from "../lib/http-error";
import type { HeadTags, RouteContext, StorefrontHandle } from "./head-tags";
import { htmlToPlainText } from "./html-text";

const previewWidth = 1024;

/** The rendition link previews use: the 1024 px one, else the largest there is. */
function previewVariant(image: MediaDto) {
  return image.variants.find((variant) => variant.width >= previewWidth) ?? image.variants.at(-1);
}

function previewImage(image: MediaDto | null | undefined, alt = ""): HeadTags["image"] {
  const variant = image && previewVariant(image);
  if (!image || !variant) return undefined;
  return {
    url: variant.url,
    width: variant.width,
    height: Math.round((image.height * variant.width) / image.width),
    alt,
  };
}

/** schema.org Product + Offer for a watch page (issue 3: price, currency, availability, condition). */
function productData(listing: ListingDetailDto, origin: string, url: string): object {
  const absolute = (href: string) => new URL(href, `${origin}/`).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.title,
    brand: { "@type": "Brand", name: listing.brand },
    model: listing.model,
    ...(listing.reference ? { sku: listing.reference, mpn: listing.reference } : {}),
    image: listing.images.flatMap((image) => {
      const variant = previewVariant(image);
      return variant ? [absolute(variant.url)] : [];
    }),
    ...(listing.description ? { description: htmlToPlainText(listing.description) } : {}),
    offers: {
      "@type": "Offer",
      url,
      // schema.org wants a plain decimal; formatMoney rounds, the symbol and separators go.
      price: formatMoney(listing.priceCents, "USD").replace(/[$,]/g, ""),
      priceCurrency: "USD",
      availability: listing.isAvailable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      // A pre-owned shop: only a watch listed as new is sold as new.
      itemCondition:
        listing.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    },
  };
}

/** spec: storefront §2 Home — the featured watches are in the first HTML. */
export const homeHandle: StorefrontHandle = {
  prefetch: ({ queryClient, reads }) => queryClient.prefetchQuery(featuredListingsQueryOptions(reads)),
  head: ({ queryClient }) => {
    const [first] = queryClient.getQueryData(featuredListingsQueryOptions().queryKey) ?? [];
    return { canonicalPath: "/", ogType: "website", image: previewImage(first?.image, first?.title) };
  },
};

/** spec: storefront §2 Collection — the first page of the filtered collection and the category list. */
export const collectionHandle: StorefrontHandle = {
  prefetch: async ({ queryClient, url, reads }) => {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(
        listingsInfiniteQueryOptions(readListingFilters(url.searchParams), reads),
      ),
      queryClient.prefetchQuery(categoriesQueryOptions(reads)),
    ]);
  },
  head: ({ queryClient, url }) => {
    const query = readListingFilters(url.searchParams);
    const pages = queryClient.getQueryData(listingsInfiniteQueryOptions(query).queryKey)?.pages;
    const first = pages?.[0]?.items[0];
    // A category, or one brand, is a page of its own for search engines; search text, the other
    // facets and sort are only views of it.
    const [brand, ...otherBrands] = query.brand;
    const canonicalPath = query.category
      ? `/watches?category=${encodeURIComponent(query.category)}`
      : brand && otherBrands.length === 0
        ? `/watches?brand=${encodeURIComponent(brand)}`
        : "/watches";
    return { canonicalPath, ogType: "website", image: previewImage(first?.image, first?.title) };
  },
};

function watchSlug({ params }: RouteContext): string {
  return params.slug ?? "";
}

/**
 * spec: storefront §2 Watch detail — the watch and "You Might Also Like". The gallery's first image
 * needs no preload of ours: React preloads an <img fetchPriority="high"> it renders on the server.
 */
export const watchHandle: StorefrontHandle = {
  prefetch: async (context) => {
    const { queryClient, reads } = context;
    const slug = watchSlug(context);
    await Promise.all([
      queryClient.prefetchQuery(listingQueryOptions(slug, reads)),
      queryClient.prefetchQuery(relatedListingsQueryOptions(slug, reads)),
    ]);
  },
  head: (context) => {
    const { queryClient, origin } = context;
    const slug = watchSlug(context);
    const canonicalPath = watchPath(slug);
    const listing = queryClient.getQueryData(listingQueryOptions(slug).queryKey);
    if (!listing) {
      const error = queryClient.getQueryState(listingQueryOptions(slug).queryKey)?.error;
      const missing = error instanceof ApiError && error.status === 404;
      return { canonicalPath, ogType: "website", status: missing ? 404 : undefined };
    }
    return {
      canonicalPath,
      ogType: "product",
      image: previewImage(listing.images[0], listing.title),
      structuredData: [productData(listing, origin, new URL(canonicalPath, `${origin}/`).href)],
    };
  },
};

/**
 * Issue 13, soft 404: an address no route knows is the shop's own 404 page rendered on the server
 * with the status 404 (the page itself asks not to be indexed), never an empty shell answering 200.
 */
export const notFoundHandle: StorefrontHandle = {
  prefetch: async () => {},
  head: ({ url }) => ({ canonicalPath: url.pathname, ogType: "website", status: 404 }),
};
