import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import {
  type InventoryItemDto,
  type InventoryPageDto,
  type InventorySummaryDto,
  inventoryMessages,
} from "../../../shared/inventory-schemas";
import type { MediaDto } from "../../../shared/media";
import { defaultRates } from "../../../shared/money";
import { personalInventoryItems } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

type Client = Awaited<ReturnType<TestApp["signedInClient"]>>["agent"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = "/api/me/inventory";
const put = (client: Client, id: string, json: unknown) =>
  client.call(`${base}/${id}`, { method: "PUT", json });
const del = (client: Client, id: string) => client.call(`${base}/${id}`, { method: "DELETE" });

const payload = (overrides: Record<string, unknown> = {}) => ({
  make: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  buyingPrice: "3,100.500",
  expectedSellingPrice: "3900",
  ...overrides,
});

async function create(client: Client, overrides: Record<string, unknown> = {}): Promise<InventoryItemDto> {
  const response = await client.post(base, payload(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function list(client: Client, query = ""): Promise<InventoryPageDto> {
  const response = await client.get(`${base}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function summary(client: Client): Promise<InventorySummaryDto> {
  const response = await client.get(`${base}/summary`);
  expect(response.status).toBe(200);
  return response.json();
}

const rowOf = async (id: string) =>
  (await t.db.select().from(personalInventoryItems).where(eq(personalInventoryItems.id, id)))[0];

const signedIn = async () => (await t.signedInClient()).agent;

describe("personal inventory: a visitor (spec: reseller-tools §6)", () => {
  it.each([
    ["GET", base],
    ["GET", `${base}/summary`],
    ["GET", `${base}/export`],
    ["POST", base],
    ["PUT", `${base}/${crypto.randomUUID()}`],
    ["DELETE", `${base}/${crypto.randomUUID()}`],
  ])("%s %s answers 401", async (method, path) => {
    const visitor = t.client();
    const response = await visitor.call(path, {
      method,
      json: method === "POST" || method === "PUT" ? payload() : undefined,
    });
    expect(response.status).toBe(401);
    expect(await t.db.select().from(personalInventoryItems)).toHaveLength(0);
  });
});

describe("personal inventory: validation (spec: reseller-tools §5)", () => {
  let user: Client;
  beforeAll(async () => {
    user = await signedIn();
  });

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
    [{ status: "lost" }, "Unknown status"],
  ])("refuses %j with its message, on add and on edit", async (overrides, message) => {
    const added = await user.post(base, payload(overrides));
    expect(added.status).toBe(400);
    expect(((await added.json()) as ErrorBody).message).toBe(message);
    const item = await create(user);
    const edited = await put(user, item.id, payload(overrides));
    expect(edited.status).toBe(400);
    expect(((await edited.json()) as ErrorBody).message).toBe(message);
    expect((await rowOf(item.id))?.make).toBe("Rolex");
  });

  it("fills the defaults and nulls, amounts in fils", async () => {
    const item = await create(user, {
      reference: " ",
      notes: "",
      expectedSellingPrice: "",
      soldPrice: "",
    });
    expect(item).toMatchObject({
      make: "Rolex",
      model: "Submariner",
      reference: null,
      notes: null,
      buyingPriceFils: 3_100_500,
      expectedSellingPriceFils: 0,
      soldPriceFils: null,
      shippingCostFils: 0,
      feesFils: 0,
      netProfitFils: null,
      status: "available",
      image: null,
    });
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ currency: "KWD", imageMediaId: null, netProfitFils: null });
  });
});

describe("personal inventory: the item's image (spec: reseller-tools §8)", () => {
  const uploadAs = async (client: Client) => {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#33506e" } })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
    const response = await client.call("/api/me/media", { method: "POST", body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as MediaDto).id;
  };

  it("attaches the user's own upload, and keeps it when an edit sends it again", async () => {
    const user = await signedIn();
    const imageMediaId = await uploadAs(user);
    const item = await create(user, { imageMediaId });
    expect(item.image?.id).toBe(imageMediaId);
    const edited = await put(user, item.id, payload({ imageMediaId, notes: "Box and papers" }));
    expect(edited.status).toBe(200);
    expect((await rowOf(item.id))?.imageMediaId).toBe(imageMediaId);
  });

  it("answers another user's upload, or an id that names none, as an image that no longer exists", async () => {
    const [owner, other] = [await signedIn(), await signedIn()];
    const theirs = await uploadAs(owner);
    const item = await create(other);
    for (const imageMediaId of [theirs, crypto.randomUUID()]) {
      const added = await other.post(base, payload({ imageMediaId }));
      expect(added.status).toBe(400);
      expect(((await added.json()) as ErrorBody).message).toBe(inventoryMessages.unknownImage);
      const edited = await put(other, item.id, payload({ imageMediaId }));
      expect(edited.status).toBe(400);
      expect((await rowOf(item.id))?.imageMediaId).toBeNull();
    }
  });
});

describe("personal inventory: net profit and the summary (spec: reseller-tools §3)", () => {
  let user: Client;
  let sold: InventoryItemDto;
  beforeAll(async () => {
    user = await signedIn();
    await create(user, { buyingPrice: "1000", expectedSellingPrice: "1500" });
    sold = await create(user, {
      buyingPrice: "2,000.500",
      expectedSellingPrice: "2500",
      soldPrice: "2600.250",
      shippingCost: "10.125",
      fees: "50",
      status: "sold",
    });
    await create(user, {
      make: "Omega",
      buyingPrice: "500",
      expectedSellingPrice: "",
      soldPrice: "450",
      fees: "20",
      status: "shipped",
    });
  });

  it("stores sold − buying − shipping − fees", async () => {
    // 2,600.250 − 2,000.500 − 10.125 − 50.000 = 539.625 KWD
    expect(sold.netProfitFils).toBe(539_625);
    expect((await rowOf(sold.id))?.netProfitFils).toBe(539_625);
  });

  it("sums the user's items; sold count is sold plus shipped", async () => {
    expect(await summary(user)).toEqual({
      totalItems: 3,
      buyingValueFils: 1_000_000 + 2_000_500 + 500_000,
      expectedValueFils: 1_500_000 + 2_500_000,
      soldValueFils: 2_600_250 + 450_000,
      netProfitFils: 539_625 - 70_000,
      availableCount: 1,
      soldCount: 2,
      rates: defaultRates,
    });
  });

  it("recomputes on edit and clears the profit with the sold price", async () => {
    const edited = await put(user, sold.id, payload({ buyingPrice: "2000", soldPrice: "2100", fees: "25" }));
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as InventoryItemDto).netProfitFils).toBe(75_000);
    const cleared = await put(user, sold.id, payload({ buyingPrice: "2000", soldPrice: "" }));
    expect(((await cleared.json()) as InventoryItemDto).netProfitFils).toBeNull();
    expect((await rowOf(sold.id))?.netProfitFils).toBeNull();
  });

  it("filters by status, searches, sorts and pages", async () => {
    expect((await list(user, "?status=shipped")).items.map((item) => item.make)).toEqual(["Omega"]);
    expect((await list(user, "?q=omega")).items).toHaveLength(1);
    const byPrice = await list(user, "?sort=buyingPrice&order=asc&limit=2");
    expect(byPrice.items.map((item) => item.buyingPriceFils)).toEqual([500_000, 1_000_000]);
    expect(byPrice.nextCursor).not.toBeNull();
    const next = await list(
      user,
      `?sort=buyingPrice&order=asc&limit=2&cursor=${encodeURIComponent(byPrice.nextCursor ?? "")}`,
    );
    expect(next.items.map((item) => item.buyingPriceFils)).toEqual([2_000_000]);
    expect(next.nextCursor).toBeNull();
  });

  it("exports the user's items as CSV with the shared columns", async () => {
    const response = await user.get(`${base}/export?sort=buyingPrice&order=asc`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain("Net profit (KWD)");
    expect(lines[0]).not.toContain("Condition");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("Omega");
    expect(lines[1]).toContain("-70.000");
  });

  it("deletes an item", async () => {
    const item = await create(user);
    const response = await del(user, item.id);
    expect(response.status).toBe(200);
    expect(await rowOf(item.id)).toBeUndefined();
  });
});

describe("personal inventory: each user's data theirs alone (issue 11)", () => {
  let a: Client;
  let b: Client;
  let item: InventoryItemDto;
  beforeAll(async () => {
    a = await signedIn();
    b = await signedIn();
    item = await create(a, { make: "Patek", model: "Nautilus", soldPrice: "9000", status: "sold" });
    await create(b, { make: "Tudor", model: "Black Bay", buyingPrice: "900" });
  });

  it("never lists, searches or exports another user's items", async () => {
    expect((await list(b)).items.map((row) => row.make)).toEqual(["Tudor"]);
    expect((await list(b, `?q=${item.id}`)).items).toEqual([]);
    expect((await list(b, "?q=patek")).items).toEqual([]);
    const csv = await (await b.get(`${base}/export`)).text();
    expect(csv).toContain("Tudor");
    expect(csv).not.toContain("Patek");
    expect((await list(a)).items.map((row) => row.make)).toEqual(["Patek"]);
  });

  it("sums only the user's own items", async () => {
    expect(await summary(b)).toMatchObject({
      totalItems: 1,
      buyingValueFils: 900_000,
      soldValueFils: 0,
      netProfitFils: 0,
      soldCount: 0,
    });
  });

  it("answers 404 to another user's id or a guessed one, and the item stays as it was", async () => {
    const before = await rowOf(item.id);
    for (const id of [item.id, crypto.randomUUID()]) {
      const edited = await put(b, id, payload({ make: "Stolen" }));
      expect(edited.status).toBe(404);
      expect(((await edited.json()) as ErrorBody).message).toBe(inventoryMessages.notFound);
      expect((await del(b, id)).status).toBe(404);
    }
    expect(await rowOf(item.id)).toEqual(before);
  });

  it("answers 400 to an id that is no id", async () => {
    expect((await put(b, "1", payload())).status).toBe(400);
    expect((await del(b, "1")).status).toBe(400);
  });
});
