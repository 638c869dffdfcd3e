/**
 * An order's date for staff: in the shop's time zone (Kuwait, like the cards' "this month"), with
 * Latin digits in Arabic too, as prices and order numbers are written.
 */
export function formatAdminTime(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    timeZone: "Asia/Kuwait",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  }).format(date);
}
