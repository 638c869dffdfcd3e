import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { Storage } from "../../providers/storage/storage";
import { mediaIdOfKey } from "./media.service";
import { createMediaAccess, type MediaAccess } from "./media-access";

const cacheControl: Record<MediaAccess, Record<string, string>> = {
  // A rendition's key names a new uuid per upload and its bytes never change, so caches keep it for good.
  public: { "Cache-Control": "public, max-age=31536000, immutable" },
  // A reseller's own photo: never in a shared cache, and asked again each time (a cheap 304), so
  // the browser shows it to nobody else after its owner signs out.
  owner: { "Cache-Control": "private, no-cache", Vary: "Cookie" },
};

/**
 * Serves stored renditions at their key (GET /media/<id>/<width>.webp); mounted at the root,
 * behind the session. The shop's photos to anyone; a private one to its owner alone, and to anyone
 * else exactly as a photo that does not exist (404, never 403: decision 021).
 */
export function mediaRoutes(deps: { db: Db; storage: Storage }) {
  const accessOf = createMediaAccess(deps.db);
  return new Hono<AppEnv>().get("/media/*", async (c) => {
    const key = c.req.path.slice(1);
    const mediaId = mediaIdOfKey(key);
    const access = mediaId ? await accessOf(mediaId, c.var.user?.id ?? null) : undefined;
    const object = access ? await deps.storage.get(key) : null;
    // The same for a photo that does not exist and another's private one; kept by no cache, so
    // its owner is never answered with what a proxy kept for someone else.
    if (!access || !object)
      return c.json({ code: "NOT_FOUND", message: "Not found" }, 404, { "Cache-Control": "no-store" });
    const etag = `"${createHash("sha256").update(object.body).digest("base64url").slice(0, 32)}"`;
    const headers = { ETag: etag, ...cacheControl[access], "X-Content-Type-Options": "nosniff" };
    const known = c.req
      .header("If-None-Match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(object.body), 200, { ...headers, "Content-Type": object.contentType });
  });
}
