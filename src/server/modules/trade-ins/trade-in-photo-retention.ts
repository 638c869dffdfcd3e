import { and, eq, inArray, lt } from "drizzle-orm";
import { declinedPhotoRetentionDays } from "../../../shared/trade-in-lifecycle";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Storage } from "../../providers/storage/storage";
import { deleteUnreferencedMedia } from "../media/orphan-sweep";
import { tradeInPhotos, tradeInRequests } from "./trade-ins.schema";

const dayMs = 24 * 60 * 60 * 1000;
/** Photos one transaction removes; PGlite runs nothing else meanwhile, so it stays short. */
const batchSize = 25;

/**
 * Deletes the photos of requests declined more than `declinedPhotoRetentionDays` ago (long enough for
 * a seller to come back with papers, or for the same watch to be recognised when offered again): their links,
 * their media rows and every rendition in storage, the files before each batch commits (so a storage
 * failure leaves them for the next run). Safe in several instances at once: a batch locks its links,
 * skipping those another sweep holds. A declined request is final, so its `updated_at` is when it
 * was declined.
 */
export async function deleteExpiredTradeInPhotos(
  deps: { db: Db; storage: Storage; log: Logger },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - declinedPhotoRetentionDays * dayMs);
  let removed = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const links = await tx
        .select({ mediaId: tradeInPhotos.mediaId })
        .from(tradeInPhotos)
        .innerJoin(tradeInRequests, eq(tradeInRequests.id, tradeInPhotos.requestId))
        .where(and(eq(tradeInRequests.status, "declined"), lt(tradeInRequests.updatedAt, cutoff)))
        .limit(batchSize)
        .for("update", { of: tradeInPhotos, skipLocked: true });
      if (links.length === 0) return { links: 0, deleted: 0 };
      const ids = links.map((link) => link.mediaId);
      await tx.delete(tradeInPhotos).where(inArray(tradeInPhotos.mediaId, ids));
      return { links: links.length, deleted: await deleteUnreferencedMedia(tx, deps.storage, ids) };
    });
    removed += batch.deleted;
    if (batch.links < batchSize) break;
  }
  if (removed > 0) deps.log.info({ removed }, "deleted the photos of declined trade-in requests");
  return removed;
}

/** Runs the retention every hour in this instance; the timer never keeps the process alive. */
export function scheduleTradeInPhotoRetention(
  deps: { db: Db; storage: Storage; log: Logger },
  everyMs = 3_600_000,
) {
  const run = () =>
    deleteExpiredTradeInPhotos(deps).catch((error) =>
      deps.log.warn({ err: error }, "trade-in photo retention failed"),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
