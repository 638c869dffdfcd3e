import { eq } from "drizzle-orm";
import type {
  InventoryItemBaseWrite,
  InventoryItemDto,
  InventoryPageDto,
  InventoryQuery,
} from "../../../shared/inventory-schemas";
import { netProfit } from "../../../shared/net-profit";
import type { StoreItemStatus } from "../../../shared/store-item-lifecycle";
import type { Db } from "../../db/client";
import { mediaColumns, toMediaDto } from "../media/media.service";
import type { personalInventoryItems, storeInventoryItems } from "./inventory.schema";
import { cursorKey, encodeCursor } from "./inventory-query";

/** The store's (issue 10) and a reseller's (issue 11) inventory tables: same names for the shared fields. */
export type InventoryTable = typeof storeInventoryItems | typeof personalInventoryItems;

/** The select list of the fields both inventories show, with the item's image (join `mediaJoin`). */
export function sharedItemColumns(table: InventoryTable) {
  return {
    id: table.id,
    make: table.make,
    model: table.model,
    reference: table.reference,
    buyingPriceFils: table.buyingPriceFils,
    expectedSellingPriceFils: table.expectedSellingPriceFils,
    soldPriceFils: table.soldPriceFils,
    shippingCostFils: table.shippingCostFils,
    feesFils: table.feesFils,
    netProfitFils: table.netProfitFils,
    status: table.status,
    notes: table.notes,
    dateAdded: table.dateAdded,
    updatedAt: table.updatedAt,
    image: mediaColumns,
  };
}

/** A row read by `sharedItemColumns` (the image is null when the left join found none). */
interface SharedRow extends Omit<InventoryItemDto, "status" | "image" | "dateAdded" | "updatedAt"> {
  status: string;
  image: Parameters<typeof toMediaDto>[0] | null;
  dateAdded: Date;
  updatedAt: Date;
}

/** A row of `sharedItemColumns` as the API shows it. */
export function toSharedItemDto(row: SharedRow): InventoryItemDto {
  const { image, dateAdded, updatedAt, status, ...fields } = row;
  return {
    ...fields,
    status: status as StoreItemStatus,
    image: image?.id ? toMediaDto(image) : null,
    dateAdded: dateAdded.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The shared columns a write sets. spec: reseller-tools §3 — the net profit by the one shared rule,
 * stored, null while there is no sold price.
 */
export function sharedWriteColumns(
  input: Omit<InventoryItemBaseWrite, "imageMediaId" | "status"> & { status: StoreItemStatus },
) {
  return {
    make: input.make,
    model: input.model,
    reference: input.reference,
    buyingPriceFils: input.buyingPrice,
    expectedSellingPriceFils: input.expectedSellingPrice,
    soldPriceFils: input.soldPrice,
    shippingCostFils: input.shippingCost,
    feesFils: input.fees,
    netProfitFils:
      input.soldPrice === null
        ? null
        : netProfit({
            soldPrice: input.soldPrice,
            buyingPrice: input.buyingPrice,
            shippingCost: input.shippingCost,
            fees: input.fees,
          }),
    status: input.status,
    notes: input.notes,
  };
}

/**
 * One keyset page from rows read with `limit + 1`: the page, and the cursor after its last row when
 * there is more (its sort key read back exactly, see inventory-query.ts).
 */
export async function keysetPage<Row extends { id: string }, Item extends InventoryItemDto>(
  db: Db,
  table: InventoryTable,
  query: InventoryQuery,
  rows: readonly Row[],
  toDto: (row: Row) => Item,
): Promise<InventoryPageDto<Item>> {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    const [key] = await db
      .select({ key: cursorKey(table, query.sort) })
      .from(table)
      .where(eq(table.id, last.id));
    nextCursor = encodeCursor(query, key?.key ?? null, last.id);
  }
  return { items: page.map(toDto), nextCursor };
}
