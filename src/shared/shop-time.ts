/**
 * The shop keeps Kuwait's time (UTC+3 all year: Kuwait has no daylight saving), so "this month" and
 * a chart's months start at midnight in Kuwait for staff wherever the server runs. A fixed offset
 * rather than a time-zone name, because the embedded database carries no time-zone table.
 */
export const shopUtcOffsetMinutes = 180;

const offsetMs = shopUtcOffsetMinutes * 60_000;

/** The shop's calendar month of an instant, as "YYYY-MM". */
export function shopMonth(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 7);
}

/** The shop's calendar day of an instant, as "YYYY-MM-DD". */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The instant the shop's month `YYYY-MM` begins (midnight in Kuwait on its first day). */
export function shopMonthStart(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - offsetMs);
}

/** The instant the shop's day `YYYY-MM-DD` begins (midnight in Kuwait), or `afterDays` days later. */
export function shopDayStart(day: string, afterDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + afterDays * 86_400_000 - offsetMs);
}

/** The instant the shop's month of `at` began: "this month" on the back office's cards. */
export function shopMonthStartOf(at: Date): Date {
  return shopMonthStart(shopMonth(at));
}

/** The `count` shop months that end with the month of `at`, oldest first. */
export function lastShopMonths(at: Date, count: number): string[] {
  const [year = 0, month = 1] = shopMonth(at).split("-").map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
