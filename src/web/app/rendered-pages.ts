import type { ContentPageSlug } from "../../shared/content-pages";
import type { StorefrontPage } from "./storefront-pages";

/**
 * The `handle` of a route the server renders: only its name, and an information page's slug. What
 * the server fetches for it and says of it in <head> (ssr/storefront-handles.ts) is code a
 * shopper's browser never runs, so the route table does not carry it (issue 27).
 */
export type RenderedPage = { page: Exclude<StorefrontPage, "content"> | "notFound" } | ContentRenderedPage;

interface ContentRenderedPage {
  page: "content";
  slug: ContentPageSlug;
}

export function isRenderedPage(handle: unknown): handle is RenderedPage {
  return typeof handle === "object" && handle !== null && typeof (handle as RenderedPage).page === "string";
}
