import type { ReadableStream } from "node:stream/web";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { catalogLimits } from "../../../shared/catalog";
import type { Db } from "../../db/client";
import type { AppEnv, SignedInEnv } from "../../http/app-env";
import type { Storage } from "../../providers/storage/storage";
import { createImageQueue } from "./image-queue";
import { tooLarge } from "./image-render";
import { createImageRenderer } from "./image-renderer";
import { storeRenderedImage } from "./media.service";

/** Who sends an upload: the signed-in user, or nobody (a visitor's trade-in photo, issue 31). */
const uploaderOf = (c: Context): string | null =>
  (c.var as { user?: { id: string } | null }).user?.id ?? null;

/** Room for the multipart boundary and part headers around the file (a long file name included). */
const multipartOverheadBytes = 64 * 1024;

/**
 * The instance's one line of uploads and its one rendering process, shared by the staff's and the
 * resellers' upload routes: a reseller's photo waits behind a listing's ten rather than rendering
 * beside them on the same cores (issue 9: uploads must not hurt shoppers).
 */
export function createImageUploads() {
  // A whole listing's photos dropped at once wait their turn rather than being refused.
  const queue = createImageQueue(1, catalogLimits.imagesPerListing);
  return { enterQueue: queue.enter, load: queue.load, renderUpload: createImageRenderer() };
}
export type ImageUploads = ReturnType<typeof createImageUploads>;

/**
 * One image per request in the multipart field `file` (shared/media.ts mediaUploadSchema, checked
 * in the image worker), answered 201 with its MediaDto and owned by the uploader: private to them
 * (`isPrivate`, a reseller's own photo) or the shop's (the staff's, public). Mounted behind a
 * guard (the admin router's, or requireUser for /api/me/media): the app's 64 KB API body limit is
 * lifted for these paths alone (app.ts), and this route's own `maxBytes` applies once the guard has
 * let someone through, so nobody anonymous can make the server read megabytes. The one exception
 * is a seller's photo for a trade-in request (issue 31): a visitor may send one, behind a per-IP
 * limit; private and owned by nobody, it is served to staff alone through its request.
 */
export function mediaUploadRoutes<Env extends AppEnv = SignedInEnv>(
  deps: { db: Db; storage: Storage; uploads: ImageUploads },
  { maxBytes, isPrivate }: { maxBytes: number; isPrivate: boolean },
) {
  const { enterQueue, renderUpload } = deps.uploads;
  return new Hono<Env>().post(
    "/",
    bodyLimit({
      maxSize: maxBytes + multipartOverheadBytes,
      onError: () => {
        throw tooLarge(maxBytes);
      },
    }),
    async (c) => {
      const { turn, leave } = enterQueue();
      try {
        const body = (c.req.raw.body ?? new Blob().stream()) as ReadableStream<Uint8Array>;
        const contentType = c.req.header("content-type") ?? "";
        const rendered = await renderUpload({ body, contentType, maxBytes }, turn);
        return c.json(
          await storeRenderedImage(deps, rendered, { ownerUserId: uploaderOf(c), isPrivate }),
          201,
        );
      } finally {
        leave();
      }
    },
  );
}
