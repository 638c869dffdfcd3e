import { inArray } from "drizzle-orm";
import type { StoreItemTradeInDto } from "../../../shared/inventory-schemas";
import type { Db } from "../../db/client";
import { tradeInRequests } from "./trade-ins.schema";

/**
 * Of these store items, the ones a trade-in request became, with the request and its seller: the
 * inventory shows where a watch came from in the reader's language, from data, never a sentence
 * written once in one language into the item's notes (issue 31). Lent to the inventory's routes, as
 * the catalogue lends the live listing of each item.
 */
export async function tradeInsOfStoreItems(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, StoreItemTradeInDto>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: tradeInRequests.inventoryItemId,
      requestId: tradeInRequests.id,
      seller: tradeInRequests.name,
    })
    .from(tradeInRequests)
    .where(inArray(tradeInRequests.inventoryItemId, [...itemIds]));
  return new Map(
    rows.flatMap(({ itemId, requestId, seller }) => (itemId ? [[itemId, { requestId, seller }]] : [])),
  );
}
