import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import type { StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import type { MediaDto } from "../../../shared/media";
import {
  canMoveTradeIn,
  type TradeInStatus,
  tradeInActions,
  tradeInStatuses,
} from "../../../shared/trade-in-lifecycle";
import {
  type TradeInDto,
  type TradeInPageDto,
  type TradeInReceiptDto,
  tradeInMessages,
} from "../../../shared/trade-in-schemas";
import { user } from "../../auth/auth.schema";
import {
  auditLog,
  emailOutbox,
  marketObservations,
  storeInventoryItems,
  tradeInPhotos,
  tradeInRequests,
} from "../../db/schema";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import { tradeInRateLimit } from "./trade-ins.routes";

let t: TestApp;
let staff: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signedInClient({ role: "manager" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tradeInRequests);
  await t.db.delete(storeInventoryItems);
  await t.db.delete(emailOutbox);
  await t.db.delete(marketObservations);
});

let nextIp = 1;
/** Each test writes from an address of its own, so the limit of one never refuses another's. */
const visitor = () => t.client(`192.0.2.${nextIp++}`);

const request = (changes: Record<string, unknown> = {}) => ({
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  condition: "excellent",
  boxPapers: "complete",
  askingPrice: "9,500",
  currency: "USD",
  name: "Fatima Al-Sabah",
  email: " Fatima@Example.com ",
  phone: "+965 5555 1234",
  language: "ar",
  ...changes,
});

const dayMs = 24 * 60 * 60 * 1000;

/** Five prices an admin recorded for the reference: the median $10,000, the quartiles $10,000 and $11,000. */
async function recordMarket(reference = "126610LN") {
  const prices = [9_000, 10_000, 10_000, 11_000, 12_000];
  await t.db.insert(marketObservations).values(
    prices.map((dollars, index) => ({
      brand: "Rolex",
      model: "Submariner Date",
      reference,
      source: "manual",
      seenAt: "A dealer in Kuwait City",
      priceCents: dollars * 100,
      currency: "USD",
      kind: "sold",
      observedAt: new Date(Date.now() - (index + 1) * dayMs),
    })),
  );
}

async function submit(changes: Record<string, unknown> = {}, client = visitor()) {
  const response = await client.post("/api/trade-ins", request(changes));
  expect(response.status).toBe(201);
  return (await response.json()) as TradeInReceiptDto;
}

const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return (await response.json()) as ErrorBody;
};

const act = (id: string, json: Record<string, unknown>) =>
  staff.agent.patch(`/api/admin/trade-ins/${id}`, json);

async function rowOf(id: string) {
  const [row] = await t.db.select().from(tradeInRequests).where(eq(tradeInRequests.id, id));
  return row;
}

describe("POST /api/trade-ins (issue 31)", () => {
  it("answers at once with the offer range from the sourced market data, stores the request and mails the seller in Arabic", async () => {
    await recordMarket();
    const receipt = await submit();
    // Median $10,000, spread 10% (IQR $1,000), 5 prices of a week: low risk, 15% off.
    // High: $10,000 × 0.85 = $8,500; low: $8,500 less half the spread (5%) = $8,075.
    expect(receipt.estimate).toMatchObject({
      kind: "range",
      lowUsdCents: 807_500,
      highUsdCents: 850_000,
      marketUsdCents: 1_000_000,
      risk: "low",
      buyingDiscountBasisPoints: 1_500,
      provenance: { basis: "median", sampleSize: 5, sources: [{ source: "manual", count: 5 }] },
    });
    const row = await rowOf(receipt.id);
    expect(row).toMatchObject({
      status: "submitted",
      brand: "Rolex",
      reference: "126610LN",
      year: 2021,
      askingMinor: 950_000,
      askingCurrency: "USD",
      email: "fatima@example.com",
      language: "ar",
      userId: null,
      estimate: receipt.estimate,
    });
    const mail = await t.lastMailTo("fatima@example.com");
    expect(mail?.kind).toBe("trade-in-received");
    expect(mail?.subject).toBe("وصلنا طلبك لبيع ساعتك");
    expect(mail?.text).toContain("8,075–8,500");
    expect(mail?.text).toContain("5");
    // The receipt repeats nothing the seller typed: the form is no relay.
    expect(mail?.text).not.toContain("Submariner");
  });

  it("says it will come back when there is not enough data, in English for an English request", async () => {
    const receipt = await submit({ language: "en", reference: "5711/1A", email: "sam@example.com" });
    expect(receipt.estimate).toEqual({ kind: "none", reason: "no_data", sampleSize: 0 });
    const without = await submit({ language: "en", reference: "", email: "sam@example.com" });
    expect(without.estimate).toMatchObject({ kind: "none", reason: "no_reference" });
    const mail = await t.lastMailTo("sam@example.com");
    expect(mail?.subject).toBe("We received your request to sell your watch");
    expect(mail?.text).toContain("We will come back to you.");
  });

  it("keeps an asking price in the shopper's currency, in its minor units", async () => {
    const { id } = await submit({ askingPrice: "3,100.250", currency: "KWD" });
    expect(await rowOf(id)).toMatchObject({ askingMinor: 3_100_250, askingCurrency: "KWD" });
    const none = await submit({ askingPrice: "" });
    expect(await rowOf(none.id)).toMatchObject({ askingMinor: null, askingCurrency: null });
  });

  it("refuses bad input with the form's words, never a 500, and stores and mails nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ brand: " " }, tradeInMessages.brandRequired],
      [{ model: "x".repeat(101) }, "This text is too long"],
      [{ name: "Nul\u0000Byte" }, "Please remove unsupported characters"],
      [{ reference: "126610\u0000LN" }, "Please remove unsupported characters"],
      [{ year: 1850 }, tradeInMessages.invalidYear],
      [{ year: new Date().getUTCFullYear() + 1 }, tradeInMessages.invalidYear],
      [{ year: "soon" }, tradeInMessages.invalidYear],
      [{ condition: "mint" }, tradeInMessages.conditionRequired],
      [{ boxPapers: "bag" }, tradeInMessages.boxPapersRequired],
      [{ askingPrice: "12.345" }, tradeInMessages.invalidAskingPrice],
      [{ askingPrice: "-5" }, tradeInMessages.invalidAskingPrice],
      [{ askingPrice: "9".repeat(40) }, tradeInMessages.invalidAskingPrice],
      [{ email: "nobody" }, tradeInMessages.sellerEmailInvalid],
      [{ phone: "call me" }, "Please enter a valid phone number"],
      [{ photoIds: Array.from({ length: 7 }, () => crypto.randomUUID()) }, tradeInMessages.tooManyPhotos],
      [{ photoIds: [crypto.randomUUID()] }, tradeInMessages.unknownPhoto],
      [{ tradeForListingId: "not-a-uuid" }, tradeInMessages.listingUnavailable],
      [{ tradeForListingId: crypto.randomUUID() }, tradeInMessages.listingUnavailable],
    ];
    for (const [changes, message] of cases) {
      const body = await refusal(await visitor().post("/api/trade-ins", request(changes)));
      expect(body.message, JSON.stringify(changes)).toBe(message);
    }
    const garbled = await visitor().call("/api/trade-ins", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbled.status).toBe(400);
    const huge = await visitor().call("/api/trade-ins", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request({ model: "x".repeat(200_000) })),
    });
    expect(huge.status).toBe(413);
    expect(await t.db.select().from(tradeInRequests)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("trades against a listed watch only while it is for sale, keeping its title", async () => {
    const listing = await createListing(t.db, { title: "Omega Speedmaster Professional" });
    const { id } = await submit({ tradeForListingId: listing.id });
    expect(await rowOf(id)).toMatchObject({
      tradeForListingId: listing.id,
      tradeForTitle: "Omega Speedmaster Professional",
    });
    const sold = await createListing(t.db, { stock: 0, soldAt: new Date() });
    const body = await refusal(
      await visitor().post("/api/trade-ins", request({ tradeForListingId: sold.id })),
    );
    expect(body.issues?.[0]?.path).toBe("tradeForListingId");
  });

  it("answers a filled honeypot as if it worked, and keeps and mails nothing", async () => {
    const response = await visitor().post("/api/trade-ins", request({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await t.db.select().from(tradeInRequests)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it(`refuses more than ${tradeInRateLimit.limit} requests from one address in its window with 429`, async () => {
    const client = visitor();
    for (let sent = 0; sent < tradeInRateLimit.limit; sent += 1) await submit({}, client);
    const refused = await client.post("/api/trade-ins", request());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await t.db.select().from(tradeInRequests)).toHaveLength(tradeInRateLimit.limit);
  });

  it("refuses a write from another site", async () => {
    const response = await t.app.request("/api/trade-ins", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(request()),
    });
    expect(response.status).toBe(403);
    expect(await t.db.select().from(tradeInRequests)).toEqual([]);
  });
});

describe("a seller's photos (issue 31, decision 021)", () => {
  async function upload(client: ReturnType<TestApp["client"]>) {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#786428" } })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
    const response = await client.call("/api/trade-ins/photos", { method: "POST", body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as MediaDto;
  }

  it("are private: staff see them through the request, nobody else, and a photo serves one request", async () => {
    const seller = visitor();
    const photo = await upload(seller);
    // Owned by nobody: not on /media for anyone, its sender included.
    expect((await seller.get(photo.url)).status).toBe(404);
    expect((await staff.agent.get(photo.url)).status).toBe(404);
    const { id } = await submit({ photoIds: [photo.id] }, seller);
    expect(await t.db.select().from(tradeInPhotos)).toEqual([
      { requestId: id, mediaId: photo.id, position: 0 },
    ]);
    const detail = (await (await staff.agent.get(`/api/admin/trade-ins/${id}`)).json()) as TradeInDto;
    expect(detail.photos).toEqual([{ id: photo.id }]);
    const shown = await staff.agent.get(`/api/admin/trade-ins/${id}/photos/${photo.id}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect((await staff.agent.get(`/api/admin/trade-ins/${id}/photos/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
    const other = await submit();
    expect((await staff.agent.get(`/api/admin/trade-ins/${other.id}/photos/${photo.id}`)).status).toBe(404);
    const shopper = await t.signedInClient();
    expect((await shopper.agent.get(`/api/admin/trade-ins/${id}/photos/${photo.id}`)).status).toBe(403);
    // The same photo cannot be sent again with another request, nor a signed-in user's by a visitor.
    const again = await refusal(await seller.post("/api/trade-ins", request({ photoIds: [photo.id] })));
    expect(again.message).toBe(tradeInMessages.unknownPhoto);
    const own = await upload(shopper.agent);
    const stolen = await refusal(await visitor().post("/api/trade-ins", request({ photoIds: [own.id] })));
    expect(stolen.message).toBe(tradeInMessages.unknownPhoto);
    expect((await submit({ photoIds: [own.id] }, shopper.agent)).id).toBeTruthy();
  });
});

/** A request written straight to the database in `status`, with an offer when the status has one. */
async function requestIn(status: TradeInStatus) {
  const hasOffer = status !== "submitted" && status !== "declined";
  const [row] = await t.db
    .insert(tradeInRequests)
    .values({
      status,
      brand: "Rolex",
      model: "GMT-Master II",
      reference: "126710BLRO",
      condition: "very-good",
      boxPapers: "box-only",
      name: "Sam Seller",
      email: `seller-${crypto.randomUUID()}@example.com`,
      language: "en",
      estimate: { kind: "none", reason: "no_data", sampleSize: 0 },
      offerMinor: hasOffer ? 1_200_000 : null,
      offerCurrency: hasOffer ? "USD" : null,
    })
    .returning();
  if (!row) throw new Error("request not written");
  return row;
}

const actionBodies = {
  offer: { action: "offer", amount: "12,000", currency: "USD" },
  counter: {
    action: "counter",
    amount: "3,500.500",
    currency: "KWD",
    message: "We can meet you at this price.",
  },
  decline: { action: "decline", message: "The bracelet is not original." },
  buy: { action: "buy" },
} as const;

describe("the staff queue's moves (issue 31)", () => {
  it("allows exactly the table's moves, refuses every other with 409 and leaves the request as it was", async () => {
    for (const from of tradeInStatuses) {
      for (const action of Object.keys(tradeInActions) as (keyof typeof tradeInActions)[]) {
        const before = await requestIn(from);
        const to = tradeInActions[action];
        const response = await act(before.id, actionBodies[action]);
        const after = await rowOf(before.id);
        const label = `${from} --${action}--> ${to}`;
        if (canMoveTradeIn(from, to)) {
          expect(response.status, label).toBe(200);
          expect(after?.status, label).toBe(to);
          expect(((await response.json()) as TradeInDto).status, label).toBe(to);
        } else if (from === "bought" && action === "buy") {
          // Buying a bought request again is no move: answered as it stands.
          expect(response.status, label).toBe(200);
          expect(after, label).toEqual(before);
        } else {
          expect(response.status, label).toBe(409);
          expect(((await response.json()) as ErrorBody).reason, label).toBe("ILLEGAL_TRANSITION");
          expect(after, label).toEqual(before);
        }
      }
    }
  });

  it("keeps each answer's amount and words, audits it and mails the seller in their language", async () => {
    const { id } = await submit({ email: "layla@example.com" });
    const countered = await act(id, actionBodies.counter);
    expect(countered.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: "countered",
      offerMinor: 3_500_500,
      offerCurrency: "KWD",
      staffMessage: "We can meet you at this price.",
    });
    const counterMail = await t.lastMailTo("layla@example.com");
    expect(counterMail?.kind).toBe("trade-in-answer");
    expect(counterMail?.subject).toBe("عرضنا المقابل لساعتك");
    expect(counterMail?.text).toContain("3,500.500");
    expect(counterMail?.text).toContain("We can meet you at this price.");

    expect((await act(id, actionBodies.offer)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: "offered", offerMinor: 1_200_000, offerCurrency: "USD" });
    const offerMail = await t.lastMailTo("layla@example.com");
    expect(offerMail?.subject).toBe("عرضنا لشراء ساعتك");
    expect(offerMail?.text).toContain("$12,000.00");

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.actorUserId])).toEqual([
      ["trade_in.counter", "trade_in", staff.user.id],
      ["trade_in.offer", "trade_in", staff.user.id],
    ]);
    expect(entries[0]?.label).toBe("Rolex Submariner Date 126610LN");
  });

  it("mails an English seller a refusal with its reason", async () => {
    const { id } = await submit({ email: "sam@example.com", language: "en" });
    expect((await act(id, actionBodies.decline)).status).toBe(200);
    const mail = await t.lastMailTo("sam@example.com");
    expect(mail?.subject).toBe("About your watch");
    expect(mail?.text).toContain("The bracelet is not original.");
    expect(await rowOf(id)).toMatchObject({
      status: "declined",
      staffMessage: "The bracelet is not original.",
    });
  });

  it("refuses a bad answer with 400 and an unknown request with 404", async () => {
    const { id } = await submit();
    for (const body of [
      { action: "offer", amount: "0", currency: "USD" },
      { action: "offer", amount: "12.5", currency: "SAR" },
      { action: "counter", amount: "100", currency: "USD", message: " " },
      { action: "decline", message: "\u0000" },
      { action: "decline", message: "x".repeat(1_001) },
      { action: "steal" },
    ])
      expect((await act(id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await act("nope", actionBodies.buy)).status).toBe(400);
    expect((await act(crypto.randomUUID(), actionBodies.buy)).status).toBe(404);
    expect((await rowOf(id))?.status).toBe("submitted");
  });
});

describe("a bought watch in the store inventory (issue 31)", () => {
  it("becomes one store item with its buying price, however often and however fast it is bought", async () => {
    await recordMarket();
    const { id } = await submit({ email: "noor@example.com" });
    expect((await act(id, { action: "offer", amount: "8,400", currency: "USD" })).status).toBe(200);
    const answers = await Promise.all([act(id, actionBodies.buy), act(id, actionBodies.buy)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await act(id, actionBodies.buy)).status).toBe(200);
    const items = await t.db.select().from(storeInventoryItems);
    expect(items).toHaveLength(1);
    // $8,400 at the default 0.31 KWD per dollar: 2,604.000 KWD; expected at the $10,000 median: 3,100.000 KWD.
    expect(items[0]).toMatchObject({
      make: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      condition: "excellent",
      status: "available",
      buyingPriceFils: 2_604_000,
      expectedSellingPriceFils: 3_100_000,
      imageMediaId: null,
      // Staff's notes stay theirs: where the watch came from is data, worded by the reader's page.
      notes: null,
    });
    expect(await rowOf(id)).toMatchObject({ status: "bought", inventoryItemId: items[0]?.id });
    const table = await staff.agent.get("/api/admin/inventory");
    const { items: listed } = (await table.json()) as { items: StoreInventoryItemDto[] };
    expect(listed.find((item) => item.id === items[0]?.id)?.tradeIn).toEqual({
      requestId: id,
      seller: "Fatima Al-Sabah",
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toEqual(["trade_in.offer", "trade_in.buy"]);
    const stocked = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, items[0]?.id ?? ""));
    expect(stocked.map((entry) => entry.action)).toEqual(["inventory.create"]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "noor@example.com"));
    expect(mails.filter((mail) => mail.subject === "اشترينا ساعتك")).toHaveLength(1);
    // Ready for "Create listing": the listing dialog offers it.
    const choices = await staff.agent.get("/api/admin/store-item-choices");
    const { items: offered } = (await choices.json()) as { items: { id: string }[] };
    expect(offered.map((choice) => choice.id)).toContain(items[0]?.id);
  });
});

describe("the staff queue's list (issue 31)", () => {
  it("is for staff who may buy stock: 401 signed out, 403 for a shopper or a sales assistant", async () => {
    expect((await t.client().get("/api/admin/trade-ins")).status).toBe(401);
    expect((await (await t.signedInClient()).agent.get("/api/admin/trade-ins")).status).toBe(403);
    expect((await (await t.signedInClient({ role: "sales" })).agent.get("/api/admin/trade-ins")).status).toBe(
      403,
    );
  });

  it("lists newest first in keyset pages of 30, the open ones by default, with the open count", async () => {
    const base = Date.parse("2026-03-01T09:00:00Z");
    for (let index = 0; index < 33; index += 1) {
      const row = await requestIn(index === 0 ? "declined" : "submitted");
      await t.db
        .update(tradeInRequests)
        .set({ createdAt: new Date(base + index * 60_000), name: `Seller ${index}` })
        .where(eq(tradeInRequests.id, row.id));
    }
    const list = async (query = "") => {
      const response = await staff.agent.get(`/api/admin/trade-ins${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as TradeInPageDto;
    };
    const first = await list();
    expect(first.open).toBe(32);
    expect(first.requests).toHaveLength(30);
    expect(first.requests[0]?.name).toBe("Seller 32");
    const second = await list(`?cursor=${first.nextCursor}`);
    expect(second.requests.map((row) => row.name)).toEqual(["Seller 2", "Seller 1"]);
    expect(second.nextCursor).toBeNull();
    expect((await list("?status=declined")).requests.map((row) => row.name)).toEqual(["Seller 0"]);
    expect((await staff.agent.get("/api/admin/trade-ins?status=spam")).status).toBe(400);
    expect((await staff.agent.get("/api/admin/trade-ins?cursor=nonsense")).status).toBe(400);
  });
});

describe("the staff's notice of a new request (issue 31, decision 031)", () => {
  const noticesTo = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "trade-in-notification")));
  let owner: Awaited<ReturnType<TestApp["signedInClient"]>>;
  let sales: Awaited<ReturnType<TestApp["signedInClient"]>>;
  beforeAll(async () => {
    owner = await t.signedInClient({ role: "owner" });
    await t.db.update(user).set({ language: "ar" }).where(eq(user.id, owner.user.id));
    sales = await t.signedInClient({ role: "sales" });
  });

  it("tells each staff member who may buy stock, in their own language, what the seller sent", async () => {
    await recordMarket();
    const listing = await createListing(t.db, { title: "Omega Speedmaster Professional" });
    const { id } = await submit({ tradeForListingId: listing.id });

    const [english, ...moreEnglish] = await noticesTo(staff.user.email);
    expect(moreEnglish).toEqual([]);
    expect(english?.subject).toBe("Trade-in request: Rolex Submariner Date 126610LN — Fatima Al-Sabah");
    expect(english?.text).toContain("From: Fatima Al-Sabah <fatima@example.com>");
    expect(english?.text).toContain("Asking price: \u2066$9,500.00\u2069");
    expect(english?.text).toContain("8,075–8,500");
    expect(english?.text).toContain("(5 market prices)");
    expect(english?.text).toContain("Omega Speedmaster Professional");
    expect(english?.text).toContain("Language: Arabic");
    expect(english?.text).toContain(`/admin/trade-ins?request=${id}&lang=en`);

    const [arabic] = await noticesTo(owner.user.email);
    expect(arabic?.subject).toBe("طلب بيع ساعة: Rolex Submariner Date 126610LN — Fatima Al-Sabah");
    expect(arabic?.text).toContain("السعر المطلوب:");
    expect(arabic?.text).toContain("اللغة: العربية");
    expect(arabic?.text).toContain(`/admin/trade-ins?request=${id}&lang=ar`);

    // A sales assistant cannot open the queue; the shop's address is not written to while staff are.
    expect(await noticesTo(sales.user.email)).toEqual([]);
    expect(await noticesTo("support@mizan.com.kw")).toEqual([]);
    // The seller's receipt is the seller's alone.
    expect((await t.lastMailTo("fatima@example.com"))?.kind).toBe("trade-in-received");
  });

  it("says there was no indicative offer, and without an asking price says so", async () => {
    await submit({ reference: "", askingPrice: "", language: "en" });
    const [notice] = await noticesTo(staff.user.email);
    expect(notice?.text).toContain("No asking price given");
    expect(notice?.text).toContain("No indicative offer shown: not enough market data");
    expect(notice?.text).toContain("Photos: 0");
  });

  it("leaves out who turned messages off; with nobody left, tells the shop's address in English", async () => {
    const off = { newPaidOrder: true, lowStock: false, contactMessage: false, failedEmail: false };
    for (const member of [staff, owner]) {
      const saved = await member.agent.call("/api/admin/notifications", { method: "PUT", json: off });
      expect(saved.status).toBe(200);
    }
    await submit({ email: "omar@example.com", name: "Omar" });
    expect(await noticesTo(staff.user.email)).toEqual([]);
    expect(await noticesTo(owner.user.email)).toEqual([]);
    const [shop, ...more] = await noticesTo("support@mizan.com.kw");
    expect(more).toEqual([]);
    expect(shop?.subject).toBe("Trade-in request: Rolex Submariner Date 126610LN — Omar");
    // The shop's own address is not told it chose anything.
    expect(shop?.text).not.toContain("your e-mail choices");
  });
});

it("a request from another origin to the staff queue is refused", async () => {
  const response = await t.app.request(`/api/admin/trade-ins/${crypto.randomUUID()}`, {
    method: "PATCH",
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    body: JSON.stringify(actionBodies.buy),
  });
  expect(response.status).toBe(403);
  expect(testOrigin).not.toBe("https://evil.example");
});
