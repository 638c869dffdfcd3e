/** A date as the reader says it ("15 Jan 2026") in the shop's time, in Latin digits in Arabic too. */
export function formatShopDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kuwait",
  }).format(new Date(iso));
}
