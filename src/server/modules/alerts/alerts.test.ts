import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedSearchDto } from "../../../shared/alerts";
import { shopDay, shopDayStart } from "../../../shared/shop-time";
import { checkoutReminders, emailOutbox, listings, orders, savedSearches, settings } from "../../db/schema";
import { fillCart, postCheckout, readCheckout } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import { fetchedRatesSetting } from "../settings/settings.service";
import { confirmToken, unsubscribeToken } from "./alert-links";

let t: TestApp;
let other: Awaited<ReturnType<TestApp["anotherInstance"]>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
  // What the job knows of the listings already there: none of them is new to a search saved now.
  await t.runAlerts("all");
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);

async function mailsTo(to: string, kind?: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), kind ? eq(emailOutbox.kind, kind) : undefined))
    .orderBy(asc(emailOutbox.createdAt));
}

/** Both instances' jobs at once, each a pass over the listings named and a full one, as when they all hear a write. */
async function runOnBothInstances(ids: string[], at?: Date) {
  return Promise.all([
    t.runAlerts(ids, at),
    other.runAlerts(ids, at),
    t.runAlerts("all", at),
    other.runAlerts("all", at),
  ]);
}

/** A link of the mail's text part that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(`${testOrigin}${prefix}`));
  if (!link) throw new Error(`no ${prefix} link in:\n${text}`);
  return link.slice(testOrigin.length);
}

async function saveSearch(agent: ReturnType<TestApp["client"]>, body: Record<string, unknown>) {
  const response = await agent.post("/api/me/saved-searches", body);
  expect(response.status).toBe(201);
  return (await response.json()) as SavedSearchDto;
}

describe("saved searches (issue 30)", () => {
  it("offers e-mail alone while WhatsApp is not configured", async () => {
    expect(await (await t.client().get("/api/alerts/options")).json()).toEqual({ channels: ["email"] });
  });

  it("saves a search, keeps it once, lists, changes and deletes it, for its owner alone", async () => {
    const { agent } = await t.signedInClient();
    const saved = await saveSearch(agent, {
      query: { q: " Rolex GMT ", brand: "rolex", sort: "price-low" },
      language: "ar",
    });
    expect(saved).toMatchObject({
      query: { q: "Rolex GMT", brand: ["rolex"], condition: [], sort: "price-low" },
      channel: "email",
      frequency: "instant",
      language: "ar",
    });

    // The same search saved again (another order of its results) is the same one, with the new choice.
    const again = await agent.post("/api/me/saved-searches", {
      query: { q: "Rolex GMT", brand: "rolex" },
      frequency: "daily",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: saved.id, frequency: "daily", language: "en" });
    const list = (await (await agent.get("/api/me/saved-searches")).json()) as { items: SavedSearchDto[] };
    expect(list.items.map((item) => item.id)).toEqual([saved.id]);

    const changed = await agent.patch(`/api/me/saved-searches/${saved.id}`, { frequency: "instant" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: saved.id, frequency: "instant" });

    const stranger = (await t.signedInClient()).agent;
    const theirs = await stranger.patch(`/api/me/saved-searches/${saved.id}`, { frequency: "daily" });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ reason: "SAVED_SEARCH_NOT_FOUND" });
    expect((await stranger.call(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(
      404,
    );

    expect((await agent.call(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await agent.call(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await (await agent.get("/api/me/saved-searches")).json()).toEqual({ items: [] });
  });

  it("refuses a visitor, bad input and a channel the shop cannot send through, never with a 500", async () => {
    expect((await t.client().post("/api/me/saved-searches", { query: { q: "Rolex" } })).status).toBe(401);
    const { agent } = await t.signedInClient();
    const refusals = [
      { query: { q: "Rolex\u0000" } },
      { query: { q: "x".repeat(101) } },
      { query: { condition: "mint" } },
      { query: { brand: "../etc" } },
      { query: { q: "Rolex" }, frequency: "hourly" },
      { query: { q: "Rolex" }, language: "fr" },
      { query: "q=Rolex" },
      {},
    ];
    for (const body of refusals) {
      const response = await agent.post("/api/me/saved-searches", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    for (const channel of ["whatsapp", "both"]) {
      const response = await agent.post("/api/me/saved-searches", { query: { q: "Rolex" }, channel });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ reason: "ALERT_CHANNEL_UNAVAILABLE" });
    }
    expect((await agent.patch(`/api/me/saved-searches/${randomUUID()}`, {})).status).toBe(400);
    expect((await agent.patch("/api/me/saved-searches/not-an-id", { frequency: "daily" })).status).toBe(400);
  });

  it("sends each new match once with two instances running, in the shopper's language, with a one-click unsubscribe", async () => {
    const { agent, user } = await t.signedInClient();
    const word = `Gmtx${unique()}`;
    const search = await saveSearch(agent, { query: { q: `Rolex ${word}` }, language: "ar" });
    const match = await createListing(t.db, {
      brand: "Rolex",
      model: `${word} Master II`,
      title: `Rolex ${word} Master II`,
    });
    const miss = await createListing(t.db, {
      brand: "Omega",
      model: `${word} Speedmaster`,
      title: `Omega ${word}`,
    });

    await runOnBothInstances([match.id, miss.id]);
    await runOnBothInstances([match.id, miss.id]);

    const alerts = await mailsTo(user.email, "saved-search-alert");
    expect(alerts).toHaveLength(1);
    const [mail] = alerts;
    if (!mail) throw new Error("no alert");
    expect(mail.subject).toContain("ساعات جديدة لبحثك");
    expect(mail.text).toContain(match.title);
    expect(mail.text).not.toContain(miss.title);
    expect(mail.text).toContain(`/watch/${match.slug}?lang=ar`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // A listing seen before the search was saved is not new to it; an edit that keeps it on sale sends nothing.
    await t.db
      .update(listings)
      .set({ title: `Rolex ${word} Master II edited` })
      .where(eq(listings.id, match.id));
    await runOnBothInstances([match.id]);
    expect(await mailsTo(user.email, "saved-search-alert")).toHaveLength(1);

    // RFC 8058: the mail client's POST, from its own server (no Origin), with the form body.
    const oneClick = new URL((mail.headers?.["List-Unsubscribe"] ?? "").slice(1, -1));
    const unsubscribed = await t.app.request(`${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ unsubscribed: true });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id))).toEqual([]);
    // Pressed again (the shopper's link after the mail client's button): the same answer.
    expect((await t.client().call(`${oneClick.pathname}${oneClick.search}`, { method: "POST" })).status).toBe(
      200,
    );

    const later = await createListing(t.db, {
      brand: "Rolex",
      model: `${word} Two`,
      title: `Rolex ${word} Two`,
    });
    await runOnBothInstances([later.id]);
    expect(await mailsTo(user.email, "saved-search-alert")).toHaveLength(1);
  });

  it("unsubscribes through the mail's link: the page's question, then its one button", async () => {
    const { agent, user } = await t.signedInClient();
    const word = `Linkx${unique()}`;
    await saveSearch(agent, { query: { q: word } });
    const listing = await createListing(t.db, { brand: "Tudor", model: word, title: `Tudor ${word}` });
    await t.runAlerts([listing.id]);
    const [mail] = await mailsTo(user.email, "saved-search-alert");
    const page = linkIn(mail?.text ?? "", "/alerts/unsubscribe?token=");
    const token = new URL(page, testOrigin).searchParams.get("token") ?? "";
    const visitor = t.client("192.0.2.77");
    const asked = await visitor.get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ kind: "search", query: { q: word } });
    const done = await visitor.call(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    expect(done.status).toBe(200);
    expect(await (await agent.get("/api/me/saved-searches")).json()).toEqual({ items: [] });
    expect(
      await (await visitor.get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)).json(),
    ).toEqual({
      kind: "search",
      query: null,
      isConfirmed: false,
    });

    // A token this shop did not sign, or signed for another use, names nothing.
    const forged = `${token.slice(0, -4)}AAAA`;
    const confirmAsUnsubscribe = confirmToken(t.secret, randomUUID(), new Date());
    for (const bad of [forged, confirmAsUnsubscribe, "s:00000000-0000-4000-8000-000000000000.abcdefgh"]) {
      const refused = await visitor.call(`/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`, {
        method: "POST",
      });
      expect(refused.status, bad).toBe(404);
      expect(await refused.json()).toMatchObject({ reason: "ALERT_LINK_INVALID" });
    }
    expect((await visitor.call("/api/alerts/unsubscribe?token=%00", { method: "POST" })).status).toBe(400);
  });

  it("sends a guest nothing before the address is confirmed, then only matches listed after", async () => {
    const email = `guest-${unique()}@example.com`;
    const word = `Nautx${unique()}`;
    const guest = t.client("192.0.2.40");
    const asked = await guest.post("/api/alerts/guest-searches", {
      email,
      query: { q: word },
      language: "en",
    });
    expect(asked.status).toBe(202);
    // Asked again at once: the same answer, and no second mail.
    expect((await guest.post("/api/alerts/guest-searches", { email, query: { q: word } })).status).toBe(202);
    const confirmations = await mailsTo(email, "saved-search-confirm");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(word);

    const before = await createListing(t.db, {
      brand: "Patek Philippe",
      model: word,
      title: `Patek ${word} One`,
    });
    await runOnBothInstances([before.id]);
    expect(await mailsTo(email)).toHaveLength(1);

    const link = linkIn(confirmations[0]?.text ?? "", "/alerts/confirm?token=");
    const token = encodeURIComponent(new URL(link, testOrigin).searchParams.get("token") ?? "");
    expect(await (await guest.get(`/api/alerts/confirm?token=${token}`)).json()).toMatchObject({
      kind: "search",
      isConfirmed: false,
      query: { q: word },
    });
    expect((await guest.call(`/api/alerts/confirm?token=${token}`, { method: "POST" })).status).toBe(200);
    expect((await guest.call(`/api/alerts/confirm?token=${token}`, { method: "POST" })).status).toBe(200);
    expect(await (await guest.get(`/api/alerts/confirm?token=${token}`)).json()).toMatchObject({
      isConfirmed: true,
    });

    const after = await createListing(t.db, {
      brand: "Patek Philippe",
      model: word,
      title: `Patek ${word} Two`,
    });
    await runOnBothInstances([after.id]);
    const alerts = await mailsTo(email, "saved-search-alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(after.title);
    expect(alerts[0]?.text).not.toContain(before.title);
    // A guest has no alerts page: the mail offers the unsubscribe alone.
    expect(alerts[0]?.text).not.toContain("/account/alerts");

    // An expired confirmation link works no more.
    const old = confirmToken(t.secret, randomUUID(), new Date(Date.now() - 8 * 86_400_000));
    const refused = await guest.call(`/api/alerts/confirm?token=${encodeURIComponent(old)}`, {
      method: "POST",
    });
    expect(refused.status).toBe(404);
    expect(
      (await guest.post("/api/alerts/guest-searches", { email: "not-an-address", query: {} })).status,
    ).toBe(400);
  });

  it("sends a daily digest once a day, from the shop's morning, with both instances running", async () => {
    const { agent, user } = await t.signedInClient();
    const word = `Digx${unique()}`;
    await saveSearch(agent, { query: { q: word }, frequency: "daily", displayCurrency: "SAR" });
    // Tomorrow in Kuwait, at 05:00, 09:00 and 15:00, and the day after at 09:00.
    const tomorrow = shopDayStart(shopDay(new Date()), 1);
    const at = (hours: number) => new Date(tomorrow.getTime() + hours * 3_600_000);
    const first = await createListing(t.db, {
      brand: "Vacheron",
      model: word,
      title: `Vacheron ${word} One`,
      priceCents: 20_000_00,
    });
    const second = await createListing(t.db, {
      brand: "Vacheron",
      model: word,
      title: `Vacheron ${word} Two`,
    });

    await runOnBothInstances([first.id, second.id], at(5));
    expect(await mailsTo(user.email)).toHaveLength(0);

    await runOnBothInstances([], at(9));
    const digests = await mailsTo(user.email, "saved-search-digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain(first.title);
    expect(digests[0]?.text).toContain(second.title);
    // Issue 30: in the riyals the shopper read when saving it, $20,000.00 × 3.75.
    expect(digests[0]?.text).toContain(`${first.title}: 75,000.00 SAR`);
    expect(digests[0]?.text).toContain(
      "Prices in Saudi riyals are converted from US dollars for reference. At checkout you pay in US dollars, or in Kuwaiti dinars with KNET.",
    );

    const third = await createListing(t.db, {
      brand: "Vacheron",
      model: word,
      title: `Vacheron ${word} Three`,
    });
    await runOnBothInstances([third.id], at(15));
    expect(await mailsTo(user.email)).toHaveLength(1);

    await runOnBothInstances([], at(33));
    const next = await mailsTo(user.email, "saved-search-digest");
    expect(next).toHaveLength(2);
    expect(next[1]?.text).toContain(third.title);
    expect(next[1]?.text).not.toContain(first.title);
  });
});

describe("favourites' alerts (issue 30)", () => {
  it("are off until the shopper turns them on, then tell of a price drop and a return to sale once", async () => {
    const { agent, user } = await t.signedInClient();
    const listing = await createListing(t.db, {
      brand: "Cartier",
      model: `Santos ${unique()}`,
      priceCents: 10_000_00,
    });
    expect((await agent.post("/api/favorites", { listingId: listing.id })).status).toBe(201);
    await t.runAlerts([listing.id]);
    expect(await (await agent.get("/api/me/favorite-alerts")).json()).toEqual({
      isOn: false,
      channel: "email",
    });

    // No consent, no mail.
    await t.db.update(listings).set({ priceCents: 9_500_00 }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    expect(await mailsTo(user.email)).toHaveLength(0);

    const consent = await agent.call("/api/me/favorite-alerts", {
      method: "PUT",
      json: { isOn: true, language: "en" },
    });
    expect(consent.status).toBe(200);
    expect(await consent.json()).toEqual({ isOn: true, channel: "email" });
    expect(
      (
        await agent.call("/api/me/favorite-alerts", {
          method: "PUT",
          json: { isOn: true, channel: "whatsapp" },
        })
      ).status,
    ).toBe(400);

    await t.db.update(listings).set({ priceCents: 9_000_00 }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    await runOnBothInstances([listing.id]);
    const drops = await mailsTo(user.email, "favorite-alert");
    expect(drops).toHaveLength(1);
    expect(drops[0]?.text).toContain("Now $9,000.00, was $9,500.00");
    expect(drops[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A price that goes up tells nothing; taken off sale and back, it does.
    await t.db.update(listings).set({ priceCents: 9_900_00 }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    expect(await mailsTo(user.email, "favorite-alert")).toHaveLength(1);
    await t.db.update(listings).set({ isActive: true }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    const news = await mailsTo(user.email, "favorite-alert");
    expect(news).toHaveLength(2);
    expect(news[1]?.text).toContain("For sale again at $9,900.00");

    // Its unsubscribe turns them off for the account.
    const token = unsubscribeToken(t.secret, { kind: "favorites", userId: user.id });
    const off = await t.client().call(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    expect(off.status).toBe(200);
    expect(await (await agent.get("/api/me/favorite-alerts")).json()).toEqual({
      isOn: false,
      channel: "email",
    });
    await t.db.update(listings).set({ priceCents: 8_000_00 }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    expect(await mailsTo(user.email, "favorite-alert")).toHaveLength(2);
  });
});

describe("alerts in the currency the shopper read when asking for them (issue 30)", () => {
  it("writes a riyal search's alert in riyals with the converted line, in Arabic and English, and a dollar one as before", async () => {
    const word = `Curx${unique()}`;
    const arabic = await t.signedInClient();
    const english = await t.signedInClient();
    const dollars = await t.signedInClient();
    const query = { q: word, price: "10000-25000" };
    const saved = await saveSearch(arabic.agent, { query, language: "ar", displayCurrency: "SAR" });
    expect(saved.displayCurrency).toBe("SAR");
    await saveSearch(english.agent, { query, language: "en", displayCurrency: "SAR" });
    await saveSearch(dollars.agent, { query, language: "en" });
    const watch = await createListing(t.db, {
      brand: "Rolex",
      model: word,
      title: `Rolex ${word}`,
      priceCents: 12_500_00,
    });
    await runOnBothInstances([watch.id]);

    // $12,500.00 × 3.75 = 46,875.00 riyals; the band $10,000–25,000 reads about 38,000–94,000.
    const [ar] = await mailsTo(arabic.user.email, "saved-search-alert");
    for (const part of [ar?.html, ar?.text]) {
      expect(part).toContain("46,875.00 ر.س");
      expect(part).not.toContain("$12,500.00");
      expect(part).toContain(
        "الأسعار بالريال السعودي محوّلة من الدولار الأمريكي للاطلاع فقط. تدفع عند الشراء بالدولار الأمريكي، أو بالدينار الكويتي عبر كي نت.",
      );
    }
    expect(ar?.subject).toContain("حوالي 38,000–94,000 ر.س");

    const [en] = await mailsTo(english.user.email, "saved-search-alert");
    expect(en?.text).toContain(`Rolex ${word}: 46,875.00 SAR`);
    expect(en?.text).toContain(
      "Prices in Saudi riyals are converted from US dollars for reference. At checkout you pay in US dollars, or in Kuwaiti dinars with KNET.",
    );
    expect(en?.subject).toBe(`New watches for your search: ${word} · About 38,000–94,000 SAR`);

    const [usd] = await mailsTo(dollars.user.email, "saved-search-alert");
    expect(usd?.text).toContain(`Rolex ${word}: $12,500.00`);
    expect(usd?.text).not.toContain("SAR");
    expect(usd?.text).not.toContain("converted");
    expect(usd?.subject).toBe(`New watches for your search: ${word} · $10,000 - $25,000`);
  });

  it("falls back to dollars for a currency whose fetched rate is over a week old, never a stale number", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(settings).values({
      key: fetchedRatesSetting,
      value: {
        rates: {
          EUR: { rate: 900_000, source: "ecb", date: monthAgo, fetchedAt: `${monthAgo}T15:00:00.000Z` },
          GBP: { rate: 800_000, source: "ecb", date: today, fetchedAt: new Date().toISOString() },
        },
        lastAttemptAt: null,
        lastSuccessAt: null,
        failures: [],
      },
    });
    try {
      const word = `Stax${unique()}`;
      const euro = await t.signedInClient();
      const pound = await t.signedInClient();
      await saveSearch(euro.agent, { query: { q: word }, displayCurrency: "EUR" });
      await saveSearch(pound.agent, { query: { q: word }, displayCurrency: "GBP" });
      const watch = await createListing(t.db, {
        brand: "Omega",
        model: word,
        title: `Omega ${word}`,
        priceCents: 5_000_00,
      });
      await runOnBothInstances([watch.id]);

      const [stale] = await mailsTo(euro.user.email, "saved-search-alert");
      expect(stale?.text).toContain(`Omega ${word}: $5,000.00`);
      expect(stale?.text).not.toContain("€");
      expect(stale?.text).not.toContain("converted");
      // The pound's rate is today's: converted, £4,000.00.
      const [fresh] = await mailsTo(pound.user.email, "saved-search-alert");
      expect(fresh?.text).toContain(`Omega ${word}: £4,000.00`);
      expect(fresh?.text).toContain("Prices in British pounds are converted from US dollars");
    } finally {
      await t.db.delete(settings).where(eq(settings.key, fetchedRatesSetting));
    }
  });

  it("tells a favourite's news in the currency the shopper read when turning the alerts on", async () => {
    const { agent, user } = await t.signedInClient();
    const listing = await createListing(t.db, {
      brand: "Cartier",
      model: `Tank ${unique()}`,
      priceCents: 10_000_00,
    });
    expect((await agent.post("/api/favorites", { listingId: listing.id })).status).toBe(201);
    await t.runAlerts([listing.id]);
    const consent = await agent.call("/api/me/favorite-alerts", {
      method: "PUT",
      json: { isOn: true, language: "en", displayCurrency: "KWD" },
    });
    expect(consent.status).toBe(200);
    expect(
      (
        await agent.call("/api/me/favorite-alerts", {
          method: "PUT",
          json: { isOn: true, displayCurrency: "JPY" },
        })
      ).status,
    ).toBe(400);

    await t.db.update(listings).set({ priceCents: 9_000_00 }).where(eq(listings.id, listing.id));
    await runOnBothInstances([listing.id]);
    const [drop] = await mailsTo(user.email, "favorite-alert");
    // At the shop's dinar rate, 0.31 a dollar (no bank rate fetched): three decimals.
    expect(drop?.text).toContain("Now 2,790.000 KWD, was 3,100.000 KWD");
    expect(drop?.text).toContain("Prices in Kuwaiti dinars are converted from US dollars for reference.");
  });
});

describe("the abandoned checkout's reminder (issue 30)", () => {
  const hourLater = () => new Date(Date.now() + 61 * 60_000);

  async function abandon(body: Record<string, unknown>, listing?: Awaited<ReturnType<typeof createListing>>) {
    const watch =
      listing ?? (await createListing(t.db, { brand: "Breitling", model: `Navitimer ${unique()}` }));
    const guest = t.client(`198.51.100.${Math.floor(Math.random() * 200) + 20}`);
    const total = await fillCart(guest, watch.id);
    const started = await readCheckout(await postCheckout(guest, { expectedTotalCents: total, ...body }));
    expect(started.status).toBe(201);
    return watch;
  }

  it("is sent once per checkout, with consent, while the watch is still to be had", async () => {
    const email = `buyer-${unique()}@example.com`;
    const watch = await abandon({ email, remindMe: true });
    // Still within the hour: nothing yet.
    await t.remindCheckouts(new Date());
    expect(await mailsTo(email, "checkout-reminder")).toHaveLength(0);

    await Promise.all([t.remindCheckouts(hourLater()), t.remindCheckouts(hourLater())]);
    await t.remindCheckouts(hourLater());
    const reminders = await mailsTo(email, "checkout-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`/watch/${watch.slug}?lang=en`);
    const [order] = await t.db.select().from(orders).where(eq(orders.email, email));
    expect(
      await t.db
        .select()
        .from(checkoutReminders)
        .where(eq(checkoutReminders.orderId, order?.id ?? "")),
    ).toHaveLength(1);

    // The database refuses a second reminder row for the checkout, whoever writes it.
    await expect(t.db.insert(checkoutReminders).values({ orderId: order?.id ?? "" })).rejects.toThrow();
  });

  it("shows the watch in the currency the shopper read at checkout, at its rate, with the converted line", async () => {
    const email = `buyer-${unique()}@example.com`;
    const watch = await createListing(t.db, {
      brand: "Breitling",
      model: `Premier ${unique()}`,
      priceCents: 8_000_00,
    });
    await abandon({ email, remindMe: true, displayCurrency: "AED", language: "ar" }, watch);
    const dollars = `buyer-${unique()}@example.com`;
    const other = await abandon({ email: dollars, remindMe: true, displayCurrency: "USD" });
    await t.remindCheckouts(hourLater());
    // $8,000.00 × 3.6725 = 29,380.00 dirhams.
    const [reminder] = await mailsTo(email, "checkout-reminder");
    for (const part of [reminder?.html, reminder?.text]) {
      expect(part).toContain("29,380.00 د.إ");
      expect(part).not.toContain("$8,000.00");
      expect(part).toContain("الأسعار بالدرهم الإماراتي محوّلة من الدولار الأمريكي للاطلاع فقط.");
    }
    const [inDollars] = await mailsTo(dollars, "checkout-reminder");
    expect(inDollars?.text).toContain(`${other.title}: $`);
    expect(inDollars?.text).not.toContain("converted");
  });

  it("is not sent without consent, nor when the watch was sold meanwhile", async () => {
    const silent = `buyer-${unique()}@example.com`;
    await abandon({ email: silent });
    const gone = `buyer-${unique()}@example.com`;
    const watch = await abandon({ email: gone, remindMe: true });
    // The hold runs out (the sweep), and someone else buys the watch.
    await t.sweepReservations(new Date(Date.now() + 31 * 60_000));
    await t.db.update(listings).set({ soldAt: new Date(), stock: 0 }).where(eq(listings.id, watch.id));
    await t.remindCheckouts(hourLater());
    expect(await mailsTo(silent, "checkout-reminder")).toHaveLength(0);
    expect(await mailsTo(gone, "checkout-reminder")).toHaveLength(0);
  });

  it("reminds of a checkout whose hold ran out while its watch is for sale, and of the latest checkout only", async () => {
    const email = `buyer-${unique()}@example.com`;
    const first = await abandon({ email, remindMe: true });
    await t.sweepReservations(new Date(Date.now() + 31 * 60_000));
    const [expired] = await t.db.select().from(orders).where(eq(orders.email, email));
    expect(expired?.status).toBe("expired");
    await t.remindCheckouts(new Date(Date.now() + 32 * 60_000));
    expect(await mailsTo(email, "checkout-reminder")).toHaveLength(1);

    // Back again, a new checkout of another watch, abandoned too: one reminder, for it alone.
    const again = `buyer-${unique()}@example.com`;
    await abandon({ email: again, remindMe: true }, first);
    await t.sweepReservations(new Date(Date.now() + 31 * 60_000));
    const second = await abandon({ email: again, remindMe: true });
    await t.remindCheckouts(hourLater());
    const reminders = await mailsTo(again, "checkout-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(second.slug);
    expect(reminders[0]?.text).not.toContain(first.slug);
  });
});
