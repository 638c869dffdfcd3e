import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import {
  type MarketObservationDto,
  type MarketObservationPageDto,
  marketObservationMessages,
} from "../../../shared/market-schemas";
import { auditLog, marketObservations } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { recordObservations } from "./market-observations.service";

/** Issue 12: prices admins record by hand — admins only, validated, audited, listed, deleted. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

const base = "/api/admin/market-observations";
const del = (path: string) => admin.agent.call(path, { method: "DELETE" });
const freshBrand = () => `Maker ${randomUUID().slice(0, 8)}`;

const payload = (overrides: Record<string, unknown> = {}) => ({
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  price: "14,250.50",
  currency: "USD",
  observedOn: "2026-11-01",
  whereSeen: "Dealer window, Souq Al-Mubarakiya",
  url: "https://example.com/listing/1",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<MarketObservationDto> {
  const response = await admin.agent.post(base, payload(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

const auditFor = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "market_observation"), eq(auditLog.entityId, id)));

describe("who may use it", () => {
  it("refuses a visitor and a signed-in reseller", async () => {
    expect((await t.client().get(base)).status).toBe(401);
    const reseller = (await t.signedInClient()).agent;
    expect((await reseller.get(base)).status).toBe(403);
    expect((await reseller.post(base, payload())).status).toBe(403);
    expect((await reseller.call(`${base}/${randomUUID()}`, { method: "DELETE" })).status).toBe(403);
  });
});

describe("validation", () => {
  const tomorrowButOne = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  it.each([
    [{ brand: " " }, marketObservationMessages.brandRequired],
    [{ model: "", reference: "" }, marketObservationMessages.modelOrReferenceRequired],
    [{ price: "0" }, marketObservationMessages.invalidPrice],
    [{ price: "-10" }, marketObservationMessages.invalidPrice],
    [{ price: "12.345" }, marketObservationMessages.invalidPrice], // USD has two decimals
    [{ price: "1.2345", currency: "KWD" }, marketObservationMessages.invalidPrice],
    [{ price: "1000000000" }, marketObservationMessages.invalidPrice],
    [{ price: "lots" }, marketObservationMessages.invalidPrice],
    [{ currency: "EUR" }, marketObservationMessages.invalidCurrency],
    [{ observedOn: "2026-02-30" }, marketObservationMessages.invalidDate],
    [{ observedOn: tomorrowButOne }, marketObservationMessages.invalidDate],
    [{ observedOn: "yesterday" }, marketObservationMessages.invalidDate],
    [{ whereSeen: "" }, marketObservationMessages.whereSeenRequired],
    [{ whereSeen: "a".repeat(201) }, "This text is too long"],
    [{ whereSeen: "bad\u0000byte" }, "Please remove unsupported characters"],
    [{ url: "javascript:alert(1)" }, marketObservationMessages.invalidLink],
    [{ kind: "rumoured" }, marketObservationMessages.invalidKind],
  ])("refuses %j with its message", async (overrides, message) => {
    const response = await admin.agent.post(base, payload(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it("refuses a malformed id, a bad list query and an unknown source", async () => {
    expect((await del(`${base}/not-a-uuid`)).status).toBe(400);
    expect((await admin.agent.get(`${base}?limit=0`)).status).toBe(400);
    expect((await admin.agent.get(`${base}?source=chrono24`)).status).toBe(400);
  });
});

describe("recording, listing and deleting", () => {
  it("stores the price as seen, in its currency, with an audit row", async () => {
    const brand = freshBrand();
    const created = await create({ brand, price: "4,400.250", currency: "KWD", kind: "sold", url: "" });

    expect(created).toMatchObject({
      brand,
      reference: "126610LN",
      source: "manual",
      kind: "sold",
      priceMinor: 4_400_250,
      currency: "KWD",
      title: null,
      whereSeen: "Dealer window, Souq Al-Mubarakiya",
      url: null,
      observedAt: "2026-11-01T00:00:00.000Z",
    });
    const [row] = await t.db.select().from(marketObservations).where(eq(marketObservations.id, created.id));
    expect(row).toMatchObject({
      priceCents: 4_400_250,
      currency: "KWD",
      source: "manual",
      sourceItemId: null,
      title: null,
      seenAt: "Dealer window, Souq Al-Mubarakiya",
    });
    const audit = await auditFor(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "market_observation.create", actorUserId: admin.user.id });
  });

  it("lists the newest first, by brand and by reference however it is spelled", async () => {
    const brand = freshBrand();
    const older = await create({ brand, observedOn: "2026-10-01" });
    const newer = await create({ brand, reference: "126610 ln", observedOn: "2026-11-10" });
    await create({ brand, reference: "126610LV" });

    const response = await admin.agent.get(
      `${base}?${new URLSearchParams({ brand, reference: "126-610LN" })}`,
    );
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as MarketObservationPageDto;
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it("finds a part of the brand, model or reference, one keyset page at a time", async () => {
    const brand = freshBrand();
    const days = ["2026-11-05", "2026-11-04", "2026-11-04", "2026-11-03", "2026-11-02"];
    const created = [];
    for (const observedOn of days) created.push(await create({ brand, observedOn }));
    const expected = created
      .toSorted((a, b) => b.observedAt.localeCompare(a.observedAt) || a.id.localeCompare(b.id))
      .map((item) => item.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { q: brand.slice(-8), limit: "2", ...(cursor ? { cursor } : {}) };
      const response = await admin.agent.get(`${base}?${new URLSearchParams(query)}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as MarketObservationPageDto;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);

    const byReference = await admin.agent.get(`${base}?${new URLSearchParams({ q: "126-610 l", brand })}`);
    expect(((await byReference.json()) as MarketObservationPageDto).items).toHaveLength(5);
    const byModel = await admin.agent.get(`${base}?${new URLSearchParams({ q: "submariner", brand })}`);
    expect(((await byModel.json()) as MarketObservationPageDto).items).toHaveLength(5);
    const none = await admin.agent.get(`${base}?${new URLSearchParams({ q: "daytona", brand })}`);
    expect(((await none.json()) as MarketObservationPageDto).items).toEqual([]);
    expect((await admin.agent.get(`${base}?cursor=forged`)).status).toBe(400);
  });

  it("deletes a recorded price with an audit row, and not a marketplace's", async () => {
    const created = await create({ brand: freshBrand() });
    const response = await del(`${base}/${created.id}`);
    expect(response.status).toBe(200);
    expect(await t.db.select().from(marketObservations).where(eq(marketObservations.id, created.id))).toEqual(
      [],
    );
    expect((await auditFor(created.id)).map((entry) => entry.action)).toEqual([
      "market_observation.create",
      "market_observation.delete",
    ]);
    expect((await del(`${base}/${created.id}`)).status).toBe(404);

    const brand = freshBrand();
    await recordObservations(t.db, [
      {
        brand,
        model: null,
        reference: "126610LN",
        source: "ebay",
        sourceItemId: `v1|${randomUUID()}|0`,
        title: "Rolex Submariner 126610LN",
        whereSeen: null,
        priceMinor: 14_000_00,
        currency: "USD",
        condition: "Pre-owned",
        url: null,
        kind: "asking",
        observedAt: new Date(),
      },
    ]);
    const [ebay] = await t.db.select().from(marketObservations).where(eq(marketObservations.brand, brand));
    const refused = await del(`${base}/${ebay?.id}`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorBody).message).toBe(marketObservationMessages.notFound);
  });
});
