import { z } from "zod";

/** One stored image with its WebP renditions, smallest first; the last is the full image. */
export interface MediaDto {
  id: string;
  width: number;
  height: number;
  url: string;
  variants: { width: number; url: string }[];
}

/** ARCHITECTURE.md, Product: a listing's photo is at most 10 MB. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** spec: reseller-tools §9 — a reseller's inventory or portfolio image is at most 5 MB (enforced here). */
export const maxUserUploadBytes = 5 * 1024 * 1024;

export const mediaMessages = {
  missingFile: "Choose one image file to upload",
  notAnImage: "Only image files can be uploaded",
  /** A photo that decodes, with markup hidden in it (a JPEG/HTML polyglot): refused, and said why. */
  imageHasMarkup:
    "This image contains embedded markup or script and can't be used. Save it again from a photo editor and re-upload.",
  /** An image id that names no upload, or someone else's: both read as gone. */
  unknownImage: "This image no longer exists. Please upload it again",
} as const;

/**
 * POST /api/admin/media and /api/me/media, as multipart/form-data: one image in the field `file` per request, so the
 * uploader can show each file's progress. The server checks its size and its content.
 */
export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { message: mediaMessages.missingFile }),
});
