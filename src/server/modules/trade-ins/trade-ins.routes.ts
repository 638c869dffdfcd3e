import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { maxUserUploadBytes } from "../../../shared/media";
import {
  type TradeInReceiptDto,
  tradeInActionSchema,
  tradeInIdParamSchema,
  tradeInPhotoParamSchema,
  tradeInQuerySchema,
  tradeInSubmitSchema,
} from "../../../shared/trade-in-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { MarketProvider } from "../../providers/market/market";
import type { Storage } from "../../providers/storage/storage";
import { type ImageUploads, mediaUploadRoutes } from "../media/media-upload.routes";
import { readPrivateImage } from "../media/private-media";
import { actOnTradeIn, getTradeIn, isTradeInPhoto, listTradeIns, submitTradeIn } from "./trade-ins.service";

/** A seller sends one request, perhaps corrected once or twice: more from one address is a script. */
export const tradeInRateLimit = { limit: 5, windowSeconds: 600 };
/** Each request carries at most 6 photos: two requests' worth, and a few sent again. */
export const tradeInPhotoRateLimit = { limit: 15, windowSeconds: 600 };

interface TradeInRouteDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  market: MarketProvider | undefined;
  storage: Storage;
  uploads: ImageUploads;
  publicUrl: string;
  trustProxy: ProxyTrust;
}

/**
 * /api/trade-ins (issue 31): a visitor or a signed-in shopper sends a watch to sell or trade in and
 * is answered at once with the indicative offer. Abuse is kept out as on the contact form: a limit
 * per address (in PostgreSQL, shared by every instance) and a honeypot answered as if it worked.
 * Photos go first to /photos, private and one per request, behind a limit of their own that is
 * counted before a byte of the image is read.
 */
export function tradeInRoutes(deps: TradeInRouteDeps) {
  return new Hono<AppEnv>()
    .route(
      "/photos",
      new Hono<AppEnv>()
        .use(limitPerIp(deps, "trade-in-photo", tradeInPhotoRateLimit))
        .route("/", mediaUploadRoutes<AppEnv>(deps, { maxBytes: maxUserUploadBytes, isPrivate: true })),
    )
    .post(
      "/",
      limitPerIp(deps, "trade-in", tradeInRateLimit),
      validate("json", tradeInSubmitSchema),
      async (c) => {
        const { website, ...request } = c.req.valid("json");
        // The honeypot was filled: the bot is shown a receipt like any other, and nothing is kept or sent.
        if (website) {
          const receipt: TradeInReceiptDto = {
            id: randomUUID(),
            estimate: { kind: "none", reason: "no_data", sampleSize: 0 },
          };
          return c.json(receipt, 201);
        }
        return c.json(
          await submitTradeIn({ ...deps, log: deps.logger }, request, c.var.user?.id ?? null),
          201,
        );
      },
    );
}

/** /api/admin/trade-ins — the staff queue (issue 31); the admin guard and "inventory" are mounted above it. */
export function adminTradeInRoutes(deps: {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  trustProxy: ProxyTrust;
}) {
  const { db } = deps;
  return (
    new Hono<AdminEnv>()
      .get("/", validate("query", tradeInQuerySchema), async (c) =>
        c.json(await listTradeIns(db, c.req.valid("query"))),
      )
      .get("/:id", validate("param", tradeInIdParamSchema), async (c) =>
        c.json(await getTradeIn(db, c.req.valid("param").id)),
      )
      .patch(
        "/:id",
        validate("param", tradeInIdParamSchema),
        validate("json", tradeInActionSchema),
        async (c) => {
          const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
          return c.json(await actOnTradeIn(deps, actor, c.req.valid("param").id, c.req.valid("json")));
        },
      )
      // A seller's photo, to staff only and only through its request (decision 021: a private photo
      // is never on /media for anyone but its owner); kept by no cache.
      .get("/:id/photos/:mediaId", validate("param", tradeInPhotoParamSchema), async (c) => {
        const { id, mediaId } = c.req.valid("param");
        const object = (await isTradeInPhoto(db, id, mediaId))
          ? await readPrivateImage(deps, mediaId)
          : undefined;
        if (!object) return c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
        return c.body(new Uint8Array(object.body), 200, {
          "Content-Type": object.contentType,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        });
      })
  );
}
