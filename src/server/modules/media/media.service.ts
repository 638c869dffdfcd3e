import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { AppError } from "../../../shared/errors";
import { type MediaDto, mediaMessages } from "../../../shared/media";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { carriesMarkup } from "./markup-sniff";
import { media } from "./media.schema";

/** Widths of the smaller WebP renditions; a width the source does not exceed is skipped. */
export const variantWidths = [320, 640, 1024, 1600] as const;
const fullMaxSize = 2000;
/** ARCHITECTURE.md, Targets: sharp's pixel limit is at most 50 megapixels. */
export const maxInputPixels = 50_000_000;
// SVG and PDF are decodable by sharp but are documents, not photographs: refused.
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const mediaKeyPattern =
  /^media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{1,5}\.webp$/;

type MediaRow = typeof media.$inferSelect;
type StoredImage = Pick<MediaRow, "id" | "storageKey" | "width" | "height" | "variants">;
/** An image whose renditions are in storage but whose media row is not written yet. */
export type PreparedImage = typeof media.$inferInsert & StoredImage;

/** The public address of a stored object; media keys already start with "media/". */
export function mediaUrl(key: string): string {
  return `/${key}`;
}

/** Whether a key names a rendition written by this module (the only objects served publicly). */
export function isMediaKey(key: string): boolean {
  return mediaKeyPattern.test(key);
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

const unsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.notAnImage);

/** Auto-oriented 8-bit pixels of the full rendition, decoded once for every width. */
async function decodeFull(bytes: Buffer) {
  // Reading the header decodes no pixels, so sharp's own limit is lifted here: a pixel flood gets
  // the clear dimensions answer below rather than "not an image".
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  if (!acceptedFormats.has(metadata.format) || carriesMarkup(bytes, metadata.format)) throw unsupported();
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError("PAYLOAD_TOO_LARGE", "Image dimensions are too large (at most 50 megapixels)");
  }
  return sharp(bytes, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: fullMaxSize, height: fullMaxSize, fit: "inside", withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unsupported();
    });
}

// Web Crypto hashes on libuv's thread pool: 10 MB would hold the event loop for tens of milliseconds.
async function sha256Hex(bytes: Buffer): Promise<string> {
  return Buffer.from(await crypto.subtle.digest("SHA-256", bytes as Buffer<ArrayBuffer>)).toString("hex");
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

/**
 * Checks an upload by its content, strips its metadata and writes its WebP renditions to storage,
 * without writing the media row (the seed writes many rows in one transaction).
 */
export async function prepareImage(
  storage: Storage,
  input: { bytes: Buffer; ownerUserId?: string | null; maxBytes: number },
): Promise<PreparedImage> {
  const { bytes, maxBytes } = input;
  if (bytes.length > maxBytes) {
    const megabytes = Number((maxBytes / 1_048_576).toFixed(1));
    throw new AppError("PAYLOAD_TOO_LARGE", `Images must be ${megabytes} MB or smaller`);
  }
  if (bytes.length === 0) throw unsupported();
  const { data, info } = await decodeFull(bytes);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const id = randomUUID();
  const keyOf = (width: number) => `media/${id}/${width}.webp`;
  const variants: PreparedImage["variants"] = [];
  const stored: PreparedImage = {
    id,
    ownerUserId: input.ownerUserId ?? null,
    storageKey: keyOf(info.width),
    sha256: await sha256Hex(bytes),
    contentType: "image/webp",
    width: info.width,
    height: info.height,
    bytes: 0,
    variants,
  };
  try {
    // One rendition at a time: an upload keeps to one core so shoppers' requests keep theirs.
    for (const width of variantWidths.filter((candidate) => candidate < info.width)) {
      const body = await sharp(data, { raw }).resize({ width }).webp({ quality: 80 }).toBuffer();
      await storage.put(keyOf(width), body, "image/webp");
      variants.push({ width, key: keyOf(width), bytes: body.length });
    }
    const full = await sharp(data, { raw }).webp({ quality: 82 }).toBuffer();
    await storage.put(stored.storageKey, full, "image/webp");
    stored.bytes = full.length;
  } catch (error) {
    await deleteRenditions(storage, stored);
    throw error;
  }
  return stored;
}

/** Stores an uploaded image (see prepareImage) and records it; spec limits come in as maxBytes. */
export async function storeImage(
  deps: { db: Db; storage: Storage },
  input: { bytes: Buffer; ownerUserId?: string | null; maxBytes: number },
): Promise<MediaDto> {
  const prepared = await prepareImage(deps.storage, input);
  try {
    await recordImages(deps.db, [prepared]);
  } catch (error) {
    await deleteRenditions(deps.storage, prepared);
    throw error;
  }
  return toMediaDto(prepared);
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

/** The given media ids that name no stored image (a listing may only show images that exist). */
export async function findMissingMedia(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(inArray(media.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
