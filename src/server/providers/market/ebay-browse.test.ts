import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { ebayItem, type FakeEbay, fakeEbayClient, startFakeEbay } from "../../test/fake-ebay";
import { createEbayBrowse, type EbayBrowseOptions } from "./ebay-browse";
import { MarketProviderError } from "./market";

/**
 * Issue 12: the eBay Browse adapter over real HTTP against a local fake of eBay's token and search
 * endpoints — token caching and expiry, paging, the reference filter, outliers, errors and quota.
 */
let fake: FakeEbay;
beforeAll(async () => {
  fake = await startFakeEbay();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.stock([]);
  fake.tokensLive(7200);
  fake.tokenRequests.length = 0;
  fake.searches.length = 0;
});

function adapter(options: EbayBrowseOptions = {}, clientSecret: string = fakeEbayClient.secret) {
  const config = loadConfig({
    EBAY_CLIENT_ID: fakeEbayClient.id,
    EBAY_CLIENT_SECRET: clientSecret,
    EBAY_API_BASE: fake.url,
  }).market;
  if (config.kind !== "ebay") throw new Error("eBay is not configured");
  return createEbayBrowse(config, options);
}

const submariner = { brand: "Rolex", reference: "126610LN" };

async function failure(promise: Promise<unknown>): Promise<MarketProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MarketProviderError);
  return error as MarketProviderError;
}

describe("configuration", () => {
  it("wants the client id and secret together", () => {
    expect(() => loadConfig({ EBAY_CLIENT_ID: "id" })).toThrow(ConfigError);
    expect(() => loadConfig({ EBAY_CLIENT_SECRET: "secret" })).toThrow(
      /EBAY_CLIENT_ID and EBAY_CLIENT_SECRET/,
    );
    expect(loadConfig({}).market).toEqual({ kind: "offline" });
  });

  it("defaults to api.ebay.com and the US marketplace, and refuses an unknown marketplace id", () => {
    expect(loadConfig({ EBAY_CLIENT_ID: "id", EBAY_CLIENT_SECRET: "secret" }).market).toMatchObject({
      apiBase: "https://api.ebay.com",
      marketplaceId: "EBAY_US",
    });
    expect(() => loadConfig({ EBAY_MARKETPLACE_ID: "us" })).toThrow(/EBAY_MARKETPLACE_ID/);
  });
});

describe("the application token", () => {
  it("is minted once with the client credentials and reused, also by searches made at the same time", async () => {
    fake.stock([ebayItem("Rolex Submariner Date 126610LN", "14500.00")]);
    const ebay = adapter();

    await Promise.all([ebay.searchAskingPrices(submariner), ebay.searchAskingPrices(submariner)]);
    await ebay.searchAskingPrices(submariner);

    expect(fake.tokenRequests).toHaveLength(1);
    const [request] = fake.tokenRequests;
    expect(new URLSearchParams(request?.body)).toEqual(
      new URLSearchParams({
        grant_type: "client_credentials",
        scope: "https://api.ebay.com/oauth/api_scope",
      }),
    );
    expect(fake.searches).toHaveLength(3);
    expect(new Set(fake.searches.map((search) => search.authorization)).size).toBe(1);
  });

  it("is minted again a minute before it expires", async () => {
    fake.tokensLive(600);
    let clock = Date.parse("2026-11-24T10:00:00Z");
    const ebay = adapter({ now: () => clock });

    await ebay.searchAskingPrices(submariner);
    clock += 539_000; // 8 min 59 s: still more than a minute left
    await ebay.searchAskingPrices(submariner);
    expect(fake.tokenRequests).toHaveLength(1);

    clock += 1_000; // 9 min: one minute left
    await ebay.searchAskingPrices(submariner);
    expect(fake.tokenRequests).toHaveLength(2);
    const [first, , third] = fake.searches.map((search) => search.authorization);
    expect(third).not.toBe(first);
  });

  it("is minted again once when eBay no longer accepts it", async () => {
    const ebay = adapter();
    await ebay.searchAskingPrices(submariner);
    fake.revokeTokens();

    await ebay.searchAskingPrices(submariner);

    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.searches).toHaveLength(3);
  });

  it("reports wrong client credentials as unauthorized", async () => {
    const error = await failure(adapter({}, "wrong-secret").searchAskingPrices(submariner));
    expect(error).toMatchObject({ reason: "unauthorized", status: 401 });
    expect(fake.searches).toHaveLength(0);
  });
});

describe("the search", () => {
  it("asks for fixed-price USD wristwatches by brand and reference on the configured marketplace", async () => {
    await adapter().searchAskingPrices(submariner);

    const [search] = fake.searches;
    expect(search?.query).toMatchObject({
      q: "Rolex 126610LN",
      category_ids: "31387",
      limit: "200",
      offset: "0",
    });
    expect(search?.query.filter).toContain("buyingOptions:{FIXED_PRICE}");
    expect(search?.query.filter).toContain("priceCurrency:USD");
    expect(search?.marketplace).toBe("EBAY_US");
  });

  it("reads the pages in turn and stops after the last one or at the page limit", async () => {
    fake.stock(
      ["14100", "14200", "14300", "14400", "14500"].map((dollars) => ebayItem("Rolex 126610LN", dollars)),
    );

    const all = await adapter({ pageSize: 2 }).searchAskingPrices(submariner);
    expect(all.pagesRead).toBe(3);
    expect(all.total).toBe(5);
    expect(all.listings.map((listing) => listing.usdCents)).toEqual([
      14_100_00, 14_200_00, 14_300_00, 14_400_00, 14_500_00,
    ]);
    expect(fake.searches.map((search) => search.query.offset)).toEqual(["0", "2", "4"]);

    const bounded = await adapter({ pageSize: 2, maxPages: 2 }).searchAskingPrices(submariner);
    expect(bounded.pagesRead).toBe(2);
    expect(bounded.listings).toHaveLength(4);
  });

  it("keeps only whole watches whose title names the reference, in dollars", async () => {
    const kept = [
      ebayItem("2022 Rolex Submariner Date 126610LN Box & Papers", "14950.00"),
      ebayItem("ROLEX SUBMARINER 126610 LN 41mm Oyster bracelet", "14200"),
      ebayItem("Rolex Submariner Date Black 126-610LN Full Set", "14600.50"),
    ];
    fake.stock([
      ...kept,
      ebayItem("Rolex Submariner 126610LV Starbucks", "16500.00"), // another reference
      ebayItem("Rolex Submariner Date 1266100 unworn", "15000.00"), // not the same word
      ebayItem("Rolex Submariner Date", "14000.00"), // no reference at all
      ebayItem("Rubber strap for Rolex Submariner 126610LN", "250.00"),
      ebayItem("Rolex 126610LN empty box and booklet", "450.00"),
      ebayItem("Rolex Submariner 126610LN for parts not working", "6000.00"),
      ebayItem("Submariner homage 126610LN style automatic", "300.00"),
      ebayItem("Rolex 126610LN bezel insert only", "380.00"),
      ebayItem("Rolex Submariner 126610LN", "13500.00", { price: { value: "12000.00", currency: "GBP" } }),
    ]);

    const result = await adapter().searchAskingPrices(submariner);

    expect(result.listings.map((listing) => listing.title)).toEqual(kept.map((item) => item.title));
    expect(result.listings[2]).toEqual({
      sourceItemId: kept[2]?.itemId,
      title: kept[2]?.title,
      usdCents: 14_600_50,
      condition: "Pre-owned",
      url: kept[2]?.itemWebUrl,
    });
    expect(result.excluded).toEqual({ otherReference: 3, notAWatch: 5, outlier: 0, otherCurrency: 1 });
  });

  it("cuts prices beyond Tukey's fences", async () => {
    fake.stock([
      ebayItem("Rolex 126610LN", "14000"),
      ebayItem("Rolex 126610LN", "14500"),
      ebayItem("Rolex 126610LN", "15000"),
      ebayItem("Rolex 126610LN", "15500"),
      ebayItem("Rolex 126610LN like new", "99999"), // a price typed to keep the listing up
      ebayItem("Rolex 126610LN", "1500"),
    ]);

    const result = await adapter().searchAskingPrices(submariner);

    expect(result.listings.map((listing) => listing.usdCents).toSorted((a, b) => a - b)).toEqual([
      14_000_00, 14_500_00, 15_000_00, 15_500_00,
    ]);
    expect(result.excluded.outlier).toBe(2);
  });
});

describe("failures", () => {
  it("reports a spent quota with eBay's Retry-After", async () => {
    fake.script("search", { kind: "status", status: 429, retryAfter: "120" });
    const error = await failure(adapter().searchAskingPrices(submariner));
    expect(error).toMatchObject({ reason: "quota", status: 429, retryAfterSeconds: 120 });
  });

  it("reports a quota without Retry-After, and a refusal of the application (403)", async () => {
    fake.script("search", { kind: "status", status: 429 }, { kind: "status", status: 403 });
    const ebay = adapter();
    expect(await failure(ebay.searchAskingPrices(submariner))).toMatchObject({
      reason: "quota",
      retryAfterSeconds: undefined,
    });
    expect(await failure(ebay.searchAskingPrices(submariner))).toMatchObject({
      reason: "unauthorized",
      status: 403,
    });
  });

  it("reports eBay's server errors, on the token and on the search", async () => {
    fake.script("token", { kind: "status", status: 503 });
    expect(await failure(adapter().searchAskingPrices(submariner))).toMatchObject({
      reason: "unavailable",
      status: 503,
    });
    fake.script("search", { kind: "status", status: 500 });
    expect(await failure(adapter().searchAskingPrices(submariner))).toMatchObject({
      reason: "unavailable",
      status: 500,
    });
  });

  it("reports an answer that is not JSON as malformed", async () => {
    fake.script("search", { kind: "malformed" });
    expect(await failure(adapter().searchAskingPrices(submariner))).toMatchObject({ reason: "malformed" });
    fake.script("token", { kind: "malformed" });
    expect(await failure(adapter().searchAskingPrices(submariner))).toMatchObject({ reason: "malformed" });
  });

  it("gives up on a slow answer", async () => {
    fake.script("search", { kind: "slow", delayMs: 1_000 });
    const error = await failure(adapter({ timeoutMs: 150 }).searchAskingPrices(submariner));
    expect(error.reason).toBe("timeout");
  });

  it("reports a marketplace that cannot be reached", async () => {
    const config = loadConfig({
      EBAY_CLIENT_ID: "id",
      EBAY_CLIENT_SECRET: "secret",
      EBAY_API_BASE: "http://127.0.0.1:9",
    }).market;
    if (config.kind !== "ebay") throw new Error("eBay is not configured");
    const error = await failure(createEbayBrowse(config).searchAskingPrices(submariner));
    expect(error.reason).toBe("connection");
  });
});
