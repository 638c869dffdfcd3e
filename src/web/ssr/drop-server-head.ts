import type { DataRouter } from "react-router";

/**
 * The server writes a storefront page's canonical URL, alternates, OpenGraph tags and JSON-LD
 * (marked `data-head`); they describe that first page only, so the first client-side navigation
 * removes them. Titles and descriptions are React 19's <title> and <meta> in the page components,
 * which React keeps current by itself.
 */
export function dropServerHeadOnNavigation(router: DataRouter): void {
  const initialKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === initialKey) return;
    for (const element of document.head.querySelectorAll("[data-head]")) element.remove();
    unsubscribe();
  });
}
