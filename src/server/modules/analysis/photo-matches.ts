import { rankPhotoMatches } from "../../../shared/identification-confidence";
import type { Db } from "../../db/client";
import { listingPhotos } from "../catalog/listing-photos";
import { personalItemPhotos, storeItemPhotos } from "../inventory/item-photos";
import { type ImageSignature, signatureDistance } from "../media/image-signature";
import type { WatchPhoto } from "../media/media.service";
import { portfolioPhotos } from "../portfolio/portfolio-photos";

/** Where the shop has seen a watch's photo before. */
export type PhotoSource = "listing" | "store_inventory" | "portfolio" | "inventory";

/** One watch a photo looks like, with how sure the match is (0–100) and where its photo was seen. */
export interface PhotoMatch {
  brand: string;
  model: string;
  reference: string | null;
  confidence: number;
  distance: number;
  seenIn: PhotoSource;
  mediaId: string;
}

/**
 * Past this distance two photos are not the same watch (image-signature.ts: a re-encoded, resized
 * or cropped copy measures under 0.05, an unrelated picture over 0.15; `npm run bench:analysis`).
 */
export const matchDistanceLimit = 0.12;

type Known = WatchPhoto & { seenIn: PhotoSource };

/**
 * Every photo the shop knows with the watch it shows, from each module that keeps some: its
 * listings' galleries and its stock, and, of the resellers' photos, only the asking user's own (a
 * portfolio or inventory is private).
 */
async function knownPhotos(db: Db, userId: string | undefined): Promise<Known[]> {
  const seen = (seenIn: PhotoSource) => (photos: WatchPhoto[]) =>
    photos.map((photo) => ({ ...photo, seenIn }));
  const groups = await Promise.all([
    listingPhotos(db).then(seen("listing")),
    storeItemPhotos(db).then(seen("store_inventory")),
    userId ? portfolioPhotos(db, userId).then(seen("portfolio")) : [],
    userId ? personalItemPhotos(db, userId).then(seen("inventory")) : [],
  ]);
  return groups.flat();
}

const watchKey = (known: Pick<Known, "brand" | "model" | "reference">) =>
  [known.brand, known.reference || known.model]
    .map((part) => (part ?? "").toLowerCase().replace(/[^a-z0-9]/g, ""))
    .join("|");

/**
 * The watches a photo looks like, surest first, at most `limit`, each counted once (its nearest
 * photo), with the confidence of shared/identification-confidence.ts. None near enough: [].
 */
export async function findPhotoMatches(
  db: Db,
  signature: ImageSignature,
  options: { userId?: string; limit?: number } = {},
): Promise<PhotoMatch[]> {
  const nearest = new Map<string, Known & { distance: number }>();
  for (const known of await knownPhotos(db, options.userId)) {
    if (!known.signature || !known.brand || !known.model) continue;
    const distance = signatureDistance(signature, known.signature);
    if (distance === undefined) continue;
    const key = watchKey(known);
    const best = nearest.get(key);
    if (!best || distance < best.distance) nearest.set(key, { ...known, distance });
  }
  const byDistance = [...nearest.values()].sort((a, b) => a.distance - b.distance);
  return rankPhotoMatches(byDistance, matchDistanceLimit, options.limit ?? 3).map((watch) => ({
    brand: watch.brand ?? "",
    model: watch.model ?? "",
    reference: watch.reference,
    confidence: watch.confidence,
    distance: watch.distance,
    seenIn: watch.seenIn,
    mediaId: watch.mediaId,
  }));
}
