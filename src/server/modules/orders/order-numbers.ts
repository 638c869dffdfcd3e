import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "./orders.schema";

/** The numbers (MZ-000123) of orders by their ids, for records that name the order they came from. */
export async function getOrderNumbers(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}
