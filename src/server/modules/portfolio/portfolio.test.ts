import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisRateLimit } from "../../../shared/analysis-schemas";
import type { ErrorBody } from "../../../shared/errors";
import type { MediaDto } from "../../../shared/media";
import { convert, defaultRates } from "../../../shared/money";
import {
  type PortfolioItemDto,
  type PortfolioMarketRevalueDto,
  type PortfolioStatsDto,
  portfolioMessages,
} from "../../../shared/portfolio-schemas";
import { portfolioItems, portfolioValuations } from "../../db/schema";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { revaluePortfolioItem, savePortfolioItem } from "./portfolio.service";

type Client = Awaited<ReturnType<TestApp["signedInClient"]>>["agent"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = "/api/me/portfolio";
const put = (client: Client, id: string, json: unknown) =>
  client.call(`${base}/${id}`, { method: "PUT", json });
const revalue = (client: Client, id: string, json: unknown) => client.post(`${base}/${id}/valuations`, json);
const revalueFromMarket = (client: Client, id: string) => client.post(`${base}/${id}/revalue`, {});
const del = (client: Client, id: string) => client.call(`${base}/${id}`, { method: "DELETE" });

/** A market price's provenance as the analysis sends it: the median of three prices, with its date. */
const provenance = {
  basis: "median",
  sources: [
    { source: "shop_sales", count: 2 },
    { source: "ebay", count: 1 },
  ],
  sampleSize: 3,
  asOf: "2026-11-20T10:00:00.000Z",
};

/** The analysis' watchData (spec: reseller-tools §3 Portfolio save payload), camelCase. */
const payload = (overrides: Record<string, unknown> = {}) => ({
  brand: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  confidence: 92,
  brief: "Steel diver, black dial",
  marketPrice: { average: 12500.5, low: 11000, high: "13,000" },
  listings: [
    {
      platform: "chrono24",
      condition: "Very good",
      price: 12900,
      title: "Rolex 126610LN",
      url: "https://example.com/a",
    },
  ],
  source: "ai_analysis",
  profitabilityRecommendation: {
    recommendedPurchasePrice: 11000,
    expectedSellingPrice: 12500,
    profitMargin: 13.6,
    estimatedProfit: "-200",
    risk: "Medium",
    justification: "Steady demand",
  },
  insights: { ebayAverage: 12000, chrono24Average: 12900, regionalVariance: "15-25%" },
  ...overrides,
});

const editPayload = (overrides: Record<string, unknown> = {}) => ({
  brand: "Omega",
  model: "Speedmaster",
  reference: "310.30.42.50.01.001",
  notes: "Moonwatch",
  ...overrides,
});

async function save(client: Client, overrides: Record<string, unknown> = {}): Promise<PortfolioItemDto> {
  const response = await client.post(base, payload(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function list(client: Client, query = ""): Promise<PortfolioItemDto[]> {
  const response = await client.get(`${base}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function stats(client: Client): Promise<PortfolioStatsDto> {
  const response = await client.get(`${base}/stats`);
  expect(response.status).toBe(200);
  return response.json();
}

const rowOf = async (id: string) =>
  (await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, id)))[0];
const valuationsOf = async (id: string) =>
  t.db.select().from(portfolioValuations).where(eq(portfolioValuations.itemId, id));

const signedIn = async () => t.signedInClient();
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).message;

describe("portfolio: a visitor (spec: reseller-tools §6)", () => {
  it.each([
    ["GET", base],
    ["GET", `${base}/stats`],
    ["POST", base],
    ["PUT", `${base}/${crypto.randomUUID()}`],
    ["POST", `${base}/${crypto.randomUUID()}/valuations`],
    ["DELETE", `${base}/${crypto.randomUUID()}`],
  ])("%s %s answers 401 and stores nothing", async (method, path) => {
    const response = await t.client().call(path, {
      method,
      json: method === "POST" || method === "PUT" ? payload({ price: 100 }) : undefined,
    });
    expect(response.status).toBe(401);
    expect(await t.db.select().from(portfolioItems)).toHaveLength(0);
  });
});

describe("portfolio: saving (spec: reseller-tools §3 Portfolio save payload)", () => {
  it("stores the analysis for the session's user, whatever userId the body names, with its first valuation", async () => {
    const { agent, user } = await signedIn();
    const other = await t.createUser();
    const item = await save(agent, { userId: other.id, reference: " N/A " });
    expect(item).toMatchObject({
      brand: "Rolex",
      model: "Submariner",
      reference: null,
      notes: "Steel diver, black dial",
      confidence: 92,
      source: "ai_analysis",
      marketPriceCents: 1_250_050,
      lowPriceCents: 1_100_000,
      highPriceCents: 1_300_000,
      addedValueCents: 1_250_050,
      gainCents: 0,
      valuationCount: 1,
      image: null,
      listings: [
        {
          platform: "chrono24",
          condition: "Very good",
          priceCents: 1_290_000,
          title: "Rolex 126610LN",
          url: "https://example.com/a",
        },
      ],
      recommendation: { profitMargin: 13.6, estimatedProfitCents: -20_000, risk: "Medium" },
    });
    // The spec's fixed "15-25%" regional variance has no source: it is neither kept nor shown.
    expect(item.insights).toEqual({
      ebayAverageCents: 1_200_000,
      chrono24AverageCents: 1_290_000,
      grailzeeAverageCents: null,
      internationalPriceCents: null,
    });
    expect((await rowOf(item.id))?.insights).not.toHaveProperty("regionalVariance");
    expect((await rowOf(item.id))?.userId).toBe(user.id);
    expect(await valuationsOf(item.id)).toMatchObject([{ priceCents: 1_250_050, source: "ai_analysis" }]);
  });

  it("stores a blank reference as none, and needs no listings, insights or recommendation", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, {
      reference: "  ",
      source: "manual_entry",
      listings: undefined,
      insights: undefined,
      profitabilityRecommendation: undefined,
      confidence: undefined,
      brief: "",
    });
    expect(item).toMatchObject({
      reference: null,
      notes: null,
      confidence: null,
      listings: [],
      insights: null,
      recommendation: null,
      source: "manual_entry",
    });
  });
});

describe("portfolio: a confidence keeps the method that gave it (issue 24)", () => {
  it("keeps how the watch was identified, and reads none for a watch saved without one", async () => {
    const { agent } = await signedIn();
    const offline = await save(agent, { source: "manual_entry", identificationMethod: "catalogue" });
    expect(offline).toMatchObject({ confidence: 92, identificationMethod: "catalogue" });
    expect((await rowOf(offline.id))?.identificationMethod).toBe("catalogue");
    const unknown = await save(agent, { source: "manual_entry" });
    expect(unknown.identificationMethod).toBeNull();
  });

  it("refuses a method no analysis has", async () => {
    const { agent } = await signedIn();
    const response = await agent.post(base, payload({ identificationMethod: "guess" }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(portfolioMessages.unknownIdentificationMethod);
  });
});

describe("portfolio: a price keeps its provenance (issue 24)", () => {
  it("keeps the analysis's sources, sample size and date with the first valuation, not the identification's method", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, {
      source: "manual_entry",
      marketPrice: { average: 12500, low: 10000, high: 12500, provenance },
      listings: [
        { platform: "Mizan", price: 12900, title: "Submariner", seenAt: "2026-11-19T08:00:00.000Z" },
      ],
    });
    expect(item).toMatchObject({ lastValuationSource: "manual_entry", lastValuationProvenance: provenance });
    // Each listing is one asking price, kept with the day it was seen.
    expect(item.listings).toMatchObject([
      { platform: "Mizan", priceCents: 12_900_00, seenAt: "2026-11-19T08:00:00.000Z" },
    ]);
    expect(await valuationsOf(item.id)).toMatchObject([
      {
        basis: "median",
        sampleSize: 3,
        sources: provenance.sources,
        asOf: new Date(provenance.asOf),
      },
    ]);
    expect((await list(agent)).find((listed) => listed.id === item.id)?.lastValuationProvenance).toEqual(
      provenance,
    );
  });

  it("stores a price sent without its provenance as unrecorded, never with invented sources", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, { marketPrice: { average: 9000 } });
    expect(item.lastValuationProvenance).toEqual({
      basis: "unrecorded",
      sources: [],
      sampleSize: null,
      asOf: null,
    });
  });

  it("dates the owner's own estimate as entered, without sources", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, { marketPrice: { average: 9000, provenance } });
    const response = await revalue(agent, item.id, { price: 9500 });
    expect(response.status).toBe(201);
    const revalued = (await response.json()) as PortfolioItemDto;
    expect(revalued).toMatchObject({
      lastValuationSource: "owner_estimate",
      lastValuationProvenance: {
        basis: "entered",
        sources: [],
        sampleSize: null,
        asOf: revalued.lastValuedAt,
      },
    });
  });
});

describe("portfolio: an identification no source priced (issue 12)", () => {
  it("is kept without a price or a valuation, its gain unknown, and left out of the average", async () => {
    const { agent } = await signedIn();
    await save(agent, { marketPrice: { average: 10_000, low: 9_000, high: 10_000 } });
    const unpriced = await save(agent, {
      marketPrice: null,
      profitabilityRecommendation: null,
      listings: [],
    });

    expect(unpriced).toMatchObject({ marketPriceCents: null, addedValueCents: null, gainCents: null });
    expect(await valuationsOf(unpriced.id)).toEqual([]);
    expect(await rowOf(unpriced.id)).toMatchObject({ marketPriceCents: null, lowPriceCents: null });
    expect(await stats(agent)).toMatchObject({
      totalWatches: 2,
      totalValueCents: 1_000_000,
      averagePriceCents: 1_000_000,
      lowestValueCents: 1_000_000,
    });
    // Sorted by price, the watch without one comes last either way.
    for (const order of ["asc", "desc"])
      expect((await list(agent, `?sort=marketPrice&order=${order}`)).at(-1)?.id).toBe(unpriced.id);
  });
});

describe("portfolio: validation (spec: reseller-tools §5 Portfolio edit)", () => {
  let agent: Client;
  beforeAll(async () => {
    agent = (await signedIn()).agent;
  });

  it.each([
    [{ brand: "" }, portfolioMessages.brandModelRequired],
    [{ model: "   " }, portfolioMessages.brandModelRequired],
    [{ brand: undefined }, portfolioMessages.brandModelRequired],
    [{ brand: "a".repeat(101) }, "This text is too long"],
    [{ model: "bad\u0000byte" }, "Please remove unsupported characters"],
    [{ reference: "r".repeat(101) }, "This text is too long"],
    [{ confidence: 101 }, portfolioMessages.invalidConfidence],
    [{ confidence: 12.5 }, portfolioMessages.invalidConfidence],
    [{ confidence: "high" }, portfolioMessages.invalidConfidence],
    [{ marketPrice: { average: 0 } }, portfolioMessages.pricePositive],
    [{ marketPrice: { average: "-5" } }, portfolioMessages.pricePositive],
    [{ marketPrice: { average: 10, low: "1.234" } }, portfolioMessages.invalidPrice],
    [{ marketPrice: { average: 10, high: 1e12 } }, portfolioMessages.invalidPrice],
    [{ source: "ebay_market" }, portfolioMessages.unknownSource],
    [{ source: undefined }, portfolioMessages.unknownSource],
    [{ imageMediaId: "not-an-id" }, portfolioMessages.unknownImage],
    [{ imageMediaId: crypto.randomUUID() }, portfolioMessages.unknownImage],
    [{ listings: [{ platform: "" }] }, portfolioMessages.listingPlatformRequired],
    [{ listings: [{ platform: "ebay", url: "javascript:alert(1)" }] }, portfolioMessages.invalidLink],
    [{ listings: [{ platform: "ebay", title: "x".repeat(301) }] }, "This text is too long"],
    [
      { listings: Array.from({ length: 51 }, () => ({ platform: "ebay" })) },
      portfolioMessages.tooManyListings,
    ],
    [{ profitabilityRecommendation: { risk: "Extreme" } }, portfolioMessages.unknownRisk],
    [{ profitabilityRecommendation: { profitMargin: 5000 } }, portfolioMessages.invalidMargin],
    [{ profitabilityRecommendation: { justification: "j".repeat(2001) } }, "This text is too long"],
    [{ marketPrice: { average: 10, low: 12, high: 10 } }, portfolioMessages.lowAboveHigh],
    [{ marketPrice: { average: 10, low: "10,000.01", high: "10,000" } }, portfolioMessages.lowAboveHigh],
    [
      { marketPrice: { average: 10, provenance: { ...provenance, sampleSize: 2 } } },
      portfolioMessages.invalidProvenance,
    ],
    [
      { marketPrice: { average: 10, provenance: { ...provenance, basis: "entered" } } },
      portfolioMessages.invalidProvenance,
    ],
    [{ listings: [{ platform: "ebay", seenAt: "yesterday" }] }, portfolioMessages.invalidProvenance],
    [{ insights: { ebayAverage: "lots" } }, portfolioMessages.invalidPrice],
  ])("refuses to save %j with its message", async (overrides, message) => {
    const response = await agent.post(base, payload(overrides));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await list(agent)).toHaveLength(0);
  });

  it.each([
    [{ brand: "" }, portfolioMessages.brandModelRequired],
    [{ model: "" }, portfolioMessages.brandModelRequired],
    [{ model: undefined }, portfolioMessages.brandModelRequired],
    [{ notes: "n".repeat(2001) }, "This text is too long"],
    [{ reference: "a\u0000" }, "Please remove unsupported characters"],
    [{ imageMediaId: crypto.randomUUID() }, portfolioMessages.unknownImage],
  ])("refuses to update with %j, the item unchanged", async (overrides, message) => {
    const item = await save(agent);
    const response = await put(agent, item.id, editPayload(overrides));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await rowOf(item.id)).toMatchObject({ brand: "Rolex", model: "Submariner" });
    await del(agent, item.id);
  });

  it.each([
    [{ price: 0 }, portfolioMessages.pricePositive],
    [{ price: "" }, portfolioMessages.pricePositive],
    [{ price: "12.345" }, portfolioMessages.pricePositive],
    [{ price: 100, source: "market" }, portfolioMessages.unknownSource],
  ])("refuses the valuation %j, the history unchanged", async (json, message) => {
    const item = await save(agent);
    const response = await revalue(agent, item.id, json);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await valuationsOf(item.id)).toHaveLength(1);
    await del(agent, item.id);
  });

  it.each([
    ["?sort=price", portfolioMessages.unknownSort],
    ["?order=newest", portfolioMessages.unknownOrder],
  ])("refuses the list query %s", async (query, message) => {
    const response = await agent.get(`${base}${query}`);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it("answers a malformed id with not found", async () => {
    const response = await put(agent, "42", editPayload());
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(portfolioMessages.notFound);
  });
});

describe("portfolio: each user's own (spec: reseller-tools §6)", () => {
  let owner: Client;
  let intruder: Client;
  let item: PortfolioItemDto;
  beforeAll(async () => {
    owner = (await signedIn()).agent;
    intruder = (await signedIn()).agent;
    item = await save(owner);
  });

  it("lists and counts only the user's own items", async () => {
    await save(intruder, { brand: "Tudor" });
    expect((await list(intruder)).map((i) => i.brand)).toEqual(["Tudor"]);
    expect((await list(owner)).map((i) => i.id)).toEqual([item.id]);
    expect(await stats(intruder)).toMatchObject({
      totalWatches: 1,
      brandDistribution: [{ brand: "Tudor", count: 1 }],
    });
  });

  it("answers 404 to another user's update, valuation and delete, and the row is unchanged", async () => {
    const before = await rowOf(item.id);
    for (const response of [
      await put(intruder, item.id, editPayload()),
      await revalue(intruder, item.id, { price: 1 }),
      await revalueFromMarket(intruder, item.id),
      await del(intruder, item.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe(portfolioMessages.notFound);
    }
    expect(await rowOf(item.id)).toEqual(before);
    expect(await valuationsOf(item.id)).toHaveLength(1);
  });

  it("answers 404 to a guessed id", async () => {
    const guessed = crypto.randomUUID();
    expect((await put(owner, guessed, editPayload())).status).toBe(404);
    expect((await revalue(owner, guessed, { price: 5 })).status).toBe(404);
    expect((await revalueFromMarket(owner, guessed)).status).toBe(404);
    expect((await del(owner, guessed)).status).toBe(404);
  });

  it("refuses to attach another user's upload, and takes the user's own", async () => {
    const form = () => {
      const data = new FormData();
      return sharp({ create: { width: 640, height: 480, channels: 3, background: "#335577" } })
        .jpeg()
        .toBuffer()
        .then((bytes) => {
          data.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
          return data;
        });
    };
    const theirs = await intruder.call("/api/me/media", { method: "POST", body: await form() });
    expect(theirs.status).toBe(201);
    const theirImage = (await theirs.json()) as MediaDto;
    const refused = await put(owner, item.id, editPayload({ imageMediaId: theirImage.id }));
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(portfolioMessages.unknownImage);
    expect((await rowOf(item.id))?.imageMediaId).toBeNull();

    const mine = (await (
      await owner.call("/api/me/media", { method: "POST", body: await form() })
    ).json()) as MediaDto;
    const updated = await put(owner, item.id, editPayload({ imageMediaId: mine.id }));
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as PortfolioItemDto).image?.id).toBe(mine.id);
  });

  it("lets the owner update and delete, the history going with the item", async () => {
    const updated = await put(owner, item.id, editPayload({ reference: "N/A", notes: "" }));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      brand: "Omega",
      model: "Speedmaster",
      reference: null,
      notes: null,
      marketPriceCents: 1_250_050,
    });
    expect((await del(owner, item.id)).status).toBe(200);
    expect(await rowOf(item.id)).toBeUndefined();
    expect(await valuationsOf(item.id)).toHaveLength(0);
    expect(await list(owner)).toHaveLength(0);
  });
});

describe("portfolio: sorting (spec: reseller-tools §2 Portfolio page)", () => {
  let agent: Client;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    agent = (await signedIn()).agent;
    for (const [brand, model, average, confidence] of [
      ["rolex", "Daytona", 30000, 95],
      ["Audemars Piguet", "Royal Oak", 45000, null],
      ["Omega", "Aqua Terra", 6000, 70],
    ] as const) {
      ids[brand] = (await save(agent, { brand, model, marketPrice: { average }, confidence })).id;
    }
  });
  const brands = async (query: string) => (await list(agent, query)).map((item) => item.brand);

  it.each([
    ["", ["Omega", "Audemars Piguet", "rolex"]],
    ["?sort=createdAt&order=asc", ["rolex", "Audemars Piguet", "Omega"]],
    ["?sort=brand&order=asc", ["Audemars Piguet", "Omega", "rolex"]],
    ["?sort=brand&order=desc", ["rolex", "Omega", "Audemars Piguet"]],
    ["?sort=model&order=asc", ["Omega", "rolex", "Audemars Piguet"]],
    ["?sort=marketPrice&order=desc", ["Audemars Piguet", "rolex", "Omega"]],
    ["?sort=marketPrice&order=asc", ["Omega", "rolex", "Audemars Piguet"]],
    ["?sort=confidence&order=desc", ["rolex", "Omega", "Audemars Piguet"]],
    ["?sort=confidence&order=asc", ["Omega", "rolex", "Audemars Piguet"]],
  ])("%s lists %j", async (query, expected) => {
    expect(await brands(query)).toEqual(expected);
  });
});

describe("portfolio: valuations, gain and the stats (issue 11)", () => {
  it("makes a re-valuation the market price and shows the gain or loss since the item was added", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, { marketPrice: { average: 10000 } });
    const up = await revalue(agent, item.id, { price: "11,250.75" });
    expect(up.status).toBe(201);
    expect(await up.json()).toMatchObject({
      marketPriceCents: 1_125_075,
      addedValueCents: 1_000_000,
      gainCents: 125_075,
      valuationCount: 2,
    });
    const down = await revalue(agent, item.id, { price: 9000, source: "manual_entry" });
    expect(await down.json()).toMatchObject({
      marketPriceCents: 900_000,
      gainCents: -100_000,
      valuationCount: 3,
    });
    expect((await valuationsOf(item.id)).map((v) => [v.priceCents, v.source]).sort()).toEqual(
      [
        [1_000_000, "ai_analysis"],
        [1_125_075, "owner_estimate"],
        [900_000, "manual_entry"],
      ].sort(),
    );
    const [listed] = await list(agent);
    expect(listed).toMatchObject({ marketPriceCents: 900_000, gainCents: -100_000 });
  });

  it("answers empty stats for an empty portfolio", async () => {
    const { agent } = await signedIn();
    expect(await stats(agent)).toEqual({
      totalValueCents: 0,
      averagePriceCents: 0,
      totalWatches: 0,
      highestValueCents: 0,
      lowestValueCents: 0,
      brandDistribution: [],
      valueOverTime: [],
    });
  });

  it("sums the market prices, counts brands and draws the total value day by day", async () => {
    const { agent, user } = await signedIn();
    const userId = user.id;
    // Kuwait is UTC+3: 22:00 UTC on the 1st is already the 2nd in the shop's calendar.
    const day = (iso: string) => new Date(iso);
    const input = (brand: string, average: number) => ({
      brand,
      model: "M",
      reference: null,
      confidence: null,
      identificationMethod: null,
      imageMediaId: null,
      brief: null,
      marketPrice: { average, low: null, high: null },
      listings: [],
      source: "manual_entry" as const,
      profitabilityRecommendation: null,
      insights: null,
    });
    const a = await savePortfolioItem(t.db, userId, input("Rolex", 100_000), {
      at: day("2026-01-01T08:00:00Z"),
    });
    await revaluePortfolioItem(
      t.db,
      userId,
      a.id,
      { price: 120_000, source: "owner_estimate" },
      {
        at: day("2026-01-01T22:00:00Z"),
      },
    );
    const b = await savePortfolioItem(t.db, userId, input("Omega", 50_000), {
      at: day("2026-01-02T10:00:00Z"),
    });
    await revaluePortfolioItem(
      t.db,
      userId,
      b.id,
      { price: 40_000, source: "owner_estimate" },
      {
        at: day("2026-01-05T10:00:00Z"),
      },
    );
    await revaluePortfolioItem(
      t.db,
      userId,
      a.id,
      { price: 130_000, source: "owner_estimate" },
      {
        at: day("2026-01-05T12:00:00Z"),
      },
    );
    await savePortfolioItem(t.db, userId, input("Rolex", 70_000), { at: day("2026-01-07T10:00:00Z") });

    expect(await stats(agent)).toEqual({
      totalValueCents: 240_000,
      averagePriceCents: 80_000,
      totalWatches: 3,
      highestValueCents: 130_000,
      lowestValueCents: 40_000,
      brandDistribution: [
        { brand: "Rolex", count: 2 },
        { brand: "Omega", count: 1 },
      ],
      valueOverTime: [
        { date: "2026-01-01", totalValueCents: 100_000 },
        { date: "2026-01-02", totalValueCents: 170_000 },
        { date: "2026-01-05", totalValueCents: 170_000 },
        { date: "2026-01-07", totalValueCents: 240_000 },
      ],
    });
    const [, , first] = await list(agent);
    expect(first).toMatchObject({
      brand: "Rolex",
      addedValueCents: 100_000,
      gainCents: 30_000,
      valuationCount: 3,
    });
  });
});

describe("portfolio: re-valuing from the market (issues 11 and 12)", () => {
  const freshMake = () => `Maker ${crypto.randomUUID().slice(0, 8)}`;

  it("records nothing when no source knows the watch, and says so", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, { brand: freshMake(), marketPrice: { average: 10000 } });
    const response = await revalueFromMarket(agent, item.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      valued: false,
      sampleSize: null,
      item: { marketPriceCents: 1_000_000, valuationCount: 1, lastValuationSource: "ai_analysis" },
    });
    expect(await valuationsOf(item.id)).toHaveLength(1);
    expect((await rowOf(item.id))?.marketPriceCents).toBe(1_000_000);
  });

  it("counts against the same hourly allowance as the analysis, then says how long to wait", async () => {
    const { agent } = await signedIn();
    const item = await save(agent, { brand: freshMake(), marketPrice: { average: 10000 } });
    for (let run = 0; run < analysisRateLimit.limit; run += 1)
      expect((await revalueFromMarket(agent, item.id)).status).toBe(200);
    const refused = await revalueFromMarket(agent, item.id);
    expect(refused.status).toBe(429);
    expect((await refused.json()) as ErrorBody).toMatchObject({ reason: "ANALYSIS_RATE_LIMITED" });
    expect(await agent.post("/api/me/analysis", { manual: { brand: "Rolex", model: "GMT" } })).toHaveProperty(
      "status",
      429,
    );
  });

  it("records the shop's sale of the same reference as a market valuation, its new market price", async () => {
    const { agent } = await signedIn();
    const brand = freshMake();
    const item = await save(agent, { brand, reference: "126610LN", marketPrice: { average: 10000 } });
    await createInventoryItem(t.db, {
      make: brand,
      model: "Submariner Date",
      reference: "126610 ln",
      status: "sold",
      soldPriceFils: 3_100_000,
      saleDate: new Date(),
    });
    const marketCents = convert(3_100_000, "KWD", "USD", defaultRates);

    const response = await revalueFromMarket(agent, item.id);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PortfolioMarketRevalueDto;
    const soldProvenance = {
      basis: "one_sold",
      sources: [{ source: "shop_sales", count: 1 }],
      sampleSize: 1,
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(answer).toMatchObject({
      valued: true,
      sampleSize: 1,
      provenance: soldProvenance,
      item: {
        marketPriceCents: marketCents,
        addedValueCents: 1_000_000,
        gainCents: marketCents - 1_000_000,
        valuationCount: 2,
        lastValuationSource: "market",
        lastValuationProvenance: soldProvenance,
      },
    });
    expect((await valuationsOf(item.id)).map((v) => [v.priceCents, v.source]).sort()).toEqual(
      [
        [1_000_000, "ai_analysis"],
        [marketCents, "market"],
      ].sort(),
    );
    expect((await rowOf(item.id))?.marketPriceCents).toBe(marketCents);
  });

  it("says one asking price is one asking price, with its sample size, source and date (issue 24)", async () => {
    const { agent } = await signedIn();
    const brand = freshMake();
    const item = await save(agent, {
      brand,
      model: "Aquanaut",
      reference: null,
      marketPrice: { average: 10000 },
    });
    await createListing(t.db, { brand, model: "Aquanaut", priceCents: 40_000_00 });

    const answer = (await (await revalueFromMarket(agent, item.id)).json()) as PortfolioMarketRevalueDto;

    const oneAsking = {
      basis: "one_asking",
      sources: [{ source: "shop_listings", count: 1 }],
      sampleSize: 1,
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(answer).toMatchObject({
      valued: true,
      sampleSize: 1,
      provenance: oneAsking,
      item: { marketPriceCents: 40_000_00, lastValuationProvenance: oneAsking },
    });
    expect((await valuationsOf(item.id)).find((row) => row.source === "market")).toMatchObject({
      basis: "one_asking",
      sampleSize: 1,
      sources: [{ source: "shop_listings", count: 1 }],
    });
  });

  it("refuses a valuation the client calls a market price", async () => {
    const { agent } = await signedIn();
    const item = await save(agent);
    const response = await revalue(agent, item.id, { price: 1, source: "market" });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(portfolioMessages.unknownSource);
    expect(await valuationsOf(item.id)).toHaveLength(1);
  });
});
