import { randomBytes } from "node:crypto";
import { eq, or, type SQL } from "drizzle-orm";
import { AppError, refusal } from "../../../shared/errors";
import type { DepositStartedDto, DepositWrite } from "../../../shared/hold-schemas";
import { dayMs, depositCents, type HoldStatus } from "../../../shared/holds";
import { convert } from "../../../shared/money";
import type { StatedAmount } from "../../../shared/orders";
import type { SessionUser } from "../../../shared/session";
import type { Db } from "../../db/client";
import type { PurchaseLane } from "../../http/purchase-lane";
import type { Logger } from "../../logger";
import type { Payments } from "../../providers/payments/create-payments";
import type { OrderForPayment, PaymentEvent, PaymentProvider } from "../../providers/payments/payments";
import { holdListingUntil } from "../catalog/listing-stock";
import { displayedAtCheckout, pickProvider } from "../orders/checkout.service";
import { getHoldSettings, getSaleSettings } from "../settings/settings.service";
import {
  endHold,
  type HoldRow,
  type HoldStep,
  lockHold,
  lockHoldById,
  moveHold,
  recordHoldStep,
  reserveWatch,
} from "./hold-lifecycle";
import { watchHolds } from "./holds.schema";

export interface DepositDeps {
  db: Db;
  lane: PurchaseLane;
  payments: Payments;
  publicUrl: string;
  /** How long an unpaid deposit keeps the watch: a checkout's reservation. */
  reservationMinutes: number;
  log: Logger;
}

/** A hold's secret link: 32 random bytes, unguessable and safe in a URL. */
export const newHoldToken = () => randomBytes(32).toString("base64url");

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deposit as the provider's hosted page shows and charges it: one line, "Deposit: <watch>". */
function depositForPayment(hold: HoldRow, imageUrl: string | null, publicUrl: string): OrderForPayment {
  const amount = hold.depositCents ?? 0;
  return {
    id: hold.id,
    orderNumber: `HOLD-${hold.id.slice(0, 8).toUpperCase()}`,
    email: hold.email,
    language: hold.language === "ar" ? "ar" : "en",
    lines: [
      {
        title: `Deposit: ${hold.listingTitle}`,
        imageUrl: imageUrl ? new URL(imageUrl, publicUrl).href : null,
        unitPriceCents: amount,
        quantity: 1,
      },
    ],
    shippingCents: 0,
    totalCents: amount,
    charge:
      hold.chargeCurrency === "KWD" && hold.chargeAmountMinor !== null
        ? { currency: "KWD", amountMinor: hold.chargeAmountMinor }
        : null,
    idempotencyKey: hold.id,
    expiresAt: hold.expiresAt ?? new Date(Date.now() + 30 * 60_000),
  };
}

/** The provider brings the shopper back to the hold's page, paid or not. */
function depositUrls(publicUrl: string, provider: PaymentProvider, token: string) {
  return {
    success: () => `${publicUrl}/holds/${token}?paid=1`,
    cancel: `${publicUrl}/holds/${token}`,
    webhook: `${publicUrl}/api/payments/${provider.id}/webhook`,
  };
}

/**
 * POST /api/listings/:id/deposit (issue 31): in the purchase lane and one transaction, the watch is
 * reserved as a checkout reserves it (so a deposit and a checkout racing for it: exactly one wins)
 * and the hold written awaiting its deposit; then the provider's hosted page for the deposit alone.
 * A provider that fails gives the watch back at once.
 */
export async function startDeposit(
  deps: DepositDeps,
  listingId: string,
  input: DepositWrite,
  user: SessionUser | null,
): Promise<DepositStartedDto> {
  const { db } = deps;
  const provider = pickProvider(deps.payments, input.provider);
  const { hold, imageUrl } = await deps.lane.run(async () => {
    const terms = await getHoldSettings(db);
    if (terms.depositPercent === 0)
      throw refusal("CONFLICT", "DEPOSITS_OFF", "Reserving with a deposit is not available at the moment.");
    const { rates } = await getSaleSettings(db);
    const displayed = await displayedAtCheckout(db, input.displayCurrency);
    const expiresAt = new Date(Date.now() + deps.reservationMinutes * 60_000);
    return db.transaction(async (tx) => {
      const listing = await reserveWatch(tx, listingId, expiresAt);
      const deposit = depositCents(listing.priceCents, terms.depositPercent);
      const [row] = await tx
        .insert(watchHolds)
        .values({
          token: newHoldToken(),
          kind: "deposit",
          status: "awaiting_deposit",
          listingId: listing.id,
          listingTitle: listing.title,
          listingPriceCents: listing.priceCents,
          userId: user?.id ?? null,
          email: input.email,
          name: input.name,
          phone: input.phone ?? null,
          language: input.language,
          ...displayed,
          agreedPriceCents: listing.priceCents,
          depositCents: deposit,
          chargeCurrency: provider.chargeCurrency === "KWD" ? "KWD" : null,
          chargeAmountMinor: provider.chargeCurrency === "KWD" ? convert(deposit, "USD", "KWD", rates) : null,
          paymentProvider: provider.id,
          expiresAt,
        })
        .returning();
      if (!row) throw new AppError("INTERNAL_ERROR", "The reservation could not be written");
      await recordHoldStep(tx, row.id, null, "awaiting_deposit", {
        actor: "customer",
        userId: user?.id,
        amountCents: deposit,
      });
      return { hold: row, imageUrl: listing.imageUrl };
    });
  });
  try {
    const session = await provider.createSession(
      depositForPayment(hold, imageUrl, deps.publicUrl),
      depositUrls(deps.publicUrl, provider, hold.token),
    );
    await deps.lane.run(() =>
      db
        .update(watchHolds)
        .set({ paymentSessionId: session.sessionId, paymentReference: session.paymentReference ?? null })
        .where(eq(watchHolds.id, hold.id)),
    );
    return { url: session.url, token: hold.token };
  } catch (error) {
    deps.log.error(
      { err: error, holdId: hold.id, provider: provider.id },
      "deposit session could not be opened",
    );
    await lapseUnpaidDeposit(db, hold.id, { actor: "system", note: "provider_failed" });
    throw new AppError("PAYMENT_FAILED", "Failed to initiate checkout. Please try again.");
  }
}

/** An unpaid deposit ends (not paid in time, its page failed, the shopper left): the watch goes back. */
export async function lapseUnpaidDeposit(
  db: Db,
  holdId: string,
  step: HoldStep,
): Promise<HoldRow | undefined> {
  return db.transaction(async (tx) => {
    const hold = await lockHoldById(tx, holdId);
    return hold?.status === "awaiting_deposit" ? endHold(tx, hold, "lapsed", step) : undefined;
  });
}

/** Whether the deposit's provider session is closed (or never opened); false when it was paid after all. */
export async function closeDepositSession(
  deps: { payments: Payments; log: Logger },
  hold: Pick<HoldRow, "id" | "paymentProvider" | "paymentSessionId" | "paymentReference">,
): Promise<boolean> {
  if (!hold.paymentSessionId || !hold.paymentProvider) return true;
  const provider = deps.payments.get(hold.paymentProvider);
  if (!provider) return true;
  try {
    return (await provider.expireSession(hold.paymentSessionId, hold.paymentReference)) === "expired";
  } catch (error) {
    deps.log.warn({ err: error, holdId: hold.id }, "deposit session could not be closed; trying later");
    return false;
  }
}

/** The money a deposit's payment must take: its KWD charge (KNET), else its dollars. */
function depositDue(hold: HoldRow): StatedAmount {
  return hold.chargeCurrency === "KWD" && hold.chargeAmountMinor !== null
    ? { currency: "KWD", amountMinor: hold.chargeAmountMinor }
    : { currency: "USD", amountMinor: hold.depositCents ?? 0 };
}

/** The hold an event is about when it named no order: by our id, its session or its payment. */
async function lockHoldOfEvent(tx: Db, event: PaymentEvent): Promise<HoldRow | undefined> {
  const keys: SQL[] = [];
  if (event.orderId && uuidPattern.test(event.orderId)) keys.push(eq(watchHolds.id, event.orderId));
  if (event.sessionId) keys.push(eq(watchHolds.paymentSessionId, event.sessionId));
  if (event.paymentReference) keys.push(eq(watchHolds.paymentReference, event.paymentReference));
  if (keys.length === 0) return undefined;
  return lockHold(tx, or(...keys) as SQL);
}

export interface HoldEventResult {
  outcome: "applied" | "ignored" | "unmatched" | "mismatch";
  holdId?: string;
  status?: HoldStatus;
}

const byProvider: HoldStep = { actor: "provider" };

/**
 * Issue 31: a provider event that named no order, applied to the deposit it names, in the event's
 * own transaction (payment-events.service.ts stores it once). Paid with the deposit's money: held
 * for the settings' days, the watch shown reserved until then. Another amount, or a payment for a
 * deposit that had already lapsed, is noted on its timeline for staff to settle by hand.
 */
export async function applyHoldPaymentEvent(
  tx: Db,
  event: PaymentEvent,
  log: Logger,
): Promise<HoldEventResult> {
  const hold = await lockHoldOfEvent(tx, event);
  if (!hold) return { outcome: "unmatched" };
  const status = hold.status as HoldStatus;
  const result = (moved: HoldRow | undefined): HoldEventResult =>
    moved
      ? { outcome: "applied", holdId: hold.id, status: moved.status as HoldStatus }
      : { outcome: "ignored", holdId: hold.id };
  switch (event.outcome) {
    case "paid": {
      if (status !== "awaiting_deposit") {
        if (status === "lapsed") {
          log.error(
            { holdId: hold.id, eventId: event.eventId },
            "deposit paid after it lapsed: refund it by hand",
          );
          await recordHoldStep(tx, hold.id, status, status, {
            ...byProvider,
            note: "late_payment",
            amountCents: event.amount?.amountMinor ?? null,
          });
        }
        return { outcome: "ignored", holdId: hold.id };
      }
      const due = depositDue(hold);
      const stated = event.amount;
      if (!stated || stated.currency !== due.currency || stated.amountMinor !== due.amountMinor) {
        log.error(
          { holdId: hold.id, eventId: event.eventId, expected: due, received: event.amount ?? null },
          "deposit event states another amount: not held, settle it by hand",
        );
        await recordHoldStep(tx, hold.id, status, status, {
          ...byProvider,
          note: "payment_mismatch",
          amountCents: event.amount?.amountMinor ?? null,
        });
        return { outcome: "mismatch", holdId: hold.id };
      }
      const { depositDays } = await getHoldSettings(tx);
      const until = new Date(Date.now() + depositDays * dayMs);
      const held = await moveHold(
        tx,
        hold,
        "held",
        { ...byProvider, amountCents: hold.depositCents },
        { expiresAt: until, paymentReference: event.paymentReference ?? hold.paymentReference },
      );
      if (held?.listingId) await holdListingUntil(tx, held.listingId, until);
      return result(held);
    }
    case "failed":
    case "expired":
      if (status !== "awaiting_deposit") return { outcome: "ignored", holdId: hold.id };
      return result(
        await endHold(tx, hold, "lapsed", {
          ...byProvider,
          note: event.outcome === "failed" ? "payment_failed" : "deposit_expired",
        }),
      );
    case "refunded":
      // Given back at the provider (its dashboard), or our own refund's confirmation arriving late.
      if (status !== "held" && status !== "refund_due") return { outcome: "ignored", holdId: hold.id };
      return result(
        await endHold(
          tx,
          hold,
          "refunded",
          { ...byProvider, amountCents: hold.depositCents },
          { refundError: null },
        ),
      );
    case "none":
      return { outcome: "ignored", holdId: hold.id };
  }
}

/**
 * Gives a held deposit back through its provider (the hold ran out, or the shopper or staff
 * cancelled): refunded, or refund_due with the provider's refusal, retried by the sweep. The watch
 * is released either way. Answers the moved hold, or undefined when it was no longer `held` or
 * `refund_due` (another instance or click got there first).
 */
export async function refundDeposit(
  deps: { db: Db; payments: Payments; log: Logger },
  holdId: string,
  step: HoldStep,
): Promise<HoldRow | undefined> {
  const [before] = await deps.db.select().from(watchHolds).where(eq(watchHolds.id, holdId));
  if (!before || (before.status !== "held" && before.status !== "refund_due")) return undefined;
  const refusedWith = await refuseOrRefund(deps, before);
  return deps.db.transaction(async (tx) => {
    const hold = await lockHoldById(tx, holdId);
    if (!hold || hold.status !== before.status) return undefined;
    if (refusedWith === null)
      return endHold(
        tx,
        hold,
        "refunded",
        { ...step, amountCents: hold.depositCents },
        { refundError: null },
      );
    if (hold.status === "refund_due") {
      // Refused again: the reason is kept (and the time, so the sweep waits before the next try).
      await tx.update(watchHolds).set({ refundError: refusedWith }).where(eq(watchHolds.id, hold.id));
      return undefined;
    }
    return endHold(tx, hold, "refund_due", { ...step, note: "refund_failed" }, { refundError: refusedWith });
  });
}

/** The provider's refusal of the refund, or null once it gave the money back. */
async function refuseOrRefund(
  deps: { payments: Payments; log: Logger },
  hold: HoldRow,
): Promise<string | null> {
  const provider = hold.paymentProvider ? deps.payments.get(hold.paymentProvider) : undefined;
  if (!provider || !hold.paymentReference) return "The deposit's payment cannot be refunded here";
  const due = depositDue(hold);
  try {
    await provider.refund({
      paymentReference: hold.paymentReference,
      amountMinor: due.amountMinor,
      currency: due.currency,
    });
    return null;
  } catch (error) {
    deps.log.error({ err: error, holdId: hold.id }, "deposit refund refused by the provider");
    return (error instanceof Error ? error.message : String(error)).slice(0, 500) || "refused";
  }
}
