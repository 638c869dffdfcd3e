import { desc, eq, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { StoreItemChoiceDto } from "../../../shared/listing-schemas";
import { netProfit } from "../../../shared/net-profit";
import type { Db } from "../../db/client";
import { storeInventoryItems } from "./inventory.schema";

export type NewStoreInventoryItem = typeof storeInventoryItems.$inferInsert;

/** Adds items to the shop's own stock in one statement (give ids to link listings to them). */
export async function createStoreInventoryItems(
  db: Db,
  items: readonly NewStoreInventoryItem[],
): Promise<void> {
  if (items.length > 0) await db.insert(storeInventoryItems).values([...items]);
}

/**
 * For one-query reads (see catalog.service selectCards): the join onto the store inventory item a
 * row points at, as `.leftJoin(...storeInventoryJoin(column))`, and the columns a listing may show
 * in place of its own (issue 3: brand, model and condition fall back to the inventory).
 */
export function storeInventoryJoin(inventoryId: AnyPgColumn) {
  return [storeInventoryItems, eq(storeInventoryItems.id, inventoryId)] as const;
}

export const storeInventoryColumns = {
  make: storeInventoryItems.make,
  model: storeInventoryItems.model,
  condition: storeInventoryItems.condition,
};

/**
 * A store item sold through checkout (ARCHITECTURE.md, Decisions: orders are real): sold at the
 * order's price in KWD, with its net profit by the one shared rule.
 */
export async function markStoreItemSold(
  tx: Db,
  itemId: string,
  sale: { soldPriceFils: number; saleDate: Date },
): Promise<void> {
  const [item] = await tx
    .select({
      buyingPriceFils: storeInventoryItems.buyingPriceFils,
      shippingCostFils: storeInventoryItems.shippingCostFils,
      feesFils: storeInventoryItems.feesFils,
    })
    .from(storeInventoryItems)
    .where(eq(storeInventoryItems.id, itemId));
  if (!item) return;
  await tx
    .update(storeInventoryItems)
    .set({
      status: "sold",
      soldPriceFils: sale.soldPriceFils,
      saleDate: sale.saleDate,
      netProfitFils: netProfit({
        soldPrice: sale.soldPriceFils,
        buyingPrice: item.buyingPriceFils,
        shippingCost: item.shippingCostFils,
        fees: item.feesFils,
      }),
    })
    .where(eq(storeInventoryItems.id, itemId));
}

/** Whether the shop's own stock has this item (a listing may link only to one that exists). */
export async function hasStoreInventoryItem(db: Db, itemId: string): Promise<boolean> {
  const rows = await db
    .select({ id: storeInventoryItems.id })
    .from(storeInventoryItems)
    .where(eq(storeInventoryItems.id, itemId))
    .limit(1);
  return rows.length > 0;
}

/** How many store items the listing dialog offers to link: the newest available ones. */
export const storeItemChoiceLimit = 200;

/**
 * The store items a listing may be linked to (issue 9): the newest available items, and the one
 * already linked (by `include`) whatever its status, so editing never drops the link.
 */
export async function listStoreItemChoices(db: Db, include?: string): Promise<StoreItemChoiceDto[]> {
  const available = eq(storeInventoryItems.status, "available");
  return db
    .select({
      id: storeInventoryItems.id,
      make: storeInventoryItems.make,
      model: storeInventoryItems.model,
      reference: storeInventoryItems.reference,
      status: storeInventoryItems.status,
    })
    .from(storeInventoryItems)
    .where(include ? or(available, eq(storeInventoryItems.id, include)) : available)
    .orderBy(desc(storeInventoryItems.dateAdded))
    .limit(storeItemChoiceLimit);
}
