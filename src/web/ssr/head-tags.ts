import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import type { StorefrontReads } from "../../shared/catalog-api";
import type { Language } from "../../shared/i18n";
import type { TFunction } from "../i18n/translator";

/**
 * What a server-rendered page says about itself to search engines and link previews, beyond its
 * <title> and meta description: those the page component renders with React 19, in the browser
 * and on the server alike, so there is one source for each (the server reuses them for OpenGraph).
 */
export interface HeadTags {
  /** The page's path with only the query parameters that change its content. */
  canonicalPath: string;
  ogType: "website" | "product";
  /** An absolute or root-relative image address for link previews. */
  image?: { url: string; width: number; height: number; alt: string };
  /** schema.org objects, written as application/ld+json. */
  structuredData?: object[];
  /** 404 for a watch that does not exist, so search engines drop it (no soft 404). */
  status?: number;
}

/** Everything a server-rendered route needs to fetch its data and describe itself. */
export interface RouteContext {
  params: Params;
  url: URL;
  queryClient: QueryClient;
  /** The shop's public address (config.publicUrl), for absolute URLs in structured data. */
  origin: string;
  /** The catalogue's reads, answered in-process by the server's services. */
  reads: StorefrontReads;
  /** The page's language, and its words for what the head says (breadcrumb names). */
  language: Language;
  t: TFunction;
}

/**
 * What the server does for a route it renders (app/rendered-pages.ts): `prefetch` fills the query
 * cache before rendering, so the first HTML holds the watches; `head` describes the page from that
 * cache.
 */
export interface StorefrontHandle {
  prefetch(context: RouteContext): Promise<void>;
  head(context: RouteContext): HeadTags;
}
