import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { Storage } from "../../providers/storage/storage";
import { isMediaKey } from "./media.service";

// A rendition's key names a new uuid per upload and its bytes never change, so caches keep it for good.
const cacheControl = "public, max-age=31536000, immutable";

/** Serves stored renditions at their key (GET /media/<id>/<width>.webp); mounted at the root. */
export function mediaRoutes(deps: { storage: Storage }) {
  return new Hono().get("/media/*", async (c) => {
    const key = c.req.path.slice(1);
    const object = isMediaKey(key) ? await deps.storage.get(key) : null;
    if (!object) return c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
    const etag = `"${createHash("sha256").update(object.body).digest("base64url").slice(0, 32)}"`;
    const headers = { ETag: etag, "Cache-Control": cacheControl, "X-Content-Type-Options": "nosniff" };
    const known = c.req
      .header("If-None-Match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(object.body), 200, { ...headers, "Content-Type": object.contentType });
  });
}
