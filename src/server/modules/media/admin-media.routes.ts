import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { catalogLimits } from "../../../shared/catalog";
import { AppError } from "../../../shared/errors";
import { maxUploadBytes, mediaUploadSchema } from "../../../shared/media";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import type { Storage } from "../../providers/storage/storage";
import { createImageQueue } from "./image-queue";
import { storeImage } from "./media.service";

/** Room for the multipart boundary and part headers around the file (a long file name included). */
const multipartOverheadBytes = 64 * 1024;
const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `Images must be ${maxUploadBytes / 1_048_576} MB or smaller`);

/**
 * The listings studio's photo uploads (issue 9), behind the admin router's one guard: one image per
 * request in the multipart field `file`, answered 201 with its MediaDto. The app's 64 KB API body
 * limit is lifted for this path alone (app.ts), and this route's own limit applies once the guard
 * has let an admin through, so nobody else can make the server read megabytes.
 */
export function adminMediaRoutes(deps: { db: Db; storage: Storage }) {
  // A whole listing's photos dropped at once wait their turn rather than being refused.
  const queue = createImageQueue(1, catalogLimits.imagesPerListing);
  return new Hono<AdminEnv>().post(
    "/",
    queue,
    bodyLimit({
      maxSize: maxUploadBytes + multipartOverheadBytes,
      onError: () => {
        throw tooLarge();
      },
    }),
    validate("form", mediaUploadSchema),
    async (c) => {
      const bytes = Buffer.from(await c.req.valid("form").file.arrayBuffer());
      const image = await storeImage(deps, { bytes, ownerUserId: c.var.user.id, maxBytes: maxUploadBytes });
      return c.json(image, 201);
    },
  );
}
