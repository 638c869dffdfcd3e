import { createHash } from "node:crypto";
import sharp from "sharp";
import { AppError, refusal } from "../../../shared/errors";
import { mediaMessages, mediaUploadSchema } from "../../../shared/media";
import { validationError } from "../../http/errors";
import { type ImageSignature, signatureOfPixels } from "./image-signature";
import { carriesMarkup } from "./markup-sniff";

/** Widths of the smaller WebP renditions; a width the source does not exceed is skipped. */
export const variantWidths = [320, 640, 1024, 1600] as const;
const fullMaxSize = 2000;
/** ARCHITECTURE.md, Targets: sharp's pixel limit is at most 50 megapixels. */
export const maxInputPixels = 50_000_000;
// SVG and PDF are decodable by sharp but are documents, not photographs: refused.
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/** An upload's WebP renditions, smallest first; the last is the full image. */
export interface RenderedImage {
  width: number;
  height: number;
  sha256: string;
  signature: ImageSignature;
  renditions: { width: number; body: Uint8Array }[];
}

export const notAnImage = () => new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.notAnImage);

/** A real image carrying markup (markup-sniff.ts): the uploader is told why, and how to fix it. */
const carriesMarkupRefusal = () =>
  refusal("UNSUPPORTED_MEDIA_TYPE", "IMAGE_HAS_MARKUP", mediaMessages.imageHasMarkup);

export function tooLarge(maxBytes: number): AppError {
  const megabytes = Number((maxBytes / 1_048_576).toFixed(1));
  return new AppError("PAYLOAD_TOO_LARGE", `Images must be ${megabytes} MB or smaller`);
}

/** Auto-oriented 8-bit pixels of the full rendition, decoded once for every width. */
async function decodeFull(bytes: Buffer) {
  // Reading the header decodes no pixels, so sharp's own limit is lifted here: a pixel flood gets
  // the clear dimensions answer below rather than "not an image".
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!acceptedFormats.has(metadata.format)) throw notAnImage();
  if (carriesMarkup(bytes, metadata.format)) throw carriesMarkupRefusal();
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError("PAYLOAD_TOO_LARGE", "Image dimensions are too large (at most 50 megapixels)");
  }
  return sharp(bytes, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: fullMaxSize, height: fullMaxSize, fit: "inside", withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
}

/**
 * Checks image bytes by their content and renders them as WebP, auto-oriented first; sharp writes
 * no metadata unless told to, so EXIF (GPS included) never reaches a rendition.
 */
export async function renderImage(input: Uint8Array): Promise<RenderedImage> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length === 0) throw notAnImage();
  const { data, info } = await decodeFull(bytes);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const renditions: RenderedImage["renditions"] = [];
  for (const width of variantWidths.filter((candidate) => candidate < info.width)) {
    renditions.push({
      width,
      body: await sharp(data, { raw }).resize({ width }).webp({ quality: 80 }).toBuffer(),
    });
  }
  renditions.push({ width: info.width, body: await sharp(data, { raw }).webp({ quality: 82 }).toBuffer() });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const signature = await signatureOfPixels({ data, ...raw });
  return { width: info.width, height: info.height, sha256, signature, renditions };
}

/**
 * An upload as it came over the wire (multipart/form-data, saved to a file as it arrived): the
 * form is read and checked with the shared schema here, in the image worker, so the server's
 * event loop never parses or copies megabytes.
 */
export async function renderUpload(upload: Uint8Array<ArrayBuffer>, contentType: string, maxBytes: number) {
  const form = await new Response(upload, { headers: { "content-type": contentType } })
    .formData()
    .catch(() => new FormData());
  const files = form.getAll("file");
  const parsed = mediaUploadSchema.safeParse({ file: files.length === 1 ? files[0] : files });
  if (!parsed.success) throw validationError(parsed.error);
  if (parsed.data.file.size > maxBytes) throw tooLarge(maxBytes);
  return renderImage(new Uint8Array(await parsed.data.file.arrayBuffer()));
}
