/** A date as the reader says it ("15 Jan 2026") in the shop's time, in Latin digits in Arabic too. */
export function formatShopDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kuwait",
  }).format(new Date(iso));
}

/**
 * An instant with its time ("27 Nov, 21:35") in the shop's time, Latin digits in Arabic too: when
 * a reserved watch may be for sale again (issue 24). Rendered on the server and in the browser
 * alike, since the zone is fixed rather than the reader's.
 */
export function formatShopDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kuwait",
  }).format(date);
}
