import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { media } from "./media.schema";

/**
 * Of `ids`, the private uploads: a record that keeps photos away from the public (a watch's
 * inspection, issue 31) takes only those, so nothing public is linked as if it were secret.
 */
export async function privateMediaIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, [...ids]), eq(media.isPrivate, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A private image's full rendition, for a route that has already decided its viewer may see it
 * (the inspection's staff-only route): /media serves private images to their uploader alone.
 */
export async function readPrivateImage(
  deps: { db: Db; storage: Storage },
  mediaId: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const [row] = await deps.db
    .select({ storageKey: media.storageKey })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.isPrivate, true)));
  return row ? ((await deps.storage.get(row.storageKey)) ?? undefined) : undefined;
}
