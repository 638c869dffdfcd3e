import { z } from "zod";

/**
 * Issue 28 — the Reports page: revenue, sales, average sale and margin for a range of the shop's
 * days, by day, week or month, beside the same length of days just before. Revenue is the one of
 * src/shared/revenue.ts (the kept sales, in KWD fixed when each was paid).
 */
export const reportGroupings = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** A range longer than this is a typo of the year; a day-by-day one longer than this a wall of rows. */
export const maxReportDays = 3 * 366;
export const maxDailyReportDays = 92;

export const reportMessages = {
  invalidDate: "Choose a date",
  endBeforeStart: "The last day comes before the first",
  tooLong: "Choose at most three years",
  tooManyDays: "Show a range this long by week or by month",
} as const;

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export const reportQuerySchema = z
  .object({
    from: z.iso.date(reportMessages.invalidDate),
    to: z.iso.date(reportMessages.invalidDate),
    by: z.enum(reportGroupings).default("day"),
  })
  .superRefine((query, context) => {
    const days = daysIn(query.from, query.to);
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: reportMessages.endBeforeStart });
    else if (days > maxReportDays)
      context.addIssue({ code: "custom", path: ["from"], message: reportMessages.tooLong });
    else if (query.by === "day" && days > maxDailyReportDays)
      context.addIssue({ code: "custom", path: ["by"], message: reportMessages.tooManyDays });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The days just before a range, as many as it has: what it is compared with. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = daysIn(from, to);
  return { from: dayOf(dayNumber(from) - length), to: dayOf(dayNumber(from) - 1) };
}

/**
 * The first day of the period `day` falls in: itself, its week's Sunday (the Kuwaiti working week
 * starts on Sunday), or its month's first day. A period cut by the range starts at the range.
 */
export function periodStart(day: string, by: ReportGrouping, rangeFrom: string): string {
  const start =
    by === "day"
      ? day
      : by === "month"
        ? `${day.slice(0, 7)}-01`
        : dayOf(dayNumber(day) - new Date(`${day}T00:00:00Z`).getUTCDay());
  return start < rangeFrom ? rangeFrom : start;
}

/** The periods of a range in order, each named by its first day in the range. */
export function periodsOf(from: string, to: string, by: ReportGrouping): string[] {
  const starts: string[] = [];
  for (let number = dayNumber(from); number <= dayNumber(to); number += 1) {
    const start = periodStart(dayOf(number), by, from);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

/** The ranges the Reports page offers in one tap, each ending today (the shop's day). */
export const reportPresets = ["last7", "last30", "thisMonth", "last12Months"] as const;
export type ReportPreset = (typeof reportPresets)[number];

export function presetRange(
  preset: ReportPreset,
  today: string,
): { from: string; to: string; by: ReportGrouping } {
  const back = (days: number) => dayOf(dayNumber(today) - days);
  switch (preset) {
    case "last7":
      return { from: back(6), to: today, by: "day" };
    case "last30":
      return { from: back(29), to: today, by: "day" };
    case "thisMonth":
      return { from: `${today.slice(0, 7)}-01`, to: today, by: "day" };
    case "last12Months": {
      const [year = 0, month = 1] = today.split("-").map(Number);
      return {
        from: new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10),
        to: today,
        by: "month",
      };
    }
  }
}

/** The sums of some days of kept sales, in KWD fils. */
export interface SalesSums {
  revenueFils: number;
  /** Orders paid, and sales staff recorded in the shop (each one sale). */
  sales: number;
  profitFils: number;
  /** The revenue of the sales whose watch had its costs recorded: the margin's base. */
  costedRevenueFils: number;
}

export const noSales: SalesSums = { revenueFils: 0, sales: 0, profitFils: 0, costedRevenueFils: 0 };

export function addSums(a: SalesSums, b: SalesSums): SalesSums {
  return {
    revenueFils: a.revenueFils + b.revenueFils,
    sales: a.sales + b.sales,
    profitFils: a.profitFils + b.profitFils,
    costedRevenueFils: a.costedRevenueFils + b.costedRevenueFils,
  };
}

/** What a report shows of some sums: the average sale and the margin are null without a base. */
export interface ReportFigures extends SalesSums {
  averageSaleFils: number | null;
  /** Profit over the revenue of the costed sales, in percent with one decimal. */
  marginPercent: number | null;
}

export function figuresOf(sums: SalesSums): ReportFigures {
  return {
    ...sums,
    averageSaleFils: sums.sales > 0 ? Math.round(sums.revenueFils / sums.sales) : null,
    marginPercent:
      sums.costedRevenueFils > 0 ? Math.round((sums.profitFils / sums.costedRevenueFils) * 1000) / 10 : null,
  };
}

/** The change from `before` to `now` in percent with one decimal; null from nothing. */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

export interface ReportPeriodDto extends ReportFigures {
  /** The period's first day in the range, "YYYY-MM-DD". */
  start: string;
}

/** GET /api/admin/reports */
export interface ReportDto {
  from: string;
  to: string;
  by: ReportGrouping;
  previous: { from: string; to: string };
  periods: ReportPeriodDto[];
  totals: ReportFigures;
  previousTotals: ReportFigures;
}
