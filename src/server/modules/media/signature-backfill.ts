import { and, asc, eq, isNull, ne, notLike, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Storage } from "../../providers/storage/storage";
import { signatureOfImage, signatureVersion, unreadableSignature } from "./image-signature";
import { media } from "./media.schema";

const batchSize = 25;
/** No signature yet, or one of an earlier version; "none" marks a file that could not be read. */
const outdated = or(
  isNull(media.signature),
  and(ne(media.signature, unreadableSignature), notLike(media.signature, `${signatureVersion}:%`)),
);

/**
 * Gives every image stored before signatures existed (migration 0010), or signed by an earlier
 * version of image-signature.ts, its signature, from its
 * stored full rendition, one at a time in the background so shoppers do not wait for it. New
 * uploads get theirs when rendered. An image whose file is gone is marked unreadable, not retried.
 */
export async function backfillImageSignatures(deps: {
  db: Db;
  storage: Storage;
  log: Logger;
}): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: media.id, storageKey: media.storageKey })
      .from(media)
      .where(outdated)
      .orderBy(asc(media.createdAt))
      .limit(batchSize);
    for (const image of batch) {
      const stored = await deps.storage.get(image.storageKey);
      const signature = stored
        ? await signatureOfImage(stored.body).catch(() => unreadableSignature)
        : unreadableSignature;
      await deps.db.update(media).set({ signature }).where(eq(media.id, image.id));
      filled += 1;
    }
    if (batch.length < batchSize) break;
  }
  if (filled > 0) deps.log.info({ filled }, "image signatures computed for earlier uploads");
  return filled;
}
