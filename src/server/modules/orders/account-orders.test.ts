import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import type { AdminOrderDto, OrderDto } from "../../../shared/orders";
import { auditLog, orders, user } from "../../db/schema";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  // Accounts may sign in before confirming their e-mail here, to show what they may not see yet.
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_VERIFICATION: "false" });
});
afterAll(() => t.close());

type Client = ReturnType<TestApp["client"]>;

const address = {
  fullName: "Jane Doe",
  phone: "+44 20 7946 0000",
  country: "GB",
  city: "London",
  line1: "1 Bond Street",
  postalCode: "W1S 1AA",
};

/** A paid order through the TEST provider's page, as the browser would place it. */
async function buy(client: Client, email?: string, displayCurrency?: string): Promise<string> {
  const watch = await createListing(t.db, { priceCents: 4_200_00 });
  const expectedTotalCents = await fillCart(client, watch.id);
  const started = await postCheckout(client, {
    email,
    shipping: address,
    language: "ar",
    expectedTotalCents,
    displayCurrency,
  });
  expect(started.status).toBe(201);
  const { url, orderNumber } = (await started.json()) as CheckoutStarted;
  expect((await pressOnTestPage(client, url, "pay")).status).toBe(303);
  return orderNumber;
}

const orderNumbers = async (client: Client) =>
  ((await (await client.get("/api/me/orders")).json()) as { orders: OrderDto[] }).orders.map(
    (order) => order.orderNumber,
  );

describe("a guest's orders and the account of their e-mail", () => {
  it("appear once the account's e-mail is verified, and never before", async () => {
    const email = `buyer-${crypto.randomUUID()}@example.com`;
    const orderNumber = await buy(t.client(), email);
    const mail = await t.lastMailTo(email);
    // The shopper checked out in Arabic: the confirmation is Arabic, with the order's number.
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.text).toContain("سيتم شحن ساعتك خلال 2-3 أيام عمل");
    expect(mail?.html).toContain('dir="rtl"');

    const agent = t.client();
    const signUp = { firstName: "Jane", lastName: "Doe", email, password: "correct-horse-battery" };
    expect((await agent.post("/api/auth/sign-up/email", signUp)).status).toBe(200);
    expect((await agent.post("/api/auth/sign-in/email", { email, password: signUp.password })).status).toBe(
      200,
    );
    expect(await orderNumbers(agent)).toEqual([]);
    expect((await agent.get(`/api/me/orders/${orderNumber}`)).status).toBe(404);

    // Confirmed outside the app, as another instance would: this one holds the session in memory
    // until the database's notification of the change reaches it.
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    await t.caughtUp();
    expect(await orderNumbers(agent)).toEqual([orderNumber]);
    const order = (await (await agent.get(`/api/me/orders/${orderNumber}`)).json()) as OrderDto;
    expect(order.shippingAddress).toMatchObject({ city: "London", line1: "1 Bond Street" });
    expect(order.timeline?.map((step) => step.to)).toEqual(["pending", "paid"]);
  });

  it("needs a signed-in shopper", async () => {
    expect((await t.client().get("/api/me/orders")).status).toBe(401);
  });
});

describe("the currency the shopper read the shop in (issue 30)", () => {
  it("is kept with its rate, for the buyer's history, the order and the staff's view", async () => {
    const { agent: buyer } = await t.signedInClient();
    const inRiyals = await buy(buyer, undefined, "SAR");
    const inDollars = await buy(buyer, undefined, "USD");
    const unsaid = await buy(buyer);
    const history = ((await (await buyer.get("/api/me/orders")).json()) as { orders: OrderDto[] }).orders;
    expect(Object.fromEntries(history.map((order) => [order.orderNumber, order.displayed]))).toEqual({
      [inRiyals]: { currency: "SAR", rate: 3_750_000 },
      [inDollars]: { currency: "USD", rate: 1_000_000 },
      [unsaid]: null,
    });
    const own = (await (await buyer.get(`/api/me/orders/${inRiyals}`)).json()) as OrderDto;
    expect(own.displayed).toEqual({ currency: "SAR", rate: 3_750_000 });

    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, inRiyals));
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const staff = (await (await admin.get(`/api/admin/orders/${row?.id}`)).json()) as AdminOrderDto;
    expect(staff).toMatchObject({ totalCents: 4_200_00, displayed: { currency: "SAR", rate: 3_750_000 } });
  });
});

describe("staff move an order along its lifecycle", () => {
  it("ships with carrier and tracking (the buyer is told), delivers, and audits each step", async () => {
    const { agent: buyer, user: shopper } = await t.signedInClient();
    const orderNumber = await buy(buyer);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const path = `/api/admin/orders/${row?.id}/transitions`;

    const noTracking = await admin.post(path, { to: "shipped" });
    expect(noTracking.status).toBe(400);
    expect(await buyer.post(path, { to: "shipped", carrier: "DHL", trackingNumber: "1Z999" })).toHaveProperty(
      "status",
      403,
    );
    const shipped = await admin.post(path, {
      to: "shipped",
      carrier: "DHL Express",
      trackingNumber: "JD014600003",
    });
    expect(shipped.status).toBe(200);
    expect((await shipped.json()) as AdminOrderDto).toMatchObject({
      status: "shipped",
      carrier: "DHL Express",
    });
    const mail = await t.lastMailTo(shopper.email);
    expect(mail?.kind).toBe("order-shipped");
    expect(mail?.text).toContain("JD014600003");

    const again = await admin.post(path, { to: "shipped", carrier: "DHL", trackingNumber: "X" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      reason: "ILLEGAL_TRANSITION",
      params: { from: "shipped", to: "shipped" },
    });
    expect((await admin.post(path, { to: "delivered" })).status).toBe(200);
    expect((await admin.post(path, { to: "cancelled" })).status).toBe(409);

    const own = (await (await buyer.get(`/api/me/orders/${orderNumber}`)).json()) as OrderDto;
    expect(own).toMatchObject({ status: "delivered", trackingNumber: "JD014600003" });
    expect(own.timeline?.map((step) => `${step.actor}:${step.to}`)).toEqual([
      "customer:pending",
      "provider:paid",
      "admin:shipped",
      "admin:delivered",
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ""));
    expect(audited.map((entry) => entry.action).sort()).toEqual(["order.delivered", "order.shipped"]);

    const listed = (await (await admin.get("/api/admin/orders?status=delivered")).json()) as {
      orders: AdminOrderDto[];
    };
    expect(listed.orders.map((order) => order.orderNumber)).toContain(orderNumber);
  });
});
