/**
 * An order's date in the reader's language, with Latin digits in Arabic too (as prices and order
 * numbers are written) so "14 مايو 2025" reads like the rest of the page.
 */
export function formatOrderDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  }).format(date);
}
