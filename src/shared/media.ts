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

export const mediaMessages = {
  missingFile: "Choose one image file to upload",
  notAnImage: "Only image files can be uploaded",
} as const;

/**
 * POST /api/admin/media, as multipart/form-data: one image in the field `file` per request, so the
 * uploader can show each file's progress. The server checks its size and its content.
 */
export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { message: mediaMessages.missingFile }),
});
