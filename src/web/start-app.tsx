import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { defaultLanguage, isLanguage } from "../shared/i18n";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { prefetchPagesOnIntent } from "./app/storefront-pages";
import { i18n } from "./i18n/i18n";
import { switchLanguage } from "./i18n/load-language";
import { detectCurrencyPreference } from "./lib/display-currency";
import { createQueryClient } from "./lib/query-client";
import { dropServerHeadOnNavigation } from "./ssr/drop-server-head";
import { hydrateQueryState, queryStateElementId } from "./ssr/query-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

const queryClient = createQueryClient();
const serverState = document.getElementById(queryStateElementId);

/**
 * The opened page's lazy routes, resolved into the route table before the router is made: a
 * server-rendered page hydrates into its own component, never into the loading fallback. Its
 * chunk is already on its way (main.tsx).
 */
async function loadOpenedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

// The server chose the language of a page it rendered (?lang, cookie, Accept-Language) and wrote
// it into <html lang>: the first render must use the same one, or every translated string would
// mismatch. A page the browser renders takes the language the browser asked for (detect-language.ts). Either way its words
// are fetched (main.tsx began it) before anything renders.
const pageLanguage = serverState?.textContent ? document.documentElement.lang : i18n.language;
const language = isLanguage(pageLanguage) ? pageLanguage : defaultLanguage;

void Promise.all([switchLanguage(i18n, language), loadOpenedRoutes()]).then(() => {
  prefetchPagesOnIntent();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} currency={detectCurrencyPreference()}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (serverState?.textContent) {
    dropServerHeadOnNavigation(router);
    hydrateQueryState(queryClient, serverState.textContent);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (with the rest of decision 005, Lighthouse mobile's total
    // blocking time fell from 400-670 ms to 90-260 ms).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
});
