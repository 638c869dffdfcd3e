import { and, eq, type SQL } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import {
  type InventoryFilter,
  type InventoryItemBaseWrite,
  type InventoryItemDto,
  type InventoryPageDto,
  type InventoryQuery,
  inventoryMessages,
} from "../../../shared/inventory-schemas";
import type { Db } from "../../db/client";
import { mediaJoin } from "../media/media.service";
import { writeWithImage } from "../media/own-media";
import { personalInventoryItems } from "./inventory.schema";
import { keysetPage, sharedItemColumns, sharedWriteColumns, toSharedItemDto } from "./inventory-items";
import { afterCursor, filterCondition, sortOrder } from "./inventory-query";

/**
 * A reseller's own inventory (issue 11; spec: reseller-tools §6 "scoped to the user's own id"):
 * every read and write here carries the owner's id, so another user's item is never found.
 */
const table = personalInventoryItems;
const owned = (userId: string, condition?: SQL) => and(eq(table.userId, userId), condition);
const notFound = () => new AppError("NOT_FOUND", inventoryMessages.notFound);

function selectItems(db: Db) {
  return db
    .select(sharedItemColumns(table))
    .from(table)
    .leftJoin(...mediaJoin(table.imageMediaId))
    .$dynamic();
}

/** The user's items: searched, filtered by status, sorted, one keyset page at a time. */
export async function listPersonalInventory(
  db: Db,
  userId: string,
  query: InventoryQuery,
): Promise<InventoryPageDto> {
  const rows = await selectItems(db)
    .where(
      owned(
        userId,
        and(
          filterCondition(table, query),
          query.cursor ? afterCursor(table, query, query.cursor) : undefined,
        ),
      ),
    )
    .orderBy(...sortOrder(table, query))
    .limit(query.limit + 1);
  return keysetPage(db, table, query, rows, toSharedItemDto);
}

/** Every item of the user's the filter finds, for the CSV export. */
export async function listPersonalInventoryForExport(
  db: Db,
  userId: string,
  filter: InventoryFilter,
): Promise<InventoryItemDto[]> {
  const rows = await selectItems(db)
    .where(owned(userId, filterCondition(table, filter)))
    .orderBy(...sortOrder(table, filter));
  return rows.map(toSharedItemDto);
}

async function readItem(db: Db, userId: string, id: string): Promise<InventoryItemDto> {
  const [row] = await selectItems(db)
    .where(owned(userId, eq(table.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toSharedItemDto(row);
}

/** The columns a write sets: the shared ones (net profit included) and the image. */
const columnsOf = (input: InventoryItemBaseWrite) => ({
  ...sharedWriteColumns(input),
  imageMediaId: input.imageMediaId,
});

/**
 * Adds an item to the user's own inventory, with an image only of their own uploads; `at` dates
 * it in the past (the demo seed's stock bought weeks ago).
 */
export async function createPersonalInventoryItem(
  db: Db,
  userId: string,
  input: InventoryItemBaseWrite,
  options: { at?: Date } = {},
): Promise<InventoryItemDto> {
  const [inserted] = await writeWithImage(db, { mediaId: input.imageMediaId, ownerId: userId }, () =>
    db
      .insert(table)
      .values({ ...columnsOf(input), userId, ...(options.at ? { dateAdded: options.at } : {}) })
      .returning({ id: table.id }),
  );
  if (!inserted) throw new Error("The inserted item could not be read back");
  return readItem(db, userId, inserted.id);
}

/** Replaces every field of one of the user's items (the dialog sends them all); another's is a 404. */
export async function updatePersonalInventoryItem(
  db: Db,
  userId: string,
  id: string,
  input: InventoryItemBaseWrite,
): Promise<InventoryItemDto> {
  return writeWithImage(db, { mediaId: input.imageMediaId, ownerId: userId }, () =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(table)
        .set(columnsOf(input))
        .where(owned(userId, eq(table.id, id)))
        .returning({ id: table.id });
      if (updated.length === 0) throw notFound();
      return readItem(tx, userId, id);
    }),
  );
}

/** Deletes one of the user's items; another's is a 404. */
export async function deletePersonalInventoryItem(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(owned(userId, eq(table.id, id)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}
