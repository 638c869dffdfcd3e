import { isolate } from "../lib/bidi";
import { formatShopDateTime } from "../lib/format-date";
import type { Translator } from "./translator";

/** The formats translations may name, for every translator of the web app (and its tests). */
export function addFormatters(translator: Translator): void {
  // "{{title, bdi}}": a translation isolates the Latin names it takes (watch titles in Arabic sentences).
  translator.addFormatter("bdi", (value) => isolate(String(value)));
  // "{{until, shopTime}}": an ISO instant as the shop's date and time, isolated (issue 24: reserved until).
  translator.addFormatter("shopTime", (value, language) =>
    isolate(formatShopDateTime(String(value), language)),
  );
}
