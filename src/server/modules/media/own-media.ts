import { and, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type { MediaDto } from "../../../shared/media";
import { mediaMessages } from "../../../shared/media";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import type { Storage } from "../../providers/storage/storage";
import { media } from "./media.schema";
import { mediaColumns, toMediaDto } from "./media.service";

const unknownImage = () =>
  new AppError("VALIDATION_ERROR", mediaMessages.unknownImage, [
    { path: "imageMediaId", message: mediaMessages.unknownImage },
  ]);

/** Whether the upload exists, and is `ownerId`'s own when one is given, else one of the shop's (public). */
async function imageExists(db: Db, mediaId: string, ownerId?: string): Promise<boolean> {
  const [found] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), ownerId ? eq(media.ownerUserId, ownerId) : eq(media.isPrivate, false)))
    .limit(1);
  return Boolean(found);
}

/**
 * A reseller may attach only an image they uploaded themselves (POST /api/me/media): someone
 * else's upload id, guessed or copied, is answered exactly as one that does not exist.
 */
export async function requireOwnMedia(db: Db, userId: string, mediaId: string): Promise<void> {
  if (!(await imageExists(db, mediaId, userId))) throw unknownImage();
}

/**
 * One of the user's own uploads with what it looks like and its full rendition's bytes (the watch
 * analysis reads the photo it was given); another's, or none, is `undefined`.
 */
export async function readOwnImage(
  deps: { db: Db; storage: Storage },
  userId: string,
  mediaId: string,
): Promise<{ image: MediaDto; signature: string | null; bytes: Buffer } | undefined> {
  const [row] = await deps.db
    .select({ ...mediaColumns, signature: media.signature })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerUserId, userId)))
    .limit(1);
  if (!row) return undefined;
  const stored = await deps.storage.get(row.storageKey);
  if (!stored) return undefined;
  return { image: toMediaDto(row), signature: row.signature, bytes: stored.body };
}

/**
 * Runs a write that attaches `mediaId`, checked first: any of the shop's uploads for the staff (a
 * colleague's photo is the shop's; a reseller's private one is not), only their own for anyone
 * else (`ownerId`). An upload removed
 * between the check and the write (the orphan sweep) makes the foreign key refuse it, answered the
 * same way, never a 500.
 */
export async function writeWithImage<T>(
  db: Db,
  image: { mediaId: string | null | undefined; ownerId?: string },
  write: () => Promise<T>,
): Promise<T> {
  if (image.mediaId && !(await imageExists(db, image.mediaId, image.ownerId))) throw unknownImage();
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownImage();
    throw error;
  }
}

/**
 * Of `ids`, the private uploads owned by `ownerId` (null: a visitor's, owned by nobody), in their
 * order: a trade-in request may attach only photos sent with it (issue 31), never another's.
 */
export async function privateUploadsOf(
  db: Db,
  ids: readonly string[],
  ownerId: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...ids]),
        eq(media.isPrivate, true),
        ownerId === null ? isNull(media.ownerUserId) : eq(media.ownerUserId, ownerId),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => known.has(id));
}
