import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { watchLabel } from "../../../shared/audit-schemas";
import { type Condition, conditions } from "../../../shared/catalog";
import { AppError, refusal } from "../../../shared/errors";
import {
  type InventoryFilter,
  type InventoryPageDto,
  type InventoryQuery,
  inventoryMessages,
  type StoreInventoryItemDto,
  type StoreInventoryItemWrite,
} from "../../../shared/inventory-schemas";
import type { StoreItemChoiceDto } from "../../../shared/listing-schemas";
import type { SaleAmounts } from "../../../shared/revenue";
import {
  canMoveStoreItem,
  type StoreItemStatus,
  storeItemStatuses,
} from "../../../shared/store-item-lifecycle";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { mediaJoin } from "../media/media.service";
import { writeWithImage } from "../media/own-media";
import { storeInventoryItems } from "./inventory.schema";
import { keysetPage, sharedItemColumns, sharedWriteColumns, toSharedItemDto } from "./inventory-items";
import { afterCursor, filterCondition, sortOrder } from "./inventory-query";
import {
  correctSale,
  currentSaleOf,
  recordSale,
  recostSale,
  refundOrderSales,
  refundSale,
} from "./store-sales";

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

/** The statuses from which a store item may move to `to` (store-item-lifecycle.ts). */
const fromWhich = (to: StoreItemStatus) => storeItemStatuses.filter((from) => canMoveStoreItem(from, to));

/**
 * Moves a store item to `to` by the shared transition table with one conditional write, the
 * columns in `set` with it; answers whether it moved (false: not in a status that may go there).
 */
async function moveStoreItem(
  tx: Db,
  itemIds: readonly string[],
  to: StoreItemStatus,
  set: Partial<NewStoreInventoryItem> = {},
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const moved = await tx
    .update(storeInventoryItems)
    .set({ ...set, status: to })
    .where(
      and(inArray(storeInventoryItems.id, [...itemIds]), inArray(storeInventoryItems.status, fromWhich(to))),
    )
    .returning({ id: storeInventoryItems.id });
  return moved.length;
}

/**
 * A checkout holds the item of the watch it reserved: available → reserved. Answers false when
 * the item is not in stock (sold in the shop meanwhile): the checkout refuses the watch.
 */
export async function reserveStoreItem(tx: Db, itemId: string): Promise<boolean> {
  return (await moveStoreItem(tx, [itemId], "reserved")) === 1;
}

/** A cancelled checkout or an expired reservation: reserved → available. */
export async function releaseStoreItem(tx: Db, itemId: string): Promise<void> {
  await moveStoreItem(tx, [itemId], "available");
}

/**
 * A watch sold through checkout (ARCHITECTURE.md, Decisions: orders are real): the sale recorded in
 * the history with the amounts its order fixed (src/shared/revenue.ts), and a linked store item
 * moved to sold with the sale's price, date and net profit. A sale is recorded even when the item
 * could not move (the money was taken): staff see it on the dashboard and settle it by hand.
 */
export async function recordOrderSale(
  tx: Db,
  sale: SaleAmounts & { itemId: string | null; orderId: string; soldAt: Date },
): Promise<void> {
  const profit = await recordSale(tx, sale);
  if (!sale.itemId) return;
  await moveStoreItem(tx, [sale.itemId], "sold", {
    soldPriceFils: sale.priceFils,
    saleDate: sale.soldAt,
    netProfitFils: profit,
  });
}

/** Sold store items on their way to the buyer: the order that sold them was shipped. */
export async function markStoreItemsShipped(tx: Db, itemIds: readonly string[]): Promise<void> {
  await moveStoreItem(tx, itemIds, "shipped");
}

/**
 * A refunded order: its sales stay in the history, marked refunded (the figures lose them), and
 * its items are back in stock with no current sale. Their listings stay off sale until an admin
 * reactivates one.
 */
export async function restockRefundedOrder(tx: Db, orderId: string): Promise<void> {
  const itemIds = await refundOrderSales(tx, orderId);
  await moveStoreItem(tx, itemIds, "available", { soldPriceFils: null, saleDate: null, netProfitFils: null });
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
  if (input.status === "reserved") throw illegalMove("available", "reserved");
  return writeWithImage(db, { mediaId: input.imageMediaId }, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(storeInventoryItems)
        .values(columnsOf(input, new Date()))
        .returning({ id: storeInventoryItems.id });
      const after = inserted && (await readItem(tx, inserted.id));
      if (!after) throw new Error("The inserted item could not be read back");
      if (after.status !== "available") await recordStaffSale(tx, after);
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

/**
 * Why staff may not make a move: a reservation belongs to a checkout, a sale by an order is undone
 * by refunding the order, and the rest by the shared transition table (store-item-lifecycle.ts).
 */
const illegalMove = (from: string, to: string) =>
  refusal("CONFLICT", "ITEM_ILLEGAL_MOVE", `A store item that is ${from} cannot become ${to} here`, {
    from,
    to,
  });

/** Whether staff may move an item from `from` to `to` in the dialog (staying is an edit). */
function staffMayMove(from: StoreItemStatus, to: StoreItemStatus): boolean {
  if (from === to) return true;
  return from !== "reserved" && to !== "reserved" && canMoveStoreItem(from, to);
}

/** A sale staff record in the dialog (sold in the shop): its price, date and profit as typed. */
async function recordStaffSale(tx: Db, item: StoreInventoryItemDto): Promise<void> {
  if (item.soldPriceFils === null) return;
  await recordSale(tx, {
    itemId: item.id,
    orderId: null,
    priceFils: item.soldPriceFils,
    shippingPaidFils: 0,
    netProfitFils: item.netProfitFils,
    soldAt: item.saleDate ? new Date(item.saleDate) : new Date(),
  });
}

/**
 * What an edit does to the item's sales history: a move to sold records a sale; back to available
 * undoes a sale made in the shop (one made by an order is refunded through the order: 409); an
 * edit of a sold item corrects its shop sale, or, for an order's sale, keeps the order's amounts
 * and recomputes only the profit on the item's costs.
 */
async function followSales(tx: Db, before: StoreInventoryItemDto, after: StoreInventoryItemDto) {
  const current = await currentSaleOf(tx, after.id);
  if (after.status === "available") {
    if (!current) return;
    if (current.orderId) throw illegalMove(before.status, after.status);
    await refundSale(tx, current.id);
    return;
  }
  if (!current) return recordStaffSale(tx, after);
  if (current.orderId) {
    const profit = await recostSale(tx, current, after.id);
    await tx
      .update(storeInventoryItems)
      .set({ soldPriceFils: current.priceFils, saleDate: current.soldAt, netProfitFils: profit })
      .where(eq(storeInventoryItems.id, after.id));
    return;
  }
  if (after.soldPriceFils !== null)
    await correctSale(tx, current.id, {
      priceFils: after.soldPriceFils,
      soldAt: after.saleDate ? new Date(after.saleDate) : current.soldAt,
      netProfitFils: after.netProfitFils,
    });
}

/** The listing that sells an item now, if any (the catalog's; listings are its table). */
export type LiveListingOf = (tx: Db, itemId: string) => Promise<{ title: string; slug: string } | undefined>;

/**
 * Replaces every field of an item (the dialog sends them all), with its audit row. A change of
 * status goes by the transition table; a watch listed for sale is sold through its listing, not
 * marked sold here (two sales of one watch).
 */
export async function updateStoreInventoryItem(
  db: Db,
  actor: InventoryActor,
  id: string,
  input: StoreInventoryItemWrite,
  liveListingOf: LiveListingOf,
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
      if (!staffMayMove(before.status, input.status)) throw illegalMove(before.status, input.status);
      if (before.status === "available" && input.status !== "available") {
        const listing = await liveListingOf(tx, id);
        if (listing) throw alreadyListed(listing);
      }
      // A conditional write: a checkout that reserved the item meanwhile keeps it.
      const [written] = await tx
        .update(storeInventoryItems)
        .set(columnsOf(input, new Date()))
        .where(and(eq(storeInventoryItems.id, id), eq(storeInventoryItems.status, before.status)))
        .returning({ id: storeInventoryItems.id });
      if (!written) throw illegalMove(before.status, input.status);
      await followSales(tx, before, (await readItem(tx, id)) as StoreInventoryItemDto);
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

/** The refusal of a second live listing, or of a sale beside one, naming the listing (issue 24). */
export const alreadyListed = (listing: { title: string; slug: string }) =>
  refusal(
    "CONFLICT",
    "ITEM_ALREADY_LISTED",
    `This stock item already has a live listing: ${listing.title} (${listing.slug}). Withdraw or sell it first.`,
    { title: listing.title, slug: listing.slug },
  );

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
