import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import type { AdminHoldDto, AdminHoldPageDto, HoldDto, HoldTermsDto } from "../../../shared/hold-schemas";
import { convert, defaultRates } from "../../../shared/money";
import {
  auditLog,
  emailOutbox,
  holdEvents,
  listings,
  orderLines,
  orders,
  paymentEvents,
  settings,
  storeSales,
  watchHolds,
} from "../../db/schema";
import { createLogger } from "../../logger";
import {
  fillCart,
  postCheckout,
  pressOnTestPage,
  readCheckout,
  type ShopClient,
} from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import { sweepHolds } from "./hold-sweep";

// Issue 31: reserve a watch with a deposit, or make an offer. Deposits are paid through the real
// Stripe SDK against the fake Stripe (and the TEST provider's page); every step is asserted as the
// database holds it or the API answers it.
let t: TestApp;
let stripe: FakeStripe;
let staff: ReturnType<TestApp["client"]>;
let staffEmail: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYMENTS_TEST_MODE: "true",
    },
    { maxWaiting: 200 },
  );
  const owner = await t.signedInClient({ role: "owner", firstName: "Staff", lastName: "Owner" });
  staff = owner.agent;
  staffEmail = owner.user.email;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const later = (ms: number) => new Date(Date.now() + ms);

/** Each shopper from an address of their own: the deposit and offer forms are limited per address. */
let addresses = 0;
const shopper = () => {
  addresses += 1;
  return t.client(`198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`);
};
const newEmail = () => `shopper-${randomUUID()}@example.com`;

const sweep = (at: Date) =>
  sweepHolds(
    {
      db: t.db,
      payments: t.services.payments,
      mailer: t.services.mailer,
      log: createLogger("silent"),
      publicUrl: t.config.publicUrl,
    },
    at,
  );

const newWatch = (title: string, priceCents = 10_000_00) => createListing(t.db, { title, priceCents });

async function holdOf(token: string) {
  const [row] = await t.db.select().from(watchHolds).where(eq(watchHolds.token, token));
  if (!row) throw new Error(`no hold ${token}`);
  return row;
}
const listingNow = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];
async function timeline(holdId: string) {
  const steps = await t.db
    .select()
    .from(holdEvents)
    .where(eq(holdEvents.holdId, holdId))
    .orderBy(asc(holdEvents.id));
  return steps.map((step) => `${step.fromStatus}->${step.toStatus}`);
}
async function lastMail(to: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}
const mailKindsTo = async (to: string) =>
  (
    await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt))
  ).map((mail) => mail.kind);

async function startDeposit(
  watchId: string,
  client: ShopClient = shopper(),
  body: Record<string, unknown> = {},
) {
  const email = newEmail();
  const response = await client.post(`/api/listings/${watchId}/deposit`, {
    email,
    name: "Layla Al-Ahmad",
    language: "en",
    ...body,
  });
  const answer = (await response.json()) as { url: string; token: string } & ErrorBody;
  return { response, status: response.status, answer, email };
}

/** The deposit paid at the fake Stripe, its event delivered as Stripe would sign it. */
async function payAtStripe(token: string, amountCents?: number) {
  const hold = await holdOf(token);
  const session = stripe.completeSession(hold.paymentSessionId ?? "");
  if (amountCents !== undefined) session.amount_total = amountCents;
  const delivery = stripe.signedDelivery(stripe.sessionEvent("checkout.session.completed", session.id));
  const response = await t.app.request("/api/payments/stripe/webhook", {
    method: "POST",
    body: delivery.body,
    headers: delivery.headers,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcomes: string[] }).outcomes;
}

async function heldDeposit(title: string) {
  const watch = await newWatch(title);
  const started = await startDeposit(watch.id);
  expect(started.status).toBe(201);
  expect(await payAtStripe(started.answer.token)).toEqual(["applied"]);
  return { watch, token: started.answer.token, email: started.email };
}

const readHold = async (token: string, client: ShopClient = t.client()) => {
  const response = await client.get(`/api/holds/${token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HoldDto;
};

async function makeOffer(watchId: string, amountCents: number, body: Record<string, unknown> = {}) {
  const email = newEmail();
  const response = await shopper().post(`/api/listings/${watchId}/offers`, {
    amountCents,
    email,
    name: "Omar Haddad",
    language: "en",
    ...body,
  });
  return { status: response.status, answer: (await response.json()) as { token: string } & ErrorBody, email };
}

const staffAct = async (holdId: string, action: string, json: unknown = {}) => {
  const response = await staff.post(`/api/admin/holds/${holdId}/${action}`, json);
  return { status: response.status, answer: (await response.json()) as AdminHoldDto & ErrorBody };
};

describe("a deposit reservation (issue 31)", () => {
  it("holds the watch once paid, and the balance checkout converts it: the watch is sold", async () => {
    const watch = await newWatch("Rolex Submariner 126610LN");
    const terms = (await (
      await t.client().get(`/api/listings/${watch.id}/hold-terms`)
    ).json()) as HoldTermsDto;
    expect(terms).toEqual({
      deposit: { percent: 10, days: 7, amountCents: 1_000_00 },
      offers: { minimumCents: 5_000_00, maximumCents: 9_999_99 },
    });

    const started = await startDeposit(watch.id);
    expect(started.status).toBe(201);
    expect(started.answer.url.startsWith(stripe.url)).toBe(true);
    const hold = await holdOf(started.answer.token);
    expect(hold).toMatchObject({ kind: "deposit", status: "awaiting_deposit", depositCents: 1_000_00 });
    const sent = stripe.sessionCreations.find((creation) => creation.params.client_reference_id === hold.id);
    expect(sent?.params).toMatchObject({
      "line_items[0][price_data][product_data][name]": "Deposit: Rolex Submariner 126610LN",
      "line_items[0][price_data][unit_amount]": "100000",
      success_url: `${testOrigin}/holds/${hold.token}?paid=1`,
    });
    // The watch is reserved as a checkout reserves it: nobody else can take it now.
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });
    const refused = await shopper().post("/api/cart/lines", { listingId: watch.id, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).reason).toBe("LISTING_RESERVED");

    expect(await payAtStripe(hold.token)).toEqual(["applied"]);
    const held = await holdOf(hold.token);
    expect(held.status).toBe("held");
    expect(held.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 7 * dayMs - 60_000);
    expect((await listingNow(watch.id))?.reservedUntil?.getTime()).toBe(held.expiresAt?.getTime());
    const received = await lastMail(started.email);
    expect(received?.kind).toBe("hold-deposit-received");
    expect(received?.text).toContain("We received your deposit of \u2066$1,000.00\u2069");
    expect(received?.text).toContain("Pay the balance of \u2066$9,000.00\u2069");
    expect(received?.text).toContain("(Kuwait time)");
    expect(await mailKindsTo(staffEmail)).toContain("hold-notification");
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.holdId, hold.id));
    expect(event).toMatchObject({ outcome: "applied", orderId: null });

    const page = await readHold(hold.token);
    expect(page).toMatchObject({
      kind: "deposit",
      status: "held",
      depositCents: 1_000_00,
      agreedPriceCents: 10_000_00,
      balanceCents: 9_000_00,
      refundError: false,
      listing: { id: watch.id, title: "Rolex Submariner 126610LN", priceCents: 10_000_00 },
    });
    expect(page.events.map((step) => step.toStatus)).toEqual(["awaiting_deposit", "held"]);

    // The balance: one line at the watch's price, the deposit credited, no cart and no new reservation.
    const buyer = shopper();
    const wrongTotal = await readCheckout(
      await postCheckout(buyer, { holdToken: hold.token, expectedTotalCents: 10_000_00, provider: "test" }),
    );
    expect(wrongTotal).toMatchObject({ status: 409, refused: { reason: "PRICE_CHANGED" } });
    const balance = await readCheckout(
      await postCheckout(buyer, { holdToken: hold.token, expectedTotalCents: 9_000_00, provider: "test" }),
    );
    expect(balance.status).toBe(201);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, balance.started?.orderNumber ?? ""));
    expect(order).toMatchObject({
      holdId: hold.id,
      depositCents: 1_000_00,
      subtotalCents: 10_000_00,
      totalCents: 9_000_00,
      email: started.email,
    });
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ""));
    expect(lines).toEqual([
      expect.objectContaining({ listingId: watch.id, unitPriceCents: 10_000_00, quantity: 1 }),
    ]);
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });

    expect((await pressOnTestPage(buyer, balance.started?.url ?? "", "pay")).status).toBe(303);
    expect(await holdOf(hold.token)).toMatchObject({ status: "converted", orderId: order?.id });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0, isActive: false, soldAt: expect.any(Date) });
    expect(await timeline(hold.id)).toEqual([
      "null->awaiting_deposit",
      "awaiting_deposit->held",
      "held->converted",
    ]);
    expect((await readHold(hold.token)).orderNumber).toBe(order?.orderNumber);
    // The sale is the watch's whole price: the deposit and the balance together.
    const [sale] = await t.db
      .select()
      .from(storeSales)
      .where(eq(storeSales.orderId, order?.id ?? ""));
    expect(sale).toMatchObject({
      priceFils: convert(10_000_00, "USD", "KWD", defaultRates),
      shippingPaidFils: 0,
    });
    const confirmation = await lastMail(started.email);
    expect(confirmation?.kind).toBe("order-confirmation");
    // Read in the currency of the country it ships to, as the shop's other order mails are.
    expect(confirmation?.text).toContain("Deposit paid: \u2212310.000 KWD\nTotal: 2,790.000 KWD");

    const admin = (await (await staff.get(`/api/admin/orders/${order?.id}`)).json()) as {
      depositCents: number;
    };
    expect(admin.depositCents).toBe(1_000_00);
  });

  it("refunds a deposit whose days ran out through Stripe, and puts the watch on sale again", async () => {
    const { watch, token, email } = await heldDeposit("Omega Speedmaster 310.30.42");
    const hold = await holdOf(token);
    // Not yet: the hold still has days left.
    await sweep(later(6 * dayMs));
    expect((await holdOf(token)).status).toBe("held");

    await sweep(later(8 * dayMs));
    expect(await holdOf(token)).toMatchObject({ status: "refunded", refundError: null, expiresAt: null });
    const paid = stripe.sessions.get(hold.paymentSessionId ?? "");
    expect(stripe.refunds.map((refund) => refund.params.payment_intent)).toContain(paid?.payment_intent);
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
    expect(await lastMail(email)).toMatchObject({ kind: "hold-deposit-refunded" });
    expect(await timeline(hold.id)).toEqual([
      "null->awaiting_deposit",
      "awaiting_deposit->held",
      "held->refunded",
    ]);
    // Stripe's own word of the refund, arriving afterwards, changes nothing.
    expect((await holdOf(token)).status).toBe("refunded");
  });

  it("keeps a refund Stripe refused as refund_due, releases the watch, and refunds it on a later pass", async () => {
    const { watch, token } = await heldDeposit("Cartier Santos WSSA0018");
    stripe.refuseRefunds(true);
    try {
      await sweep(later(8 * dayMs));
      const due = await holdOf(token);
      expect(due.status).toBe("refund_due");
      expect(due.refundError).toContain("cannot be refunded");
      expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
      expect(await readHold(token)).toMatchObject({ status: "refund_due", refundError: true });
      // The next minute's pass waits; a pass ten minutes on tries again, still refused: nothing moves.
      await sweep(later(8 * dayMs + 60_000));
      expect((await holdOf(token)).status).toBe("refund_due");
    } finally {
      stripe.refuseRefunds(false);
    }
    await sweep(later(8 * dayMs + 11 * 60_000));
    expect(await holdOf(token)).toMatchObject({ status: "refunded", refundError: null });
    expect(await timeline((await holdOf(token)).id)).toEqual([
      "null->awaiting_deposit",
      "awaiting_deposit->held",
      "held->refund_due",
      "refund_due->refunded",
    ]);
  });

  it("lapses a deposit never paid: its Stripe session closed, the watch for sale again", async () => {
    const watch = await newWatch("Tudor Black Bay 79230N");
    const { answer } = await startDeposit(watch.id);
    const hold = await holdOf(answer.token);
    await sweep(later(31 * 60_000));
    expect(await holdOf(answer.token)).toMatchObject({ status: "lapsed" });
    expect(stripe.expireCalls).toContain(hold.paymentSessionId);
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
    // A payment arriving after all is noted for staff, and holds nothing.
    expect(await payAtStripe(answer.token)).toEqual(["ignored"]);
    const notes = await t.db.select().from(holdEvents).where(eq(holdEvents.holdId, hold.id));
    expect(notes.map((note) => note.note)).toContain("late_payment");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
  });

  it("does not hold the watch for a payment of another amount, and notes it for staff", async () => {
    const watch = await newWatch("IWC Portugieser IW371605");
    const { answer } = await startDeposit(watch.id);
    expect(await payAtStripe(answer.token, 1_00)).toEqual(["mismatch"]);
    const hold = await holdOf(answer.token);
    expect(hold.status).toBe("awaiting_deposit");
    const notes = await t.db.select().from(holdEvents).where(eq(holdEvents.holdId, hold.id));
    expect(notes.map((note) => note.note)).toContain("payment_mismatch");
  });

  it("takes a deposit through the TEST provider's page too", async () => {
    const watch = await newWatch("Grand Seiko SBGA211");
    const client = shopper();
    const { answer, status } = await startDeposit(watch.id, client, { provider: "test", language: "ar" });
    expect(status).toBe(201);
    // The page an Arabic shopper pays on reads Arabic to its title, and names the shop's icon.
    const html = await (await client.get(new URL(answer.url, "http://shop.invalid").pathname)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title).toBe("دفع تجريبي");
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    const paid = await pressOnTestPage(client, answer.url, "pay");
    expect(paid.headers.get("location")).toBe(`/holds/${answer.token}?paid=1`);
    expect((await holdOf(answer.token)).status).toBe("held");
  });

  it("refunds a held deposit the shopper cancels, and tells them", async () => {
    const { watch, token, email } = await heldDeposit("Breitling Navitimer AB0138");
    const response = await t.client().post(`/api/holds/${token}/cancel`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as HoldDto).status).toBe("refunded");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
    expect(await lastMail(email)).toMatchObject({ kind: "hold-deposit-refunded" });
    const again = await t.client().post(`/api/holds/${token}/cancel`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).reason).toBe("HOLD_STATE_CHANGED");
  });

  it("is refunded at once when staff cancel it, audited, and its open checkout closed first", async () => {
    const { watch, token, email } = await heldDeposit("Blancpain Fifty Fathoms 5015");
    const hold = await holdOf(token);
    const checkout = await readCheckout(
      await postCheckout(shopper(), { holdToken: token, expectedTotalCents: 9_000_00, provider: "test" }),
    );
    expect(checkout.status).toBe(201);
    const cancelled = await staffAct(hold.id, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.answer).toMatchObject({ status: "refunded", email });
    expect(cancelled.answer.events.at(-1)).toMatchObject({ actor: "staff", note: "cancelled_by_staff" });
    const [order] = await t.db.select().from(orders).where(eq(orders.holdId, hold.id));
    expect(order?.status).toBe("cancelled");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
    expect(await lastMail(email)).toMatchObject({ kind: "hold-deposit-refunded" });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(entry).toMatchObject({ action: "hold.cancel", entityType: "watch_hold" });
  });

  it("keeps the watch held when the balance checkout is let go, and one pending checkout per hold", async () => {
    const { watch, token } = await heldDeposit("Patek Philippe Calatrava 5196");
    const held = await holdOf(token);
    const buyer = shopper();
    const first = await readCheckout(
      await postCheckout(buyer, { holdToken: token, expectedTotalCents: 9_000_00, provider: "test" }),
    );
    const second = await readCheckout(
      await postCheckout(buyer, { holdToken: token, expectedTotalCents: 9_000_00, provider: "test" }),
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    const statuses = await t.db
      .select({ number: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.holdId, held.id));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { number: first.started?.orderNumber, status: "cancelled" },
        { number: second.started?.orderNumber, status: "pending" },
      ]),
    );
    // The replaced checkout gave nothing back: the hold still keeps the watch.
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });

    await t.sweepReservations(later(31 * 60_000));
    expect(
      (await t.db.select().from(orders).where(eq(orders.holdId, held.id))).map((o) => o.status).sort(),
    ).toEqual(["cancelled", "expired"]);
    const after = await listingNow(watch.id);
    expect(after).toMatchObject({ stock: 0, isActive: true, soldAt: null });
    expect(after?.reservedUntil?.getTime()).toBe(held.expiresAt?.getTime());
    expect((await holdOf(token)).status).toBe("held");
  });

  it("refuses a checkout with a hold that cannot be paid, and a token that names none", async () => {
    const watch = await newWatch("Zenith Chronomaster 03.3200");
    const { answer } = await startDeposit(watch.id);
    const unpaid = await readCheckout(
      await postCheckout(shopper(), {
        holdToken: answer.token,
        expectedTotalCents: 9_000_00,
        provider: "test",
      }),
    );
    expect(unpaid).toMatchObject({ status: 409, refused: { reason: "HOLD_NOT_PAYABLE" } });
    const unknown = await readCheckout(
      await postCheckout(shopper(), { holdToken: "x".repeat(43), expectedTotalCents: 1, provider: "test" }),
    );
    expect(unknown).toMatchObject({ status: 404, refused: { reason: "HOLD_NOT_FOUND" } });
  });

  it("lets exactly one of a deposit and a checkout racing for a watch have it", async () => {
    for (let round = 0; round < 5; round++) {
      const watch = await newWatch(`Audemars Piguet Royal Oak 15500, round ${round}`);
      const buyers = Array.from({ length: 3 }, () => shopper());
      const totals = await Promise.all(buyers.map((buyer) => fillCart(buyer, watch.id)));
      const answers = await Promise.all([
        ...buyers.map(
          async (buyer, i) =>
            (await postCheckout(buyer, { email: newEmail(), expectedTotalCents: totals[i] })).status,
        ),
        ...Array.from({ length: 3 }, async () => (await startDeposit(watch.id)).status),
      ]);
      expect(answers.filter((status) => status === 201)).toHaveLength(1);
      expect(answers.filter((status) => status !== 201)).toEqual(Array(5).fill(409));
      const [pending] = await t.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orderLines.listingId, watch.id), eq(orders.status, "pending")));
      const [holding] = await t.db
        .select({ n: count() })
        .from(watchHolds)
        .where(and(eq(watchHolds.listingId, watch.id), eq(watchHolds.status, "awaiting_deposit")));
      expect((pending?.n ?? 0) + (holding?.n ?? 0)).toBe(1);
      expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });
    }
  });

  it("answers the terms without a deposit when deposits are off, and refuses one", async () => {
    const watch = await newWatch("Longines Spirit L3.810");
    await t.db.insert(settings).values({ key: "deposit_percent", value: 0 });
    try {
      const terms = (await (
        await t.client().get(`/api/listings/${watch.id}/hold-terms`)
      ).json()) as HoldTermsDto;
      expect(terms.deposit).toBeNull();
      expect(terms.offers).not.toBeNull();
      const { status, answer } = await startDeposit(watch.id);
      expect([status, answer.reason]).toEqual([409, "DEPOSITS_OFF"]);
      expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
    } finally {
      await t.db.delete(settings).where(eq(settings.key, "deposit_percent"));
    }
  });
});

describe("an offer (issue 31)", () => {
  it("is accepted by staff, paid at its price within 48 hours, and converted: the watch is sold", async () => {
    const watch = await newWatch("Rolex Datejust 126334");
    const offer = await makeOffer(watch.id, 8_000_00, { note: "Cash buyer, can collect in Kuwait City" });
    expect(offer.status).toBe(201);
    const hold = await holdOf(offer.answer.token);
    expect(hold).toMatchObject({ kind: "offer", status: "offered", offerCents: 8_000_00 });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
    expect(await lastMail(offer.email)).toMatchObject({ kind: "hold-offer-received" });
    expect(await lastMail(staffEmail)).toMatchObject({ kind: "hold-notification" });

    const list = (await (await staff.get("/api/admin/holds?kind=offer")).json()) as AdminHoldPageDto;
    expect(list.items.find((item) => item.id === hold.id)).toMatchObject({
      note: "Cash buyer, can collect in Kuwait City",
      email: offer.email,
    });
    expect(list.openCount).toBeGreaterThan(0);

    const accepted = await staffAct(hold.id, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.answer).toMatchObject({
      status: "accepted",
      agreedPriceCents: 8_000_00,
      balanceCents: 8_000_00,
    });
    expect(accepted.answer.events.at(-1)).toMatchObject({ actor: "staff", actorName: "Staff Owner" });
    const reserved = await listingNow(watch.id);
    expect(reserved?.stock).toBe(0);
    expect(reserved?.reservedUntil?.getTime()).toBeGreaterThan(Date.now() + 47 * hourMs);
    expect(await lastMail(offer.email)).toMatchObject({ kind: "hold-offer-accepted" });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(entry).toMatchObject({ action: "hold.accept", entityType: "watch_hold" });

    const buyer = shopper();
    const checkout = await readCheckout(
      await postCheckout(buyer, { holdToken: hold.token, expectedTotalCents: 8_000_00, provider: "test" }),
    );
    expect(checkout.status).toBe(201);
    await pressOnTestPage(buyer, checkout.started?.url ?? "", "pay");
    const [order] = await t.db.select().from(orders).where(eq(orders.holdId, hold.id));
    expect(order).toMatchObject({ status: "paid", totalCents: 8_000_00, depositCents: 0 });
    expect(await holdOf(hold.token)).toMatchObject({ status: "converted", orderId: order?.id });
    expect(await listingNow(watch.id)).toMatchObject({ isActive: false, soldAt: expect.any(Date) });
  });

  it("is countered by staff, and the shopper's acceptance holds the watch at the counter", async () => {
    const watch = await newWatch("Omega Seamaster 210.30.42");
    const offer = await makeOffer(watch.id, 6_000_00);
    const hold = await holdOf(offer.answer.token);
    for (const amountCents of [6_000_00, 10_000_00, 5_000_00]) {
      const refused = await staffAct(hold.id, "counter", { amountCents });
      expect([refused.status, refused.answer.reason]).toEqual([400, "COUNTER_OUT_OF_RANGE"]);
    }
    const countered = await staffAct(hold.id, "counter", { amountCents: 9_000_00 });
    expect(countered.answer).toMatchObject({ status: "countered", counterCents: 9_000_00 });
    expect(await lastMail(offer.email)).toMatchObject({ kind: "hold-offer-countered" });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });

    const taken = await t.client().post(`/api/holds/${hold.token}/accept-counter`);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({
      status: "accepted",
      agreedPriceCents: 9_000_00,
      balanceCents: 9_000_00,
    });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });
    const twice = await t.client().post(`/api/holds/${hold.token}/accept-counter`);
    expect([twice.status, ((await twice.json()) as ErrorBody).reason]).toEqual([409, "HOLD_STATE_CHANGED"]);
  });

  it("is declined by the shopper who will not take the counter, and holds nothing", async () => {
    const watch = await newWatch("Oris Aquis 400-7769");
    const offer = await makeOffer(watch.id, 6_000_00);
    const hold = await holdOf(offer.answer.token);
    await staffAct(hold.id, "counter", { amountCents: 9_000_00 });
    const declined = await t.client().post(`/api/holds/${hold.token}/decline-counter`);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: "declined", balanceCents: null });
    expect(await timeline(hold.id)).toEqual(["null->offered", "offered->countered", "countered->declined"]);
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
  });

  it("is declined by staff with a reason the shopper is mailed", async () => {
    const watch = await newWatch("Hublot Big Bang 301.SX");
    const offer = await makeOffer(watch.id, 5_500_00);
    const hold = await holdOf(offer.answer.token);
    const declined = await staffAct(hold.id, "decline", { reason: "Below what we paid for it" });
    expect(declined.answer).toMatchObject({ status: "declined" });
    const mail = await lastMail(offer.email);
    expect(mail?.kind).toBe("hold-offer-declined");
    expect(mail?.text).toContain("Below what we paid for it");
    expect((await readHold(hold.token)).status).toBe("declined");
    const again = await staffAct(hold.id, "accept");
    expect([again.status, again.answer.reason]).toEqual([409, "HOLD_STATE_CHANGED"]);
  });

  it("lapses 48 hours after its acceptance unpaid, and the watch is for sale again", async () => {
    const watch = await newWatch("Panerai Luminor PAM01312");
    const offer = await makeOffer(watch.id, 7_000_00);
    const hold = await holdOf(offer.answer.token);
    await staffAct(hold.id, "accept");
    await sweep(later(47 * hourMs));
    expect((await holdOf(hold.token)).status).toBe("accepted");
    await sweep(later(49 * hourMs));
    expect(await holdOf(hold.token)).toMatchObject({ status: "lapsed", expiresAt: null });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
    expect(await lastMail(offer.email)).toMatchObject({ kind: "hold-lapsed" });
  });

  it("lapses unanswered after 7 days, and a counter not taken after 48 hours", async () => {
    const watch = await newWatch("Nomos Tangente 164");
    const unanswered = await makeOffer(watch.id, 6_000_00);
    const countered = await makeOffer(watch.id, 6_500_00);
    await staffAct((await holdOf(countered.answer.token)).id, "counter", { amountCents: 9_500_00 });
    await sweep(later(49 * hourMs));
    expect((await holdOf(countered.answer.token)).status).toBe("lapsed");
    expect((await holdOf(unanswered.answer.token)).status).toBe("offered");
    await sweep(later(7 * dayMs + hourMs));
    expect((await holdOf(unanswered.answer.token)).status).toBe("lapsed");
  });

  it("cannot be accepted once the watch was sold meanwhile, and stays as it was", async () => {
    const watch = await newWatch("Rolex GMT-Master II 126710BLRO");
    const offer = await makeOffer(watch.id, 9_000_00);
    const hold = await holdOf(offer.answer.token);
    const buyer = shopper();
    const total = await fillCart(buyer, watch.id);
    const bought = await readCheckout(
      await postCheckout(buyer, { email: newEmail(), expectedTotalCents: total, provider: "test" }),
    );
    // Reserved by the checkout: refused as reserved.
    const whileReserved = await staffAct(hold.id, "accept");
    expect([whileReserved.status, whileReserved.answer.reason]).toEqual([409, "LISTING_RESERVED"]);
    await pressOnTestPage(buyer, bought.started?.url ?? "", "pay");
    const sold = await staffAct(hold.id, "accept");
    expect([sold.status, sold.answer.reason]).toEqual([409, "LISTING_UNAVAILABLE"]);
    expect(await holdOf(hold.token)).toMatchObject({ status: "offered", agreedPriceCents: null });
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0, isActive: false });
    // The next pass of the sweep ends it, and tells the shopper the watch is gone.
    await sweep(new Date());
    expect(await holdOf(hold.token)).toMatchObject({ status: "lapsed" });
    const mail = await lastMail(offer.email);
    expect(mail?.kind).toBe("hold-lapsed");
    expect(mail?.text).toContain("the watch is no longer available");
  });

  it("is withdrawn by the shopper; an accepted one gives its watch back", async () => {
    const watch = await newWatch("TAG Heuer Monaco CBL2111");
    const offer = await makeOffer(watch.id, 8_500_00);
    const hold = await holdOf(offer.answer.token);
    await staffAct(hold.id, "accept");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 0 });
    const withdrawn = await t.client().post(`/api/holds/${hold.token}/cancel`);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as HoldDto).status).toBe("withdrawn");
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1, reservedUntil: null });
  });
});

describe("what the hold routes refuse (issue 31)", () => {
  it("refuses offers outside the bounds, a second open offer, and an offer on a reserved watch", async () => {
    const watch = await newWatch("Vacheron Constantin Overseas 4500V");
    expect(await makeOffer(watch.id, 4_999_99)).toMatchObject({
      status: 400,
      answer: { reason: "OFFER_TOO_LOW" },
    });
    expect(await makeOffer(watch.id, 10_000_00)).toMatchObject({
      status: 400,
      answer: { reason: "OFFER_NOT_BELOW_PRICE" },
    });
    const email = newEmail();
    expect((await makeOffer(watch.id, 5_000_00, { email })).status).toBe(201);
    expect(await makeOffer(watch.id, 6_000_00, { email: email.toUpperCase() })).toMatchObject({
      status: 409,
      answer: { reason: "OFFER_ALREADY_OPEN" },
    });
    await startDeposit(watch.id);
    expect(await makeOffer(watch.id, 7_000_00)).toMatchObject({
      status: 409,
      answer: { reason: "LISTING_RESERVED" },
    });
  });

  it("answers bad input 400, never 500, and stores nothing", async () => {
    const watch = await newWatch("Jaeger-LeCoultre Reverso Q3978480");
    const before = (await t.db.select({ n: count() }).from(watchHolds))[0]?.n;
    const client = shopper();
    const bodies: unknown[] = [
      {},
      { amountCents: "800000", email: newEmail(), name: "A" },
      { amountCents: 8_000_00.5, email: newEmail(), name: "A" },
      { amountCents: -1, email: newEmail(), name: "A" },
      { amountCents: 8_000_00, email: "not-an-address", name: "A" },
      { amountCents: 8_000_00, email: newEmail(), name: "a\u0000b" },
      { amountCents: 8_000_00, email: newEmail(), name: "A", note: "x".repeat(1_001) },
      { amountCents: 8_000_00, email: newEmail(), name: "A", language: "fr" },
    ];
    for (const body of bodies) {
      const response = await shopper().post(`/api/listings/${watch.id}/offers`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const notAnId = await client.post("/api/listings/not-a-uuid/deposit", { email: newEmail(), name: "A" });
    expect(notAnId.status).toBe(400);
    expect((await client.get("/api/holds/%00")).status).toBe(400);
    expect((await client.get(`/api/holds/${"a".repeat(40)}`)).status).toBe(404);
    expect((await staff.post(`/api/admin/holds/${randomUUID()}/counter`, { amountCents: "x" })).status).toBe(
      400,
    );
    expect((await staff.get("/api/admin/holds?status=nonsense")).status).toBe(400);
    expect((await staff.get("/api/admin/holds?cursor=%%%")).status).toBe(400);
    expect((await t.db.select({ n: count() }).from(watchHolds))[0]?.n).toBe(before);
  });

  it("refuses a write from another site, and keeps what a honeypot catches", async () => {
    const watch = await newWatch("Chopard Alpine Eagle 298600");
    const before = (await t.db.select({ n: count() }).from(watchHolds))[0]?.n;
    for (const path of [`/api/listings/${watch.id}/offers`, `/api/listings/${watch.id}/deposit`]) {
      const response = await t.app.request(path, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ amountCents: 8_000_00, email: newEmail(), name: "A" }),
      });
      expect(response.status).toBe(403);
    }
    const bot = await makeOffer(watch.id, 8_000_00, { website: "https://spam.example" });
    expect(bot.status).toBe(201);
    expect((await t.db.select({ n: count() }).from(watchHolds))[0]?.n).toBe(before);
    expect(await listingNow(watch.id)).toMatchObject({ stock: 1 });
  });
});

describe("the hold mails' language (issue 31)", () => {
  it("writes to an Arabic shopper in Arabic, right to left, and to an English one in English", async () => {
    const watch = await newWatch("Rolex Day-Date 228238");
    const arabic = await makeOffer(watch.id, 8_000_00, { language: "ar" });
    const english = await makeOffer(watch.id, 8_000_00, { language: "en" });
    const ar = await lastMail(arabic.email);
    const en = await lastMail(english.email);
    expect(ar?.subject).toBe("استلمنا عرضك");
    expect(ar?.html).toContain('dir="rtl"');
    expect(ar?.text).toContain("Rolex Day-Date 228238");
    expect(ar?.text).toContain(`/holds/${arabic.answer.token}?lang=ar`);
    expect(en?.subject).toBe("We received your offer");
    expect(en?.html).toContain('dir="ltr"');
  });
});
