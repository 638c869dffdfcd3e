import type { ContentPageSlug } from "../../shared/content-pages";
import { contentPageQueryOptions } from "../features/storefront/api/get-content-page";
import type { StorefrontHandle } from "./head-tags";

/** Issue 13: a Markdown page is in the first HTML, in the language the server resolved. */
export function contentPageHandle(slug: ContentPageSlug): StorefrontHandle {
  return {
    prefetch: ({ queryClient, reads, language }) =>
      queryClient.prefetchQuery(contentPageQueryOptions(slug, language, reads)),
    head: () => ({ canonicalPath: `/${slug}`, ogType: "website" }),
  };
}

/** Issue 13: the contact page shows the settings' details, which every render already reads. */
export const contactPageHandle: StorefrontHandle = {
  prefetch: async () => {},
  head: () => ({ canonicalPath: "/contact", ogType: "website" }),
};
