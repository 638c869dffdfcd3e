import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offlineRates } from "../../../shared/display-currencies";
import type { ErrorBody } from "../../../shared/errors";
import type { PostDto } from "../../../shared/instagram-posts";
import { defaultRates } from "../../../shared/money";
import { type SettingsWriteInput, settingsMessages } from "../../../shared/settings-schemas";
import {
  defaultStoreContact,
  type StoreInfoDto,
  type StoreSettingsDto,
} from "../../../shared/store-settings";
import { auditLog, settings } from "../../db/schema";
import { fillCart } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import {
  exchangeRatesSetting,
  getExchangeRates,
  getSaleSettings,
  setWhatsappNumber,
} from "./settings.service";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());
// Each test starts from a shop where nothing was ever set.
beforeEach(async () => {
  await t.db.delete(settings);
});

/** The form as it loads on a fresh shop, with the caller's changes. */
function form(changes: Partial<SettingsWriteInput> = {}): SettingsWriteInput {
  return {
    usdToKwd: "0.31",
    shippingFee: "0",
    shipTo: "all",
    contactEmail: defaultStoreContact.contactEmail,
    contactPhone: "",
    whatsapp: "",
    social: { ...defaultStoreContact.social },
    ...changes,
  };
}

const save = (json: unknown) => admin.agent.call("/api/admin/settings", { method: "PUT", json });

async function read(): Promise<StoreSettingsDto> {
  const response = await admin.agent.get("/api/admin/settings");
  expect(response.status).toBe(200);
  return response.json();
}

async function refusal(json: unknown): Promise<string> {
  const response = await save(json);
  expect(response.status).toBe(400);
  return ((await response.json()) as ErrorBody).message;
}

describe("the settings page's API (issue 10)", () => {
  it("answers what the shop shows today when nothing was ever saved", async () => {
    expect(await read()).toEqual({
      rates: defaultRates,
      shippingFeeCents: 0,
      shipTo: "all",
      contactEmail: "support@mizan.com.kw",
      contactPhone: null,
      whatsapp: null,
      social: defaultStoreContact.social,
      depositPercent: 10,
      depositDays: 7,
      offersEnabled: true,
      updatedAt: null,
      version: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it("refuses each field's bad value with its own message, and stores nothing", async () => {
    const cases: [Partial<SettingsWriteInput>, string][] = [
      [{ usdToKwd: "0" }, settingsMessages.invalidRate],
      [{ usdToKwd: "3.23" }, settingsMessages.invalidRate],
      [{ usdToKwd: "0.05" }, settingsMessages.invalidRate],
      [{ usdToKwd: "0.3100001" }, settingsMessages.invalidRate],
      [{ usdToKwd: "abc" }, settingsMessages.invalidRate],
      [{ usdToKwd: -0.31 }, settingsMessages.invalidRate],
      [{ shippingFee: "-1" }, settingsMessages.invalidShippingFee],
      [{ shippingFee: "1000.01" }, settingsMessages.invalidShippingFee],
      [{ shippingFee: "9.999" }, settingsMessages.invalidShippingFee],
      [{ shipTo: [] }, settingsMessages.noCountries],
      [{ shipTo: ["KW", "XX"] }, settingsMessages.unknownCountry],
      [{ shipTo: "some" as "all" }, settingsMessages.unknownCountry],
      [{ depositPercent: 51 }, settingsMessages.invalidDepositPercent],
      [{ depositPercent: 2.5 }, settingsMessages.invalidDepositPercent],
      [{ depositDays: 0 }, settingsMessages.invalidDepositDays],
      [{ depositDays: 31 }, settingsMessages.invalidDepositDays],
      [{ contactEmail: "" }, settingsMessages.contactEmailRequired],
      [{ contactEmail: "not-an-address" }, settingsMessages.invalidContactEmail],
      [
        { social: { ...defaultStoreContact.social, x: "http://x.com/mizan" } },
        settingsMessages.invalidSocialUrl,
      ],
      [
        { social: { ...defaultStoreContact.social, facebook: "javascript:alert(1)" } },
        settingsMessages.invalidSocialUrl,
      ],
      [{ social: { ...defaultStoreContact.social, youtube: "youtube" } }, settingsMessages.invalidSocialUrl],
    ];
    for (const [changes, message] of cases)
      expect(await refusal(form(changes)), JSON.stringify(changes)).toBe(message);
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it("stores only what changed, derives KWD→USD from the one rate, and audits each change", async () => {
    const response = await save(
      form({
        usdToKwd: "0.305",
        shippingFee: "25.50",
        shipTo: ["SA", "KW", "AE", "KW"],
        contactEmail: " Care@Mizan.Example ",
        social: {
          instagram: "https://www.instagram.com/mizan.kw",
          x: "",
          facebook: null,
          youtube: "https://www.youtube.com/@mizanwatches",
        },
      }),
    );
    expect(response.status).toBe(200);
    const saved: StoreSettingsDto = await response.json();
    expect(saved).toMatchObject({
      rates: { usdToKwd: 305_000, kwdToUsd: 3_278_689 },
      shippingFeeCents: 25_50,
      shipTo: ["AE", "KW", "SA"],
      contactEmail: "care@mizan.example",
      social: {
        instagram: "https://www.instagram.com/mizan.kw",
        x: null,
        facebook: null,
        youtube: "https://www.youtube.com/@mizanwatches",
      },
    });
    expect(saved.updatedAt).not.toBeNull();
    expect(await read()).toEqual(saved);
    // Every reader of the rates sees the pair: the posts, the dashboard and checkout agree.
    expect(await getExchangeRates(t.db)).toEqual({ usdToKwd: 305_000, kwdToUsd: 3_278_689 });
    expect(await getSaleSettings(t.db)).toMatchObject({
      shippingFeeCents: 25_50,
      shipTo: ["AE", "KW", "SA"],
    });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.actorUserId, admin.user.id)));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual(
      ["contact_email", "exchange_rates", "ship_to_countries", "shipping_fee_cents", "social_links"].sort(),
    );
    const rate = entries.find((entry) => entry.entityId === "exchange_rates");
    expect(rate?.data).toEqual({ before: defaultRates, after: { usdToKwd: 305_000, kwdToUsd: 3_278_689 } });
    expect(rate?.ip).toMatch(/^198\.51\.100\./);
    expect(entries.find((entry) => entry.entityId === "contact_email")?.data).toEqual({
      before: "support@mizan.com.kw",
      after: "care@mizan.example",
    });
  });

  it("keeps the spec's rate pair when the rate is saved unchanged, and writes nothing", async () => {
    const before = await t.db.select().from(auditLog);
    expect((await save(form())).status).toBe(200);
    expect(await t.db.select().from(settings)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
    expect((await read()).rates).toEqual(defaultRates);
  });

  it("ships everywhere again when 'All countries' is chosen: the list is removed", async () => {
    expect((await save(form({ shipTo: ["KW"] }))).status).toBe(200);
    expect((await save(form({ shipTo: "all" }))).status).toBe(200);
    expect((await read()).shipTo).toBe("all");
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "ship_to_countries"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last?.data).toEqual({ before: ["KW"], after: null });
  });

  it("keeps the shop's phone and WhatsApp numbers in international form, audited, and hides a blank one (issue 13)", async () => {
    for (const bad of ["22223333", "+965", "+965 2222 3333 4444 5555", "+965 abc 3333"]) {
      expect(await refusal(form({ contactPhone: bad }))).toBe(settingsMessages.invalidPhone);
      expect(await refusal(form({ whatsapp: bad }))).toBe(settingsMessages.invalidPhone);
    }
    expect((await save(form({ contactPhone: " +965 2222 3333 ", whatsapp: "+965 5555-1234" }))).status).toBe(
      200,
    );
    expect(await read()).toMatchObject({ contactPhone: "+965 2222 3333", whatsapp: "+965 5555-1234" });
    expect(await (await t.client().get("/api/store-info")).json()).toMatchObject({
      contactPhone: "+965 2222 3333",
      whatsapp: "+965 5555-1234",
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "whatsapp_number"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.data).toEqual({ before: null, after: "+965 5555-1234" });
    expect((await save(form({ contactPhone: "+965 2222 3333", whatsapp: "  " }))).status).toBe(200);
    expect(await read()).toMatchObject({ contactPhone: "+965 2222 3333", whatsapp: null });
  });

  it("tells the storefront the contact address, the profiles that are set, the fee and the exchange rates", async () => {
    const shown = async (): Promise<StoreInfoDto> => (await t.client().get("/api/store-info")).json();
    expect(await shown()).toEqual({
      contactEmail: "support@mizan.com.kw",
      contactPhone: null,
      whatsapp: null,
      social: [
        { network: "instagram", url: defaultStoreContact.social.instagram },
        { network: "x", url: defaultStoreContact.social.x },
        { network: "facebook", url: defaultStoreContact.social.facebook },
        { network: "youtube", url: defaultStoreContact.social.youtube },
      ],
      shippingFeeCents: 0,
      rates: defaultRates,
      // Issue 30: nothing fetched, so the Gulf pegs and the dinar at the shop's default rate.
      currencies: offlineRates(defaultRates, null),
      shipTo: "all",
      // The test app offers only the TEST page, which stands in for a card payment.
      paymentMethods: ["visa", "mastercard", "amex"],
      siteUrl: testOrigin,
    });
    await save(
      form({
        usdToKwd: "0.32",
        contactEmail: "hello@mizan.example",
        shippingFee: "15",
        social: { instagram: "https://instagram.com/new", x: null, facebook: null, youtube: null },
      }),
    );
    expect(await shown()).toEqual({
      contactEmail: "hello@mizan.example",
      contactPhone: null,
      whatsapp: null,
      social: [{ network: "instagram", url: "https://instagram.com/new" }],
      shippingFeeCents: 15_00,
      rates: { usdToKwd: 320_000, kwdToUsd: 3_125_000 },
      // The admin's saved dinar rate is the shoppers' too, dated the day it was saved.
      currencies: offlineRates({ usdToKwd: 320_000 }, new Date().toISOString().slice(0, 10)),
      shipTo: "all",
      paymentMethods: ["visa", "mastercard", "amex"],
      siteUrl: testOrigin,
    });
  });

  it("tells the storefront the shop's WhatsApp number once one is set, and never a malformed one", async () => {
    const shown = async () =>
      ((await (await t.client().get("/api/store-info")).json()) as StoreInfoDto).whatsapp;
    await setWhatsappNumber(t.db, "+96522001234");
    expect(await shown()).toBe("+96522001234");
    await setWhatsappNumber(t.db, "96522001234");
    expect(await shown()).toBeNull();
    await setWhatsappNumber(t.db, null);
    expect(await shown()).toBeNull();
  });

  it("prices the Arabic Instagram post in KWD at the new rate at once", async () => {
    const listing = await createListing(t.db, {
      priceCents: 1_000_00,
      specifications: { condition: "excellent" },
    });
    const generate = async (): Promise<PostDto> =>
      (await admin.agent.post(`/api/admin/listing-posts/${listing.id}/generate`)).json();
    expect((await generate()).arabicPost).toContain("310.00 KWD");
    expect((await save(form({ usdToKwd: "0.302" }))).status).toBe(200);
    expect((await generate()).arabicPost).toContain("302.00 KWD");
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, exchangeRatesSetting));
    expect(stored?.value).toEqual({ usdToKwd: 302_000, kwdToUsd: 3_311_258 });
  });

  it("charges the new shipping fee in the cart at once", async () => {
    const listing = await createListing(t.db, { priceCents: 2_000_00 });
    expect((await save(form({ shippingFee: "40.25" }))).status).toBe(200);
    const shopper = t.client();
    expect(await fillCart(shopper, listing.id)).toBe(2_000_00 + 40_25);
  });
});

describe("two admins saving the settings (issue 24)", () => {
  it("refuses a save from a form filled before another admin's save, keeping theirs", async () => {
    const loaded = (await read()).version;
    // Another admin, on the page since the same moment, saves a new fee.
    expect((await save(form({ shippingFee: "31.00", version: loaded }))).status).toBe(200);
    // This admin's form still holds the old fee: saving it would put it back.
    const stale = await save(form({ contactPhone: "+965 2200 7777", version: loaded }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).reason).toBe("SETTINGS_CHANGED");
    const now = await read();
    expect(now).toMatchObject({ shippingFeeCents: 31_00, contactPhone: null });
    // Reloaded, the form saves.
    expect(
      (await save(form({ shippingFee: "31.00", contactPhone: "+965 2200 7777", version: now.version })))
        .status,
    ).toBe(200);
    expect(await read()).toMatchObject({ shippingFeeCents: 31_00, contactPhone: "+965 2200 7777" });
    expect((await save(form({ shippingFee: "0", contactPhone: "" }))).status).toBe(200);
  });
});
