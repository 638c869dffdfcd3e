import { type Context, Hono } from "hono";
import {
  adminHoldQuerySchema,
  counterRequestSchema,
  declineRequestSchema,
  depositRequestSchema,
  holdIdParamSchema,
  holdListingParamSchema,
  holdTokenParamSchema,
  type OfferSentDto,
  offerRequestSchema,
} from "../../../shared/hold-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import type { PurchaseLane } from "../../http/purchase-lane";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import type { Payments } from "../../providers/payments/create-payments";
import {
  acceptCounter,
  answerOffer,
  cancelHoldByShopper,
  cancelHoldByStaff,
  createOffer,
  declineCounter,
  type HoldActionDeps,
} from "./hold-actions.service";
import { startDeposit } from "./hold-payments";
import { getHoldForShopper, getHoldTerms, listAdminHolds } from "./holds.service";

/**
 * A deposit holds a watch for half an hour before it is paid, as a checkout does, and an offer
 * mails the staff: a few of each an hour from one address, as on the contact form.
 */
export const depositRateLimit = { limit: 10, windowSeconds: 600 };
export const offerRateLimit = { limit: 5, windowSeconds: 600 };

export interface HoldRouteDeps {
  db: Db;
  lane: PurchaseLane;
  payments: Payments;
  mailer: Mailer;
  publicUrl: string;
  reservationMinutes: number;
  trustProxy: ProxyTrust;
}

const withLog = (deps: HoldRouteDeps, c: { var: { logger: Logger } }): HoldActionDeps & HoldRouteDeps => ({
  ...deps,
  log: c.var.logger,
});

/** /api/listings/:id/… (issue 31): a watch's deposit and offer terms, and starting either; guests too. */
export function holdListingRoutes(deps: HoldRouteDeps) {
  return new Hono<AppEnv>()
    .get("/:id/hold-terms", validate("param", holdListingParamSchema), async (c) =>
      c.json(await getHoldTerms(deps.db, c.req.valid("param").id)),
    )
    .post(
      "/:id/deposit",
      limitPerIp(deps, "deposit", depositRateLimit),
      validate("param", holdListingParamSchema),
      validate("json", depositRequestSchema),
      async (c) =>
        c.json(
          await startDeposit(withLog(deps, c), c.req.valid("param").id, c.req.valid("json"), c.var.user),
          201,
        ),
    )
    .post(
      "/:id/offers",
      limitPerIp(deps, "offer", offerRateLimit),
      validate("param", holdListingParamSchema),
      validate("json", offerRequestSchema),
      async (c) => {
        const { website, ...offer } = c.req.valid("json");
        // The honeypot was filled: the bot is told it worked, and nothing is kept or sent.
        if (website) {
          const fake: OfferSentDto = { token: crypto.randomUUID().replaceAll("-", ""), status: "offered" };
          return c.json(fake, 201);
        }
        return c.json(await createOffer(withLog(deps, c), c.req.valid("param").id, offer, c.var.user), 201);
      },
    );
}

/** /api/holds/:token (issue 31): the shopper's page of a deposit or offer; the link is the key. */
export function holdRoutes(deps: HoldRouteDeps) {
  return new Hono<AppEnv>()
    .get("/:token", validate("param", holdTokenParamSchema), async (c) =>
      c.json(await getHoldForShopper(deps.db, c.req.valid("param").token)),
    )
    .post("/:token/cancel", validate("param", holdTokenParamSchema), async (c) =>
      c.json(await cancelHoldByShopper(withLog(deps, c), c.req.valid("param").token)),
    )
    .post("/:token/accept-counter", validate("param", holdTokenParamSchema), async (c) =>
      c.json(await acceptCounter(withLog(deps, c), c.req.valid("param").token)),
    )
    .post("/:token/decline-counter", validate("param", holdTokenParamSchema), async (c) =>
      c.json(await declineCounter(withLog(deps, c), c.req.valid("param").token)),
    );
}

/** /api/admin/holds — "Offers & reservations" (issue 31); the staff guard and "orders" are mounted above. */
export function adminHoldRoutes(deps: HoldRouteDeps) {
  const actorOf = (c: Context<AdminEnv>) => ({ userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) });
  return new Hono<AdminEnv>()
    .get("/", validate("query", adminHoldQuerySchema), async (c) =>
      c.json(await listAdminHolds(deps.db, c.req.valid("query"))),
    )
    .post("/:id/accept", validate("param", holdIdParamSchema), async (c) =>
      c.json(await answerOffer(withLog(deps, c), actorOf(c), c.req.valid("param").id, { action: "accept" })),
    )
    .post(
      "/:id/counter",
      validate("param", holdIdParamSchema),
      validate("json", counterRequestSchema),
      async (c) =>
        c.json(
          await answerOffer(withLog(deps, c), actorOf(c), c.req.valid("param").id, {
            action: "counter",
            amountCents: c.req.valid("json").amountCents,
          }),
        ),
    )
    .post(
      "/:id/decline",
      validate("param", holdIdParamSchema),
      validate("json", declineRequestSchema),
      async (c) =>
        c.json(
          await answerOffer(withLog(deps, c), actorOf(c), c.req.valid("param").id, {
            action: "decline",
            reason: c.req.valid("json").reason,
          }),
        ),
    )
    .post("/:id/cancel", validate("param", holdIdParamSchema), async (c) =>
      c.json(await cancelHoldByStaff(withLog(deps, c), actorOf(c), c.req.valid("param").id)),
    );
}
