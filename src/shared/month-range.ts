import { shopMonth } from "./shop-time";

/** Month names as the page's language writes them (Latin digits for the year everywhere). */
function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar" : "en-US", {
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T00:00:00Z`));
}

/**
 * The months a band's prices span, in the shop's calendar: "Nov 2026", "Sep–Nov 2026",
 * "Nov 2025–Feb 2026" (Arabic month names on the Arabic page).
 */
export function formatMonthRange(oldestAt: string, newestAt: string, language: string): string {
  const from = shopMonth(new Date(oldestAt));
  const to = shopMonth(new Date(newestAt));
  const [fromYear] = from.split("-");
  const [toYear] = to.split("-");
  if (from === to) return `${monthName(to, language)} ${toYear}`;
  if (fromYear === toYear) return `${monthName(from, language)}–${monthName(to, language)} ${toYear}`;
  return `${monthName(from, language)} ${fromYear}–${monthName(to, language)} ${toYear}`;
}
