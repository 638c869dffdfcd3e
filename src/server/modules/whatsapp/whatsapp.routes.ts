import { Hono } from "hono";
import { refusal } from "../../../shared/errors";
import {
  whatsAppCodeSchema,
  whatsAppHandshakeSchema,
  whatsAppNumberSchema,
} from "../../../shared/whatsapp-schemas";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import type { WhatsApp } from "../../providers/whatsapp/whatsapp";
import { applyWhatsAppEvents, sendRecorded } from "./whatsapp-messages";
import {
  confirmNumberCode,
  getWhatsAppSettings,
  removeNumber,
  requestNumberCode,
} from "./whatsapp-numbers.service";
import { listUndeliveredWhatsApp } from "./whatsapp-undelivered";

export interface WhatsAppRouteDeps {
  db: Db;
  whatsapp: WhatsApp;
}

/** Issue 30: the signed-in shopper's WhatsApp number (/api/me/whatsapp): add, confirm, remove. */
export function whatsAppNumberRoutes(deps: WhatsAppRouteDeps) {
  const { db, whatsapp } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await getWhatsAppSettings(db, whatsapp.configured, c.var.user.id)))
    .post("/", validate("json", whatsAppNumberSchema), async (c) => {
      const userId = c.var.user.id;
      const log = c.var.logger;
      const number = await requestNumberCode(
        {
          db,
          isAvailable: whatsapp.configured,
          // The one message that goes to a number before it is confirmed: its own code.
          send: (to, language, code) =>
            sendRecorded(
              { db, whatsapp, log },
              { userId, to, language, template: "number_confirmation", values: [code] },
            ),
        },
        userId,
        c.req.valid("json"),
      );
      return c.json(number, 202);
    })
    .post("/confirm", validate("json", whatsAppCodeSchema), async (c) =>
      c.json(await confirmNumberCode(db, c.var.user.id, c.req.valid("json").code)),
    )
    .delete("/", async (c) => {
      await removeNumber(db, c.var.user.id);
      return c.json({ deleted: true as const });
    });
}

/**
 * Issue 30: Meta's webhook (/api/whatsapp/webhook). The GET is the subscription handshake; the
 * POSTs carry delivery statuses and shoppers' replies, signed with the app secret over the raw
 * body. They come from Meta's servers with no Origin header, which the same-origin rule lets
 * through (http/same-origin.ts), so the signature alone decides: none is 401, a wrong one 403,
 * and nothing is read before it holds. A signed delivery with nothing the shop reads is 200, so
 * Meta does not retry it.
 */
export function whatsAppWebhookRoutes(deps: WhatsAppRouteDeps) {
  const { db, whatsapp } = deps;
  return new Hono<AppEnv>()
    .get("/webhook", validate("query", whatsAppHandshakeSchema), (c) => {
      const query = c.req.valid("query");
      const challenge = whatsapp.verifySubscription({
        mode: query["hub.mode"],
        token: query["hub.verify_token"],
        challenge: query["hub.challenge"],
      });
      if (challenge === undefined)
        throw refusal("FORBIDDEN", "WEBHOOK_REJECTED", "The subscription could not be verified");
      return c.text(challenge);
    })
    .post("/webhook", async (c) => {
      if (!whatsapp.configured)
        throw refusal("NOT_FOUND", "WHATSAPP_UNAVAILABLE", "This shop does not send WhatsApp messages");
      const signature = c.req.header("x-hub-signature-256");
      if (!signature) throw refusal("UNAUTHENTICATED", "WEBHOOK_REJECTED", "The delivery is not signed");
      const events = whatsapp.readEvents(await c.req.text(), signature);
      if (!events) {
        c.var.logger.warn("a WhatsApp webhook delivery with a wrong signature was refused");
        throw refusal("FORBIDDEN", "WEBHOOK_REJECTED", "The delivery's signature does not hold");
      }
      const changed = await applyWhatsAppEvents(db, events);
      return c.json({ received: events.length, changed });
    });
}

/** Staff read the WhatsApp messages not delivered beside the undelivered mail (decision 027). */
export function whatsAppOutboxRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>().get("/", async (c) =>
    c.json({ messages: await listUndeliveredWhatsApp(deps.db) }),
  );
}
