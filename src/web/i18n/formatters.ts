import type { i18n as I18n } from "i18next";
import { defaultLanguage } from "../../shared/i18n";
import { isolate } from "../lib/bidi";
import { formatShopDateTime } from "../lib/format-date";

/** The formats translations may name, for every i18next instance of the web app (and its tests). */
export function addFormatters(instance: I18n): void {
  // "{{title, bdi}}": a translation isolates the Latin names it takes (watch titles in Arabic sentences).
  instance.services.formatter?.add("bdi", (value: unknown) => isolate(String(value)));
  // "{{until, shopTime}}": an ISO instant as the shop's date and time, isolated (issue 24: reserved until).
  instance.services.formatter?.add("shopTime", (value: unknown, lng: string | undefined) =>
    isolate(formatShopDateTime(String(value), lng ?? defaultLanguage)),
  );
}
