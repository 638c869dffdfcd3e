/** A watch's page (spec: storefront §2 route table), for links, canonical URLs and the sitemap. */
export function watchPath(slug: string): string {
  return `/watch/${encodeURIComponent(slug)}`;
}
