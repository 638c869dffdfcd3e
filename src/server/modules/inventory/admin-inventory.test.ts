import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted } from "../../../shared/checkout";
import type { ErrorBody } from "../../../shared/errors";
import {
  type InventoryPageDto,
  type InventorySummaryDto,
  inventoryMessages,
  type StoreInventoryItemDto,
} from "../../../shared/inventory-schemas";
import { defaultRates } from "../../../shared/money";
import { auditLog, listings, storeInventoryItems } from "../../db/schema";
import { fillCart, postCheckout, pressOnTestPage } from "../../test/checkout-flow";
import { createInventoryItem, createListing, createMedia } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

const base = "/api/admin/inventory";
const put = (path: string, json: unknown) => admin.agent.call(path, { method: "PUT", json });
const del = (path: string) => admin.agent.call(path, { method: "DELETE" });

const payload = (overrides: Record<string, unknown> = {}) => ({
  make: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  condition: "excellent",
  buyingPrice: "3,100.500",
  expectedSellingPrice: "3900",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<StoreInventoryItemDto> {
  const response = await admin.agent.post(base, payload(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function list(query = ""): Promise<InventoryPageDto<StoreInventoryItemDto>> {
  const response = await admin.agent.get(`${base}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const auditFor = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "store_inventory_item"), eq(auditLog.entityId, id)));

describe("store inventory: validation (spec: reseller-tools §5)", () => {
  it.each([
    [{ make: "" }, inventoryMessages.makeModelRequired],
    [{ model: "   " }, inventoryMessages.makeModelRequired],
    [{ make: undefined }, inventoryMessages.makeModelRequired],
    [{ buyingPrice: "" }, inventoryMessages.buyingPricePositive],
    [{ buyingPrice: "0" }, inventoryMessages.buyingPricePositive],
    [{ buyingPrice: "-5" }, inventoryMessages.buyingPricePositive],
    [{ buyingPrice: "abc" }, inventoryMessages.buyingPricePositive],
    [{ fees: "1.2345" }, inventoryMessages.invalidAmount],
    [{ soldPrice: "-1" }, inventoryMessages.invalidAmount],
    [{ expectedSellingPrice: "99999999999" }, inventoryMessages.invalidAmount],
    [{ make: "a".repeat(101) }, "This text is too long"],
    [{ notes: "bad\u0000byte" }, "Please remove unsupported characters"],
    [{ saleDate: "not a date" }, inventoryMessages.invalidDate],
    [{ imageMediaId: "x" }, inventoryMessages.unknownImage],
  ])("refuses %j with its message", async (overrides, message) => {
    const response = await admin.agent.post(base, payload(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it("refuses an image that was never uploaded", async () => {
    const response = await admin.agent.post(base, payload({ imageMediaId: crypto.randomUUID() }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(inventoryMessages.unknownImage);
  });
});

describe("store inventory: create, update, delete (issue 10)", () => {
  it("creates an item with defaults, nulls and fils, audited", async () => {
    const item = await create({ reference: " ", notes: "" });
    expect(item).toMatchObject({
      make: "Rolex",
      model: "Submariner",
      reference: null,
      notes: null,
      condition: "excellent",
      buyingPriceFils: 3_100_500,
      expectedSellingPriceFils: 3_900_000,
      soldPriceFils: null,
      shippingCostFils: 0,
      feesFils: 0,
      netProfitFils: null,
      status: "available",
      saleDate: null,
      image: null,
    });
    const audit = await auditFor(item.id);
    expect(audit.map((row) => row.action)).toEqual(["inventory.create"]);
    expect(audit[0]?.actorUserId).toBe(admin.user.id);
    expect(audit[0]?.data).toMatchObject({ before: null, after: { buyingPriceFils: 3_100_500 } });
  });

  it("computes and stores the net profit on every write, and dates a sale without a date", async () => {
    const item = await create();
    const before = Date.now();
    const response = await put(
      `${base}/${item.id}`,
      payload({ status: "sold", soldPrice: "4000", shippingCost: "25.250", fees: "260" }),
    );
    expect(response.status).toBe(200);
    const sold: StoreInventoryItemDto = await response.json();
    // 4,000.000 − 3,100.500 − 25.250 − 260.000
    expect(sold).toMatchObject({ status: "sold", soldPriceFils: 4_000_000, netProfitFils: 614_250 });
    expect(Date.parse(sold.saleDate ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await t.db.select().from(storeInventoryItems).where(eq(storeInventoryItems.id, item.id));
    expect(stored?.netProfitFils).toBe(614_250);

    const shipped: StoreInventoryItemDto = await (
      await put(
        `${base}/${item.id}`,
        payload({ status: "shipped", soldPrice: "3000", saleDate: "2026-01-15T10:00:00.000Z" }),
      )
    ).json();
    expect(shipped).toMatchObject({ netProfitFils: -100_500, saleDate: "2026-01-15T10:00:00.000Z" });
    const cleared: StoreInventoryItemDto = await (await put(`${base}/${item.id}`, payload())).json();
    expect(cleared).toMatchObject({ soldPriceFils: null, netProfitFils: null, status: "available" });
    expect((await auditFor(item.id)).map((row) => row.action).sort()).toEqual([
      "inventory.create",
      "inventory.update",
      "inventory.update",
      "inventory.update",
    ]);
  });

  it("keeps an uploaded image and shows it", async () => {
    const imageId = await createMedia(t.db);
    const item = await create({ imageMediaId: imageId });
    expect(item.image?.id).toBe(imageId);
    expect(item.image?.url).toBe(`/media/${imageId}/800.webp`);
  });

  it("answers 404 for an unknown item and 400 for a malformed id", async () => {
    expect((await put(`${base}/${crypto.randomUUID()}`, payload())).status).toBe(404);
    expect((await del(`${base}/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await del(`${base}/not-an-id`)).status).toBe(400);
  });

  it("deletes an item, audited, but refuses while a listing links to it", async () => {
    const item = await create();
    const listing = await createListing(t.db, { inventoryId: item.id });
    const refused = await del(`${base}/${item.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).message).toBe(inventoryMessages.linkedToListing);

    await t.db.update(listings).set({ inventoryId: null }).where(eq(listings.id, listing.id));
    expect((await del(`${base}/${item.id}`)).status).toBe(200);
    expect(await t.db.select().from(storeInventoryItems).where(eq(storeInventoryItems.id, item.id))).toEqual(
      [],
    );
    const audit = await auditFor(item.id);
    expect(audit.map((row) => row.action).sort()).toEqual(["inventory.create", "inventory.delete"]);
  });
});

describe("store inventory: the table (issue 10)", () => {
  const make = `Brand${crypto.randomUUID().slice(0, 6)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.a = (await create({ make, model: "Alpha", buyingPrice: "100", notes: "box and papers" })).id;
    ids.b = (await create({ make, model: "Beta", buyingPrice: "300", reference: "REF-777" })).id;
    ids.c = (await create({ make, model: "Gamma", buyingPrice: "200", status: "sold", soldPrice: "500" })).id;
    ids.d = (
      await create({ make, model: "Delta", buyingPrice: "200", status: "shipped", soldPrice: "150" })
    ).id;
  });

  it("searches make, model, reference and notes, word by word, and finds an item by its id", async () => {
    expect((await list(`?q=${make}`)).items).toHaveLength(4);
    expect((await list(`?q=${make}%20beta`)).items.map((item) => item.id)).toEqual([ids.b]);
    expect((await list("?q=ref-777")).items.map((item) => item.id)).toEqual([ids.b]);
    expect((await list(`?q=${make}%20papers`)).items.map((item) => item.id)).toEqual([ids.a]);
    expect((await list(`?q=${ids.c}`)).items.map((item) => item.id)).toEqual([ids.c]);
    expect((await list("?q=%25")).items).toEqual([]);
  });

  it("filters by status", async () => {
    expect((await list(`?q=${make}&status=sold`)).items.map((item) => item.id)).toEqual([ids.c]);
    expect((await list(`?q=${make}&status=shipped`)).items.map((item) => item.id)).toEqual([ids.d]);
    expect((await admin.agent.get(`${base}?status=lost`)).status).toBe(400);
    // A checkout holds a watch: staff can find the reserved ones (issue 24).
    const held = eq(storeInventoryItems.id, ids.b ?? "");
    await t.db.update(storeInventoryItems).set({ status: "reserved" }).where(held);
    try {
      expect((await list(`?q=${make}&status=reserved`)).items.map((item) => item.id)).toEqual([ids.b]);
    } finally {
      await t.db.update(storeInventoryItems).set({ status: "available" }).where(held);
    }
  });

  it("sorts by each column, the unsold last for sold price and net profit", async () => {
    const order = async (query: string) =>
      (await list(`?q=${make}&${query}`)).items.map((item) => item.model).join(",");
    expect(await order("sort=buyingPrice&order=asc")).toMatch(/^Alpha,(Gamma,Delta|Delta,Gamma),Beta$/);
    expect(await order("sort=soldPrice&order=desc")).toMatch(/^Gamma,Delta,/);
    expect(await order("sort=soldPrice&order=asc")).toMatch(/^Delta,Gamma,/);
    expect(await order("sort=netProfit&order=asc")).toMatch(/^Delta,Gamma,/);
    expect(await order("sort=make&order=asc")).toHaveLength("Alpha,Beta,Gamma,Delta".length);
    expect(await order("sort=dateAdded&order=asc")).toBe("Alpha,Beta,Gamma,Delta");
    expect(await order("")).toBe("Delta,Gamma,Beta,Alpha");
    expect((await admin.agent.get(`${base}?sort=price`)).status).toBe(400);
  });

  it.each(["dateAdded", "buyingPrice", "expectedSellingPrice", "soldPrice", "netProfit", "make"])(
    "walks every keyset page sorted by %s, each item once",
    async (sort) => {
      for (const order of ["asc", "desc"]) {
        const whole = (await list(`?q=${make}&sort=${sort}&order=${order}`)).items.map((item) => item.id);
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(
            `?q=${make}&sort=${sort}&order=${order}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
          );
          seen.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(whole);
      }
    },
  );

  it("refuses a forged cursor or one from another sort", async () => {
    const page = await list(`?q=${make}&limit=1`);
    expect((await admin.agent.get(`${base}?cursor=${page.nextCursor}&sort=make`)).status).toBe(400);
    expect((await admin.agent.get(`${base}?cursor=bm9wZQ`)).status).toBe(400);
  });

  it("exports the filter as CSV with KWD amounts at three decimals", async () => {
    const response = await admin.agent.get(`${base}/export?q=${make}&sort=dateAdded&order=asc`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/store-inventory-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Make,Model,Reference,Status,Buying price (KWD),Expected selling price (KWD),Sold price (KWD)," +
        "Shipping cost (KWD),Fees (KWD),Net profit (KWD),Date added,Notes,Condition,Sale date,Id",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(new RegExp(`^${make},Alpha,126610LN,available,100.000,3900.000,,0.000,0.000,,`));
    expect(lines[1]).toContain(",box and papers,excellent,,");
    expect(lines[4]).toMatch(
      new RegExp(`^${make},Delta,126610LN,shipped,200.000,3900.000,150.000,0.000,0.000,-50.000,`),
    );
    const all = await (await admin.agent.get(`${base}/export`)).text();
    expect(all.trimEnd().split("\r\n").length).toBeGreaterThan(5);
  });

  it("guards a spreadsheet against formulas in the text", async () => {
    await create({ make: `${make}x`, model: "=HYPERLINK(1)" });
    const csv = await (await admin.agent.get(`${base}/export?q=${make}x`)).text();
    expect(csv).toContain(",'=HYPERLINK(1),");
  });
});

describe("store inventory: the summary (spec: reseller-tools §3)", () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it("sums every item, counting sold and shipped as sold, with today's rates", async () => {
    const staff = await own.signedInClient({ role: "owner" });
    const post = (json: unknown) => staff.agent.post(base, json);
    const empty: InventorySummaryDto = await (await staff.agent.get(`${base}/summary`)).json();
    expect(empty).toEqual({
      totalItems: 0,
      buyingValueFils: 0,
      expectedValueFils: 0,
      soldValueFils: 0,
      netProfitFils: 0,
      availableCount: 0,
      soldCount: 0,
      rates: defaultRates,
    });
    await post(payload({ buyingPrice: "1000", expectedSellingPrice: "1500" }));
    await post(payload({ buyingPrice: "2000.250", expectedSellingPrice: "0" }));
    await post(payload({ buyingPrice: "3000", status: "sold", soldPrice: "4000", fees: "100" }));
    await post(payload({ buyingPrice: "500", status: "shipped", soldPrice: "700", shippingCost: "50" }));
    const summary: InventorySummaryDto = await (await staff.agent.get(`${base}/summary`)).json();
    expect(summary).toEqual({
      totalItems: 4,
      buyingValueFils: 6_500_250,
      // 1,500 + 0 + 3,900 + 3,900 (the sold ones keep the payload's expected price)
      expectedValueFils: 9_300_000,
      soldValueFils: 4_700_000,
      // (4,000 − 3,000 − 100) + (700 − 500 − 50)
      netProfitFils: 1_050_000,
      availableCount: 2,
      soldCount: 2,
      rates: defaultRates,
    });
  });
});

describe("store inventory: a sale through checkout (ARCHITECTURE.md, Decisions)", () => {
  it("shows on the inventory list with its sold price, sale date and net profit", async () => {
    const item = await createInventoryItem(t.db, {
      make: "Omega",
      model: `Speedmaster ${crypto.randomUUID().slice(0, 6)}`,
      buyingPriceFils: 2_000_000,
      shippingCostFils: 10_000,
      feesFils: 40_000,
    });
    const watch = await createListing(t.db, { priceCents: 10_000_00, inventoryId: item.id });
    const shopper = t.client("192.0.2.200");
    const total = await fillCart(shopper, watch.id);
    const started = await postCheckout(shopper, { email: "buyer@example.com", expectedTotalCents: total });
    expect(started.status).toBe(201);
    const { url } = (await started.json()) as CheckoutStarted;
    expect((await pressOnTestPage(shopper, url, "pay")).status).toBe(303);

    const [row] = (await list(`?q=${item.id}`)).items;
    // 10,000.00 USD at 0.31 = 3,100.000 KWD; less 2,000.000 bought, 10.000 shipping, 40.000 fees.
    expect(row).toMatchObject({ status: "sold", soldPriceFils: 3_100_000, netProfitFils: 1_050_000 });
    expect(Date.now() - Date.parse(row?.saleDate ?? "")).toBeLessThan(60_000);
    expect((await list("?status=sold")).items.map((sold) => sold.id)).toContain(item.id);
  });
});
