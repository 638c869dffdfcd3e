import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type DisplayRateDto,
  type ExchangeRatesDto,
  pegsCheckedOn,
} from "../../../shared/display-currencies";
import type { StoreInfoDto } from "../../../shared/store-settings";
import { settings } from "../../db/schema";
import { createLogger } from "../../logger";
import { daysAgo, type FakeRates, startFakeRates } from "../../test/fake-rates";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createExchangeRateRefresh } from "./exchange-rate-refresh";

let t: TestApp;
let fake: FakeRates;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;
/** The refresh's clock: the real time moved by `shift` (the rates' days are the fake's, relative to today). */
let shift = 0;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakeRates();
  t = await createTestApp({ EXCHANGE_RATE_SOURCES: `ecb=${fake.ecbUrl},frankfurter=${fake.frankfurterUrl}` });
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.db.delete(settings);
  fake.reset();
  shift = 0;
});

/** One instance's daily fetch, as main.ts starts it, on the test's clock. */
const refresh = () =>
  createExchangeRateRefresh({
    db: t.db,
    sources: t.services.exchangeRates,
    log: createLogger("silent"),
    now: () => new Date(Date.now() + shift),
  });

async function shopperRates(): Promise<Record<string, Omit<DisplayRateDto, "currency">>> {
  const response = await t.client().get("/api/store-info");
  expect(response.status).toBe(200);
  const info = (await response.json()) as StoreInfoDto;
  return Object.fromEntries(info.currencies.map(({ currency, ...rest }) => [currency, rest]));
}

async function staffView(): Promise<ExchangeRatesDto> {
  const response = await admin.agent.get("/api/admin/settings/exchange-rates");
  expect(response.status).toBe(200);
  return response.json();
}

const stateOf = (view: ExchangeRatesDto, currency: string) =>
  view.currencies.find((row) => row.currency === currency);

const pegs = {
  SAR: { rate: 3_750_000, source: "sama", date: pegsCheckedOn },
  AED: { rate: 3_672_500, source: "cbuae", date: pegsCheckedOn },
  QAR: { rate: 3_640_000, source: "qcb", date: pegsCheckedOn },
  BHD: { rate: 376_000, source: "cbb", date: pegsCheckedOn },
  OMR: { rate: 384_500, source: "cbo", date: pegsCheckedOn },
};

describe("the rates shoppers see (issue 30)", () => {
  it("offline: the Gulf pegs with their central banks, and the dinar at the shop's rate; no euro or pound", async () => {
    expect(await shopperRates()).toEqual({ KWD: { rate: 310_000, source: "shop", date: null }, ...pegs });
    const view = await staffView();
    expect(view.fetching).toEqual({
      sources: ["ecb", "frankfurter"],
      lastSuccessAt: null,
      lastAttemptAt: null,
      failures: [],
    });
    expect(stateOf(view, "EUR")).toEqual({ currency: "EUR", shown: null, state: "missing", fetched: null });
    expect(stateOf(view, "SAR")?.state).toBe("pegged");
  });

  it("a good fetch: the dinar from the Central Bank of Kuwait, the euro and pound from the ECB, each with its day", async () => {
    expect(await refresh().run()).toBe("fetched");
    expect(await shopperRates()).toEqual({
      KWD: { rate: 307_700, source: "cbk", date: daysAgo(1) },
      ...pegs,
      EUR: { rate: 915_667, source: "ecb", date: daysAgo(3) },
      GBP: { rate: 789_012, source: "ecb", date: daysAgo(3) },
    });
    const view = await staffView();
    expect(view.currencies.map((row) => `${row.currency}:${row.state}`)).toEqual([
      "KWD:fetched",
      "SAR:pegged",
      "AED:pegged",
      "QAR:pegged",
      "BHD:pegged",
      "OMR:pegged",
      "EUR:fetched",
      "GBP:fetched",
    ]);
    expect(view.fetching.lastSuccessAt).not.toBeNull();
    expect(view.fetching.failures).toEqual([]);
  });

  it("the admin's saved dinar rate overrides the fetched one, which staff still see", async () => {
    await refresh().run();
    const saved = await admin.agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.305",
        shippingFee: "0",
        shipTo: "all",
        contactEmail: "support@mizan.com.kw",
        contactPhone: "",
        whatsapp: "",
        social: { instagram: "", x: "", facebook: "", youtube: "" },
      },
    });
    expect(saved.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await shopperRates()).KWD).toEqual({ rate: 305_000, source: "shop", date: today });
    expect(stateOf(await staffView(), "KWD")).toMatchObject({
      state: "shop",
      shown: { rate: 305_000, source: "shop" },
      fetched: { rate: 307_700, source: "cbk", date: daysAgo(1), stale: false },
    });
  });

  it("fetches once a day, by one of several instances, and never twice at once", async () => {
    const [first, second] = await Promise.all([refresh().run(), refresh().run()]);
    expect([first, second].sort()).toEqual(["fetched", "not-due"]);
    expect([fake.countOf("ecb"), fake.countOf("frankfurter")]).toEqual([1, 1]);

    shift = 19 * hour;
    expect(await refresh().run()).toBe("not-due");
    shift = 21 * hour;
    const later = await Promise.all([refresh().run(), refresh().run(), refresh().run()]);
    expect(later.filter((outcome) => outcome === "fetched")).toHaveLength(1);
    expect([fake.countOf("ecb"), fake.countOf("frankfurter")]).toEqual([2, 2]);
  });

  it("a stale fetch (older than a week) is kept and flagged to staff, never shown to shoppers", async () => {
    fake.publish({ ecbDate: daysAgo(9), kwdDate: daysAgo(8) });
    expect(await refresh().run()).toBe("fetched");
    // No euro or pound offered; the dinar falls back to the shop's rate.
    expect(await shopperRates()).toEqual({ KWD: { rate: 310_000, source: "shop", date: null }, ...pegs });
    const view = await staffView();
    expect(stateOf(view, "EUR")).toEqual({
      currency: "EUR",
      shown: null,
      state: "stale",
      fetched: { rate: 915_667, source: "ecb", date: daysAgo(9), stale: true },
    });
    expect(stateOf(view, "KWD")).toMatchObject({
      state: "stale",
      shown: { rate: 310_000, source: "shop" },
      fetched: { rate: 307_700, date: daysAgo(8), stale: true },
    });

    // An instance that fetched later never puts an older day back over a newer one.
    fake.publish({ ecbDate: daysAgo(2), kwdDate: daysAgo(1) });
    shift = 21 * hour;
    expect(await refresh().run()).toBe("fetched");
    expect((await shopperRates()).EUR).toEqual({ rate: 915_667, source: "ecb", date: daysAgo(2) });
  });

  it("a failed fetch (a 500, a dropped connection) keeps the last good rates and is tried again an hour later", async () => {
    expect(await refresh().run()).toBe("fetched");
    const good = await shopperRates();

    shift = 21 * hour;
    fake.publish({ usdToKwd: 0.31, perEuro: { USD: "1.05", GBP: "0.85" } });
    fake.script("ecb", { kind: "status", status: 500 });
    fake.script("frankfurter", { kind: "hang-up" });
    expect(await refresh().run()).toBe("failed");
    expect(await shopperRates()).toEqual(good);
    const view = await staffView();
    expect(view.fetching.failures.map(({ source, reason }) => `${source}:${reason}`)).toEqual([
      "ecb:unavailable",
      "frankfurter:connection",
    ]);

    shift = 21.5 * hour;
    expect(await refresh().run()).toBe("not-due");
    shift = 22.1 * hour;
    expect(await refresh().run()).toBe("fetched");
    expect((await shopperRates()).KWD).toEqual({ rate: 310_000, source: "cbk", date: daysAgo(1) });
    expect((await staffView()).fetching.failures).toEqual([]);
  });

  it("a failed first fetch leaves the pegs and the shop's dinar only; one failed source does not stop the other", async () => {
    fake.script("ecb", { kind: "malformed" });
    expect(await refresh().run()).toBe("partly-failed");
    expect(await shopperRates()).toEqual({
      KWD: { rate: 307_700, source: "cbk", date: daysAgo(1) },
      ...pegs,
    });
    expect((await staffView()).fetching.failures).toMatchObject([{ source: "ecb", reason: "malformed" }]);

    await t.db.delete(settings);
    fake.script("ecb", { kind: "status", status: 500 });
    fake.script("frankfurter", { kind: "status", status: 502 });
    expect(await refresh().run()).toBe("failed");
    expect(await shopperRates()).toEqual({ KWD: { rate: 310_000, source: "shop", date: null }, ...pegs });
  });

  it("is left alone by staff without the settings' permission", async () => {
    const manager = await t.signedInClient({ role: "manager" });
    expect((await manager.agent.get("/api/admin/settings/exchange-rates")).status).toBe(403);
    expect((await t.client().get("/api/admin/settings/exchange-rates")).status).toBe(401);
  });
});
