import { readListingFilters } from "../../shared/catalog-api";
import type { MediaDto } from "../../shared/media";
import { watchPath } from "../../shared/paths";
import type { StoreInfoDto } from "../../shared/store-settings";
import type { RenderedPage } from "../app/rendered-pages";
import { categoriesQueryOptions } from "../features/storefront/api/get-categories";
import { featuredListingsQueryOptions } from "../features/storefront/api/get-featured-listings";
import { listingQueryOptions } from "../features/storefront/api/get-listing";
import { listingsInfiniteQueryOptions } from "../features/storefront/api/get-listings";
import { marketPositionQueryOptions } from "../features/storefront/api/get-market-position";
import { relatedListingsQueryOptions } from "../features/storefront/api/get-related-listings";
import { ApiError } from "../lib/http-error";
import { storeInfoKey } from "../lib/site";
import type { HeadTags, RouteContext, StorefrontHandle } from "./head-tags";
import { contactPageHandle, contentPageHandle } from "./site-page-handles";
import {
  breadcrumbData,
  organizationData,
  previewVariant,
  productData,
  websiteData,
} from "./structured-data";

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

/** The settings the server rendered the page with (every render prefetches them). */
function storeInfoOf({ queryClient }: RouteContext): StoreInfoDto | undefined {
  return queryClient.getQueryData(storeInfoKey);
}

/** spec: storefront §2 Home — the featured watches are in the first HTML. */
const homeHandle: StorefrontHandle = {
  prefetch: ({ queryClient, reads }) => queryClient.prefetchQuery(featuredListingsQueryOptions(reads)),
  head: (context) => {
    const [first] = context.queryClient.getQueryData(featuredListingsQueryOptions().queryKey) ?? [];
    const store = storeInfoOf(context);
    return {
      canonicalPath: "/",
      ogType: "website",
      image: previewImage(first?.image, first?.title),
      // issue 13: the shop and its search, for search engines' knowledge panel and sitelinks box.
      structuredData: [...(store ? [organizationData(store, context)] : []), websiteData(context)],
    };
  },
};

/** spec: storefront §2 Collection — the first page of the filtered collection and the category list. */
const collectionHandle: StorefrontHandle = {
  prefetch: async ({ queryClient, url, reads }) => {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(
        listingsInfiniteQueryOptions(readListingFilters(url.searchParams), reads),
      ),
      queryClient.prefetchQuery(categoriesQueryOptions(reads)),
    ]);
  },
  head: (context) => {
    const { queryClient, url } = context;
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
    const categories = queryClient.getQueryData(categoriesQueryOptions().queryKey);
    const category = query.category ? categories?.find((known) => known.slug === query.category) : undefined;
    return {
      canonicalPath,
      ogType: "website",
      image: previewImage(first?.image, first?.title),
      structuredData: [breadcrumbData({ ...context, category })],
    };
  },
};

function watchSlug({ params }: RouteContext): string {
  return params.slug ?? "";
}

/**
 * spec: storefront §2 Watch detail — the watch, its market position (issue 31) and "You Might Also
 * Like". The gallery's first image
 * needs no preload of ours: React preloads an <img fetchPriority="high"> it renders on the server.
 */
const watchHandle: StorefrontHandle = {
  prefetch: async (context) => {
    const { queryClient, reads } = context;
    const slug = watchSlug(context);
    await Promise.all([
      queryClient.prefetchQuery(listingQueryOptions(slug, reads)),
      queryClient.prefetchQuery(relatedListingsQueryOptions(slug, reads)),
      queryClient.prefetchQuery(marketPositionQueryOptions(slug, reads)),
    ]);
  },
  head: (context) => {
    const { queryClient, origin } = context;
    const store = storeInfoOf(context);
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
      structuredData: [
        productData(listing, { origin, url: new URL(canonicalPath, `${origin}/`).href, store }),
        breadcrumbData({
          ...context,
          category: listing.category,
          watch: { title: listing.title, path: canonicalPath },
        }),
      ],
    };
  },
};

/**
 * Issue 13, soft 404: an address no route knows is the shop's own 404 page rendered on the server
 * with the status 404 (the page itself asks not to be indexed), never an empty shell answering 200.
 */
const notFoundHandle: StorefrontHandle = {
  prefetch: async () => {},
  head: ({ url }) => ({ canonicalPath: url.pathname, ogType: "website", status: 404 }),
};

/** What the server fetches for a route it renders, and how the page describes itself. */
export function storefrontHandle(rendered: RenderedPage): StorefrontHandle {
  switch (rendered.page) {
    case "home":
      return homeHandle;
    case "collection":
      return collectionHandle;
    case "watch":
      return watchHandle;
    case "contact":
      return contactPageHandle;
    case "content":
      return contentPageHandle(rendered.slug);
    case "notFound":
      return notFoundHandle;
  }
}
