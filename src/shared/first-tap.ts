/**
 * A shopper's first press before the storefront is live is kept, not lost (issue 13, decision
 * 014). The server-rendered page carries this script inline in its head; until the app has
 * hydrated (`<html data-live>`), a press on a button marked `data-first-tap` is held: the first
 * one is written on `<html data-tapped>` and its button marked busy, any later one ignored. Once
 * live, the app presses that button again (web/lib/first-tap.ts); the script's next click
 * removes its listener. The CSP allows it by its hash (server/http/security-headers.ts).
 */
export const firstTapAttribute = "data-first-tap" as const;
export const tappedAttribute = "data-tapped";

export const firstTapScript = `(function(d){var h=d.documentElement;d.addEventListener("click",function c(e){if(h.hasAttribute("data-live")){d.removeEventListener("click",c,true);return}var b=e.target.closest&&e.target.closest("[${firstTapAttribute}]");if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(!h.hasAttribute("${tappedAttribute}")){h.setAttribute("${tappedAttribute}",b.getAttribute("${firstTapAttribute}"));b.setAttribute("aria-busy","true")}},true)})(document)`;
