import { contentPageSlugs } from "../../../shared/content-pages";
import { watchPath } from "../../../shared/paths";
import type { Db } from "../../db/client";
import { listCategories, listLiveListingPages } from "../catalog/catalog.service";

export interface SitemapEntry {
  /** A path on the shop, with its query when the page is one. */
  path: string;
  lastModified?: Date;
}

/**
 * Every public page a search engine should know (issue 3): home, the collection, each active
 * category's collection and every active watch with the time it last changed, and the shop's
 * information pages (issue 13).
 */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categories, watches] = await Promise.all([listCategories(db), listLiveListingPages(db)]);
  return [
    { path: "/" },
    { path: "/watches" },
    ...categories.map((category) => ({ path: `/watches?category=${encodeURIComponent(category.slug)}` })),
    ...watches.map((watch) => ({
      path: watchPath(watch.slug),
      lastModified: watch.updatedAt,
    })),
    { path: "/contact" },
    ...contentPageSlugs.map((slug) => ({ path: `/${slug}` })),
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemaps.org XML of the entries, with absolute URLs on the public address. */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const location = `    <loc>${escapeXml(new URL(entry.path, `${publicUrl}/`).href)}</loc>`;
    const lastModified = entry.lastModified
      ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : "";
    return `  <url>\n${location}${lastModified}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Areas that are private or personal stay out of search results (issue 3). */
const disallowed = ["/admin", "/account", "/cart", "/checkout", "/api/"];

export function renderRobots(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
