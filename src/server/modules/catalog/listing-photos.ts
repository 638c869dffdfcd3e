import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaJoin, type WatchPhoto, watchPhotoColumns } from "../media/media.service";
import { listingImages, listings } from "./catalog.schema";

/** Every photo of every listing that names its brand, with the watch it shows (issue 12). */
export function listingPhotos(db: Db): Promise<WatchPhoto[]> {
  return db
    .select({
      ...watchPhotoColumns,
      brand: listings.brand,
      model: listings.model,
      reference: listings.reference,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .innerJoin(...mediaJoin(listingImages.mediaId))
    .where(isNotNull(listings.brand));
}
