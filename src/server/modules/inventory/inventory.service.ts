import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
