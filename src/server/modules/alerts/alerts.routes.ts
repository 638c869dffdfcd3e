import { Hono } from "hono";
import {
  alertTokenSchema,
  favoriteAlertSettingsSchema,
  guestSaveSearchSchema,
  savedSearchIdSchema,
  saveSearchSchema,
  updateSavedSearchSchema,
} from "../../../shared/alert-schemas";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { ProxyTrust } from "../../http/client-ip";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Mailer } from "../../providers/mail/mail";
import type { AlertChannels } from "./alert-channels";
import {
  confirmGuestSearch,
  deleteSavedSearch,
  getFavoriteAlertSettings,
  listSavedSearches,
  readConfirmLink,
  readUnsubscribeLink,
  saveGuestSearch,
  saveSearch,
  setFavoriteAlertSettings,
  unsubscribe,
  updateSavedSearch,
} from "./saved-searches.service";

export interface AlertRouteDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  alertChannels: AlertChannels;
  publicUrl: string;
  trustProxy: ProxyTrust;
}

/** The secret the links are signed with: better-auth's, the same on every instance. */
const secretOf = (auth: Auth) => async () => (await auth.$context).secret;

/**
 * A guest's subscription mails a confirmation link to the address typed: a few an hour per
 * network address, so the form cannot be used to send mail to strangers in bulk.
 */
const guestSearchesPerIp = { limit: 10, windowSeconds: 60 * 60 };

/** Issue 30: the signed-in shopper's saved searches (/api/me/saved-searches). */
export function savedSearchRoutes(deps: AlertRouteDeps) {
  const channels = deps.alertChannels;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ items: await listSavedSearches(deps.db, c.var.user.id) }))
    .post("/", validate("json", saveSearchSchema), async (c) => {
      const saved = await saveSearch({ db: deps.db, channels }, c.var.user.id, c.req.valid("json"));
      return c.json(saved.search, saved.created ? 201 : 200);
    })
    .patch(
      "/:id",
      validate("param", savedSearchIdSchema),
      validate("json", updateSavedSearchSchema),
      async (c) =>
        c.json(
          await updateSavedSearch(
            { db: deps.db, channels },
            c.var.user.id,
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        ),
    )
    .delete("/:id", validate("param", savedSearchIdSchema), async (c) => {
      await deleteSavedSearch(deps.db, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true as const });
    });
}

/** Issue 30: the account's consent to its favourites' alerts (/api/me/favorite-alerts). */
export function favoriteAlertRoutes(deps: AlertRouteDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await getFavoriteAlertSettings(deps.db, c.var.user.id)))
    .put("/", validate("json", favoriteAlertSettingsSchema), async (c) =>
      c.json(
        await setFavoriteAlertSettings(
          { db: deps.db, channels: deps.alertChannels },
          c.var.user.id,
          c.req.valid("json"),
        ),
      ),
    );
}

/**
 * Issue 30, open to anyone: the channels offered, a guest's search, and the links of the alert
 * e-mails. A link's token is its key (alert-links.ts). `POST /unsubscribe` is also the address of
 * the mails' `List-Unsubscribe` header: a mail client POSTs `List-Unsubscribe=One-Click` there
 * from its own servers (RFC 8058), so the answer depends on the token alone, never on the body.
 */
export function alertRoutes(deps: AlertRouteDeps) {
  const secret = secretOf(deps.auth);
  return new Hono<AppEnv>()
    .get("/options", (c) => c.json({ channels: deps.alertChannels.offered() }))
    .post(
      "/guest-searches",
      limitPerIp(deps, "guest-search", guestSearchesPerIp),
      validate("json", guestSaveSearchSchema),
      async (c) => {
        await saveGuestSearch(
          {
            db: deps.db,
            channels: deps.alertChannels,
            mailer: deps.mailer,
            publicUrl: deps.publicUrl,
            secret: await secret(),
            log: c.var.logger,
          },
          c.req.valid("json"),
        );
        return c.json({ pending: true as const }, 202);
      },
    )
    .get("/confirm", validate("query", alertTokenSchema), async (c) =>
      c.json(await readConfirmLink({ db: deps.db, secret: await secret() }, c.req.valid("query").token)),
    )
    .post("/confirm", validate("query", alertTokenSchema), async (c) =>
      c.json(await confirmGuestSearch({ db: deps.db, secret: await secret() }, c.req.valid("query").token)),
    )
    .get("/unsubscribe", validate("query", alertTokenSchema), async (c) =>
      c.json(await readUnsubscribeLink({ db: deps.db, secret: await secret() }, c.req.valid("query").token)),
    )
    .post("/unsubscribe", validate("query", alertTokenSchema), async (c) =>
      c.json(await unsubscribe({ db: deps.db, secret: await secret() }, c.req.valid("query").token)),
    );
}
