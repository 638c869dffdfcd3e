import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media } from "./media.schema";

/** How many public image ids one instance keeps in mind (about 5 MB): far more than the shop shows. */
const rememberedPublicIds = 50_000;

/** Who may see an image: everyone (the shop's photos) or its owner alone (a reseller's own). */
export type MediaAccess = "public" | "owner";

/**
 * Whether `viewerId` may see the image `mediaId`, and as whom: undefined for an image that does
 * not exist and for another's private one alike, so an answer never tells them apart (issue 25).
 * An image's privacy is set at upload and never changes, so the public ones are remembered and a
 * storefront photo costs no query after its first.
 */
export function createMediaAccess(db: Db) {
  const publicIds = new Set<string>();

  function remember(mediaId: string) {
    if (publicIds.size >= rememberedPublicIds) {
      const oldest = publicIds.values().next().value;
      if (oldest !== undefined) publicIds.delete(oldest);
    }
    publicIds.add(mediaId);
  }

  return async function accessOf(mediaId: string, viewerId: string | null): Promise<MediaAccess | undefined> {
    if (publicIds.has(mediaId)) return "public";
    const [row] = await db
      .select({ isPrivate: media.isPrivate, ownerUserId: media.ownerUserId })
      .from(media)
      .where(eq(media.id, mediaId))
      .limit(1);
    if (!row) return undefined;
    if (!row.isPrivate) {
      remember(mediaId);
      return "public";
    }
    return viewerId !== null && row.ownerUserId === viewerId ? "owner" : undefined;
  };
}
