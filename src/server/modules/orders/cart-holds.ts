import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderLines, orders } from "./orders.schema";

/**
 * The listings a cart's own unfinished checkouts hold (issue 24): the cart offers them to its
 * shopper as theirs, never as reserved by another shopper; their next checkout closes those first.
 */
export async function listingsHeldByCart(db: Db, cartId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ listingId: orderLines.listingId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "pending")));
  return new Set(rows.flatMap((row) => (row.listingId ? [row.listingId] : [])));
}
