import { Hono } from "hono";
import {
  addSums,
  figuresOf,
  noSales,
  periodStart,
  periodsOf,
  previousRange,
  type ReportDto,
  type ReportQuery,
  reportQuerySchema,
  type SalesSums,
} from "../../../shared/reports";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { salesByShopDay } from "../inventory/store-sales";

const sumDays = (days: Map<string, SalesSums>) => [...days.values()].reduce(addSums, noSales);

/**
 * Issue 28: a range's kept sales by day, week or month, its totals, and the totals of the same
 * number of days just before, from two grouped reads of the sales history.
 */
export async function buildReport(db: Db, query: ReportQuery): Promise<ReportDto> {
  const previous = previousRange(query.from, query.to);
  const [days, previousDays] = await Promise.all([
    salesByShopDay(db, query.from, query.to),
    salesByShopDay(db, previous.from, previous.to),
  ]);
  const byPeriod = new Map(periodsOf(query.from, query.to, query.by).map((start) => [start, noSales]));
  for (const [day, sums] of days) {
    const start = periodStart(day, query.by, query.from);
    byPeriod.set(start, addSums(byPeriod.get(start) ?? noSales, sums));
  }
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    previous,
    periods: [...byPeriod].map(([start, sums]) => ({ start, ...figuresOf(sums) })),
    totals: figuresOf(sumDays(days)),
    previousTotals: figuresOf(sumDays(previousDays)),
  };
}

/** GET /api/admin/reports — behind the reports permission (owners and managers). */
export function adminReportRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", validate("query", reportQuerySchema), async (c) =>
    c.json(await buildReport(deps.db, c.req.valid("query"))),
  );
}
