import type { ReadableStream } from "node:stream/web";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { catalogLimits } from "../../../shared/catalog";
import { maxUploadBytes } from "../../../shared/media";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import type { Storage } from "../../providers/storage/storage";
import { createImageQueue } from "./image-queue";
import { tooLarge } from "./image-render";
import { createImageRenderer } from "./image-renderer";
import { storeRenderedImage } from "./media.service";

/** Room for the multipart boundary and part headers around the file (a long file name included). */
const multipartOverheadBytes = 64 * 1024;

/**
 * The listings studio's photo uploads (issue 9), behind the admin router's one guard: one image per
 * request in the multipart field `file` (shared/media.ts mediaUploadSchema, checked in the image
 * worker), answered 201 with its MediaDto. The app's 64 KB API body limit is lifted for this path
 * alone (app.ts), and this route's own limit applies once the guard has let an admin through, so
 * nobody else can make the server read megabytes.
 */
export function adminMediaRoutes(deps: { db: Db; storage: Storage }) {
  // A whole listing's photos dropped at once wait their turn rather than being refused.
  const enterQueue = createImageQueue(1, catalogLimits.imagesPerListing);
  const renderUpload = createImageRenderer();
  return new Hono<AdminEnv>().post(
    "/",
    bodyLimit({
      maxSize: maxUploadBytes + multipartOverheadBytes,
      onError: () => {
        throw tooLarge(maxUploadBytes);
      },
    }),
    async (c) => {
      const { turn, leave } = enterQueue();
      try {
        const body = (c.req.raw.body ?? new Blob().stream()) as ReadableStream<Uint8Array>;
        const contentType = c.req.header("content-type") ?? "";
        const rendered = await renderUpload({ body, contentType, maxBytes: maxUploadBytes }, turn);
        return c.json(await storeRenderedImage(deps, rendered, c.var.user.id), 201);
      } finally {
        leave();
      }
    },
  );
}
