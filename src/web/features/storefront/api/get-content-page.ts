import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontReads } from "../../../../shared/catalog-api";
import type { ContentPageSlug } from "../../../../shared/content-pages";
import type { Language } from "../../../../shared/i18n";
import { storefrontReads } from "./storefront-reads";

export const contentPageKeys = {
  all: ["content-pages"] as const,
  page: (slug: ContentPageSlug, language: Language) => [...contentPageKeys.all, slug, language] as const,
};

/** GET /api/pages/:slug?lang= — the page's words change only with a deploy. */
export function contentPageQueryOptions(
  slug: ContentPageSlug,
  language: Language,
  reads: StorefrontReads = storefrontReads,
) {
  return queryOptions({
    queryKey: contentPageKeys.page(slug, language),
    queryFn: ({ signal }) => reads.contentPage(slug, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A change of language keeps the page on screen until its other language has arrived. */
export function useContentPage(slug: ContentPageSlug, language: Language) {
  return useQuery({ ...contentPageQueryOptions(slug, language), placeholderData: keepPreviousData });
}
