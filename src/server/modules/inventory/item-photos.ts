import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaJoin, type WatchPhoto, watchPhotoColumns } from "../media/media.service";
import { personalInventoryItems, storeInventoryItems } from "./inventory.schema";

/** The photos of the shop's stock, with the watch each shows (issue 12). */
export function storeItemPhotos(db: Db): Promise<WatchPhoto[]> {
  const table = storeInventoryItems;
  return db
    .select({ ...watchPhotoColumns, brand: table.make, model: table.model, reference: table.reference })
    .from(table)
    .innerJoin(...mediaJoin(table.imageMediaId));
}

/** The photos of one reseller's own stock: theirs alone. */
export function personalItemPhotos(db: Db, userId: string): Promise<WatchPhoto[]> {
  const table = personalInventoryItems;
  return db
    .select({ ...watchPhotoColumns, brand: table.make, model: table.model, reference: table.reference })
    .from(table)
    .innerJoin(...mediaJoin(table.imageMediaId))
    .where(eq(table.userId, userId));
}
