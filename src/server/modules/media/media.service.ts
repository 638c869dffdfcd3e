import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { MediaDto } from "../../../shared/media";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { type RenderedImage, renderImage, tooLarge } from "./image-render";
import { media } from "./media.schema";

const mediaKeyPattern =
  /^media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/\d{1,5}\.webp$/;

type MediaRow = typeof media.$inferSelect;
type StoredImage = Pick<MediaRow, "id" | "storageKey" | "width" | "height" | "variants">;
/** An image whose renditions are in storage but whose media row is not written yet. */
export type PreparedImage = typeof media.$inferInsert & StoredImage;

/** The public address of a stored object; media keys already start with "media/". */
export function mediaUrl(key: string): string {
  return `/${key}`;
}

/** The image a key names a rendition of, when it is one written by this module (the only objects served). */
export function mediaIdOfKey(key: string): string | undefined {
  return mediaKeyPattern.exec(key)?.[1];
}

/**
 * Whose an upload is: the shop's (public; whoever on the staff uploaded it) or, private, a user's
 * own (their inventory, portfolio or a photo to analyse), served to them alone (media.routes.ts).
 */
export interface MediaOwner {
  ownerUserId?: string | null;
  isPrivate?: boolean;
}

export function toMediaDto(image: StoredImage): MediaDto {
  const variants = image.variants.map((variant) => ({ width: variant.width, url: mediaUrl(variant.key) }));
  const url = mediaUrl(image.storageKey);
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    url,
    variants: [...variants, { width: image.width, url }],
  };
}

/** Every object an image has in storage: its full rendition and the smaller ones. */
export function renditionKeys(image: Pick<StoredImage, "storageKey" | "variants">): string[] {
  return [image.storageKey, ...image.variants.map((variant) => variant.key)];
}

/** Cleanup after a failed upload, best effort: the upload answers its own error, not this one. */
export async function deleteRenditions(
  storage: Storage,
  image: Pick<StoredImage, "storageKey" | "variants">,
) {
  await Promise.all(renditionKeys(image).map((key) => storage.delete(key).catch(() => {})));
}

/** Writes rendered renditions to storage, under a new id, without writing the media row. */
export async function writeRenditions(
  storage: Storage,
  rendered: RenderedImage,
  { ownerUserId = null, isPrivate = false }: MediaOwner = {},
): Promise<PreparedImage> {
  const { width, height, sha256, signature, renditions } = rendered;
  const id = randomUUID();
  const keyOf = (size: number) => `media/${id}/${size}.webp`;
  const full = renditions[renditions.length - 1];
  const stored: PreparedImage = {
    id,
    ownerUserId,
    isPrivate,
    storageKey: keyOf(width),
    sha256,
    signature,
    contentType: "image/webp",
    width,
    height,
    bytes: full?.body.length ?? 0,
    variants: renditions
      .filter((rendition) => rendition !== full)
      .map((rendition) => ({
        width: rendition.width,
        key: keyOf(rendition.width),
        bytes: rendition.body.length,
      })),
  };
  try {
    for (const rendition of renditions) {
      await storage.put(keyOf(rendition.width), Buffer.from(rendition.body), "image/webp");
    }
  } catch (error) {
    await deleteRenditions(storage, stored);
    throw error;
  }
  return stored;
}

/**
 * Checks image bytes by their content, strips their metadata and writes their WebP renditions to
 * storage, rendering in this process, without writing the media row (the seed writes many rows in
 * one transaction). Uploads render in the image worker instead (media-upload.routes.ts).
 */
export async function prepareImage(
  storage: Storage,
  input: MediaOwner & { bytes: Buffer; maxBytes: number },
): Promise<PreparedImage> {
  if (input.bytes.length > input.maxBytes) throw tooLarge(input.maxBytes);
  return writeRenditions(storage, await renderImage(input.bytes), input);
}

async function record(deps: { db: Db; storage: Storage }, prepared: PreparedImage): Promise<MediaDto> {
  try {
    await recordImages(deps.db, [prepared]);
  } catch (error) {
    await deleteRenditions(deps.storage, prepared);
    throw error;
  }
  return toMediaDto(prepared);
}

/** Stores image bytes (see prepareImage) and records them; spec limits come in as maxBytes. */
export async function storeImage(
  deps: { db: Db; storage: Storage },
  input: MediaOwner & { bytes: Buffer; maxBytes: number },
): Promise<MediaDto> {
  return record(deps, await prepareImage(deps.storage, input));
}

/** Stores and records an image the image worker rendered. */
export async function storeRenderedImage(
  deps: { db: Db; storage: Storage },
  rendered: RenderedImage,
  owner: MediaOwner,
): Promise<MediaDto> {
  return record(deps, await writeRenditions(deps.storage, rendered, owner));
}

/** Records images already stored by prepareImage, in one statement (the demo seed's galleries). */
export async function recordImages(db: Db, images: readonly PreparedImage[]): Promise<void> {
  if (images.length > 0) await db.insert(media).values([...images]);
}

/**
 * For one-query reads (see catalog.service selectCards): the join onto the image a row points at,
 * as `.leftJoin(...mediaJoin(column))`, and the columns such a query may select; toMediaDto turns
 * them into the image a client sees.
 */
export function mediaJoin(mediaId: AnyPgColumn) {
  return [media, eq(media.id, mediaId)] as const;
}

export const mediaColumns = {
  id: media.id,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  variants: media.variants,
};

/**
 * A photo with what it looks like (image-signature.ts) and the watch its owner says it shows: what
 * each module that keeps photos of watches lends the watch analysis (issue 12).
 */
export interface WatchPhoto {
  mediaId: string;
  signature: string | null;
  brand: string | null;
  model: string | null;
  reference: string | null;
}

/** The media columns of a `WatchPhoto`, for a query joined with `mediaJoin`. */
export const watchPhotoColumns = { mediaId: media.id, signature: media.signature };

/**
 * The given media ids that name none of the shop's stored images: a listing may only show images
 * that exist and are public (a reseller's own photo reads as missing, never made public by it).
 */
export async function findMissingMedia(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, [...ids]), eq(media.isPrivate, false)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
