/**
 * The storefront's server-rendered pages, each a chunk of its own (issue 27): a shopper's first
 * load holds the page they opened and no other. The server names the page it rendered beside the
 * page's data (entry-server.tsx), the browser entry (main.tsx) starts that page's chunk beside the
 * app's so both arrive in one wave, and routes.tsx renders the same modules. No React here: the
 * entry imports this before React has loaded.
 */
export const storefrontPages = {
  home: () => import("../features/storefront/pages/home-page"),
  collection: () => import("../features/storefront/pages/collection-page"),
  watch: () => import("./pages/watch-route"),
  contact: () => import("../features/contact/pages/contact-page"),
  content: () => import("../features/storefront/pages/content-page"),
};

export type StorefrontPage = keyof typeof storefrontPages;

export function isStorefrontPage(value: unknown): value is StorefrontPage {
  return typeof value === "string" && Object.hasOwn(storefrontPages, value);
}
