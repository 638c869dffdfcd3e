import "./lib/zod-config";
import "./styles.css";
import { isLanguage } from "../shared/i18n";
import { isStorefrontPage, storefrontPages } from "./app/storefront-pages";
import { dictionaries } from "./i18n/load-language";
import { pageChunkAttribute, queryStateElementId } from "./ssr/query-state-id";

/**
 * The browser entry. A server-rendered storefront page is complete without JavaScript, so the app
 * is fetched once the page has loaded, so the first photograph and the fonts get the shopper's
 * bandwidth first (Lighthouse mobile: first paint 2.1 s -> 1.4 s), or at once when the shopper
 * reaches for the page before that. Pages the browser renders itself (the shell of /login, /admin
 * and the tools) start at once.
 */
const intents = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
const serverState = document.getElementById(queryStateElementId);

function start() {
  window.removeEventListener("load", startAfterLoad);
  for (const intent of intents) window.removeEventListener(intent, start, true);
  // The page's own chunk and its language's words start beside the app, each with the modules it
  // imports (issue 27: one wave of requests after the entry, not three).
  const page = serverState?.getAttribute(pageChunkAttribute);
  if (isStorefrontPage(page)) void storefrontPages[page]();
  const language = document.documentElement.lang;
  if (serverState && isLanguage(language)) void dictionaries[language]();
  void import("./start-app");
}

/** In a task of its own, so the page's load event ends before the app's requests begin. */
function startAfterLoad() {
  setTimeout(start);
}

if (document.readyState === "complete" || !serverState) {
  start();
} else {
  window.addEventListener("load", startAfterLoad);
  for (const intent of intents) window.addEventListener(intent, start, { capture: true, passive: true });
}
