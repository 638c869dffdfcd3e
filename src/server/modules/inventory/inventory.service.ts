import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { watchLabel } from "../../../shared/audit-schemas";
import { type Condition, conditions } from "../../../shared/catalog";
import { AppError } from "../../../shared/errors";
import {
  type InventoryFilter,
  type InventoryPageDto,
  type InventoryQuery,
  inventoryMessages,
  type StoreInventoryItemDto,
  type StoreInventoryItemWrite,
} from "../../../shared/inventory-schemas";
import type { StoreItemChoiceDto } from "../../../shared/listing-schemas";
import { netProfit } from "../../../shared/net-profit";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { mediaJoin } from "../media/media.service";
import { writeWithImage } from "../media/own-media";
import { storeInventoryItems } from "./inventory.schema";
import { keysetPage, sharedItemColumns, sharedWriteColumns, toSharedItemDto } from "./inventory-items";
import { afterCursor, filterCondition, sortOrder } from "./inventory-query";

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

/** A sold store item on its way to the buyer: the order that sold it was shipped. */
export async function markStoreItemsShipped(tx: Db, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(storeInventoryItems)
    .set({ status: "shipped" })
    .where(and(inArray(storeInventoryItems.id, [...itemIds]), eq(storeInventoryItems.status, "sold")));
}

/**
 * A refunded sale is no sale: the item is back in stock with no sold price, sale date or profit, so
 * the revenue and profit figures lose it. Its listing stays off sale until an admin reactivates it.
 */
export async function undoStoreItemSales(tx: Db, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(storeInventoryItems)
    .set({ status: "available", soldPriceFils: null, saleDate: null, netProfitFils: null })
    .where(inArray(storeInventoryItems.id, [...itemIds]));
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
      buyingPriceFils: storeInventoryItems.buyingPriceFils,
    })
    .from(storeInventoryItems)
    .where(include ? or(available, eq(storeInventoryItems.id, include)) : available)
    .orderBy(desc(storeInventoryItems.dateAdded))
    .limit(storeItemChoiceLimit);
}

/** Who makes an admin write, for the audit log. */
export interface InventoryActor {
  userId: string;
  ip?: string;
}

const notFound = () => new AppError("NOT_FOUND", inventoryMessages.notFound);

const isCondition = (value: string | null): value is Condition =>
  value !== null && (conditions as readonly string[]).includes(value);

/** The table's item rows with their image, in one query. */
function selectItems(db: Db) {
  return db
    .select({
      ...sharedItemColumns(storeInventoryItems),
      condition: storeInventoryItems.condition,
      saleDate: storeInventoryItems.saleDate,
    })
    .from(storeInventoryItems)
    .leftJoin(...mediaJoin(storeInventoryItems.imageMediaId))
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toItemDto(row: ItemRow): StoreInventoryItemDto {
  const { saleDate, condition, ...shared } = row;
  return {
    ...toSharedItemDto(shared),
    condition: isCondition(condition) ? condition : null,
    saleDate: saleDate?.toISOString() ?? null,
  };
}

/** Search, filter and sort over the store's columns (inventory-query.ts). */
const searchable = storeInventoryItems;

/**
 * The store inventory table (issue 10): searched over make, model, reference and notes, filtered
 * by status, sorted by date added, prices, net profit or make, one keyset page at a time.
 */
export async function listStoreInventory(
  db: Db,
  query: InventoryQuery,
): Promise<InventoryPageDto<StoreInventoryItemDto>> {
  const rows = await selectItems(db)
    .where(
      and(
        filterCondition(searchable, query),
        query.cursor ? afterCursor(searchable, query, query.cursor) : undefined,
      ),
    )
    .orderBy(...sortOrder(searchable, query))
    .limit(query.limit + 1);
  return keysetPage(db, storeInventoryItems, query, rows, toItemDto);
}

/** Every item the filter finds, in its order, for the CSV export (no page: the file is the whole). */
export async function listStoreInventoryForExport(
  db: Db,
  filter: InventoryFilter,
): Promise<StoreInventoryItemDto[]> {
  const rows = await selectItems(db)
    .where(filterCondition(searchable, filter))
    .orderBy(...sortOrder(searchable, filter));
  return rows.map(toItemDto);
}

async function readItem(db: Db, id: string): Promise<StoreInventoryItemDto | undefined> {
  const [row] = await selectItems(db).where(eq(storeInventoryItems.id, id)).limit(1);
  return row ? toItemDto(row) : undefined;
}

/**
 * The columns a write sets: the shared ones (net profit included), the image, the condition, and
 * the sale date — a sold or shipped item without one was sold now.
 */
function columnsOf(input: StoreInventoryItemWrite, now: Date) {
  const isSale = input.status === "sold" || input.status === "shipped";
  return {
    ...sharedWriteColumns(input),
    condition: input.condition,
    imageMediaId: input.imageMediaId,
    saleDate: input.saleDate ?? (isSale ? now : null),
  };
}

/** Adds an item to the store's stock, with its audit row, in one transaction. */
export async function createStoreInventoryItem(
  db: Db,
  actor: InventoryActor,
  input: StoreInventoryItemWrite,
): Promise<StoreInventoryItemDto> {
  return writeWithImage(db, { mediaId: input.imageMediaId }, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(storeInventoryItems)
        .values(columnsOf(input, new Date()))
        .returning({ id: storeInventoryItems.id });
      const after = inserted && (await readItem(tx, inserted.id));
      if (!after) throw new Error("The inserted item could not be read back");
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "inventory.create",
        entityType: "store_inventory_item",
        entityId: after.id,
        label: watchLabel([after.make, after.model, after.reference]),
        after,
        ip: actor.ip,
      });
      return after;
    }),
  );
}

/** Replaces every field of an item (the dialog sends them all), with its audit row. */
export async function updateStoreInventoryItem(
  db: Db,
  actor: InventoryActor,
  id: string,
  input: StoreInventoryItemWrite,
): Promise<StoreInventoryItemDto> {
  return writeWithImage(db, { mediaId: input.imageMediaId }, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: storeInventoryItems.id })
        .from(storeInventoryItems)
        .where(eq(storeInventoryItems.id, id))
        .for("update");
      const before = locked && (await readItem(tx, id));
      if (!before) throw notFound();
      await tx
        .update(storeInventoryItems)
        .set(columnsOf(input, new Date()))
        .where(eq(storeInventoryItems.id, id));
      const after = await readItem(tx, id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "inventory.update",
        entityType: "store_inventory_item",
        entityId: id,
        label: watchLabel([(after ?? before).make, (after ?? before).model, (after ?? before).reference]),
        before,
        after,
        ip: actor.ip,
      });
      return after as StoreInventoryItemDto;
    }),
  );
}

/**
 * Deletes an item, unless a listing still links to it: the listing would silently lose its stock
 * record (and a later sale its profit), so the admin unlinks it first. Audited with the item.
 * `countLinkedListings` is the catalog's (listings are its table).
 */
export async function deleteStoreInventoryItem(
  db: Db,
  actor: InventoryActor,
  id: string,
  countLinkedListings: (tx: Db, itemId: string) => Promise<number>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: storeInventoryItems.id })
      .from(storeInventoryItems)
      .where(eq(storeInventoryItems.id, id))
      .for("update");
    const before = locked && (await readItem(tx, id));
    if (!before) throw notFound();
    if ((await countLinkedListings(tx, id)) > 0)
      throw new AppError("CONFLICT", inventoryMessages.linkedToListing);
    await tx.delete(storeInventoryItems).where(eq(storeInventoryItems.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "inventory.delete",
      entityType: "store_inventory_item",
      entityId: id,
      label: watchLabel([before.make, before.model, before.reference]),
      before,
      ip: actor.ip,
    });
  });
}
