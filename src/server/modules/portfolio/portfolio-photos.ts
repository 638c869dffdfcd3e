import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaJoin, type WatchPhoto, watchPhotoColumns } from "../media/media.service";
import { portfolioItems } from "./portfolio.schema";

/** The photos of one reseller's portfolio, with the watch each shows: theirs alone (issue 12). */
export function portfolioPhotos(db: Db, userId: string): Promise<WatchPhoto[]> {
  const table = portfolioItems;
  return db
    .select({ ...watchPhotoColumns, brand: table.brand, model: table.model, reference: table.reference })
    .from(table)
    .innerJoin(...mediaJoin(table.imageMediaId))
    .where(eq(table.userId, userId));
}
