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

/** Where a link leads, by its path's start: enough to fetch the page's chunk before the tap lands. */
const pageOfLink: [RegExp, StorefrontPage][] = [
  [/^\/watch\//, "watch"],
  [/^\/watches(?:[?#]|$)/, "collection"],
  [/^\/(?:[?#]|$)/, "home"],
];

/**
 * Once the app is live, a storefront page's chunk is fetched when the shopper points at, touches
 * or focuses a link to it, so moving from the collection to a watch waits for no script.
 */
export function prefetchPagesOnIntent() {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const href = link?.getAttribute("href") ?? "";
    const page = pageOfLink.find(([pattern]) => pattern.test(href))?.[1];
    if (page) void storefrontPages[page]();
  };
  for (const intent of ["pointerover", "touchstart", "focusin"] as const)
    document.addEventListener(intent, prefetch, { capture: true, passive: true });
}
