import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertListingStates, listings } from "../../db/schema";
import { alertJobOnDrivenFeed } from "../../test/driven-change-feed";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The price the job last recorded for each listing (absent: never looked at). */
async function recordedPrices(ids: string[]) {
  const rows = await t.db
    .select({ id: alertListingStates.listingId, price: alertListingStates.priceCents })
    .from(alertListingStates)
    .where(inArray(alertListingStates.listingId, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.price]));
}

/** A price change the change feed never told of, stamped an hour ago (a console's write, say). */
async function silentPrice(id: string, priceCents: number) {
  await t.db
    .update(listings)
    .set({ priceCents, updatedAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(listings.id, id));
}

describe("the alert job's looks at the listings (issue 30, decision 025)", () => {
  it("compares every listing at start and after the feed reconnects; in between, only what it heard was written", async () => {
    const [silent, named, bulk] = [
      await createListing(t.db, { priceCents: 5_000_00 }),
      await createListing(t.db, { priceCents: 6_000_00 }),
      await createListing(t.db, { priceCents: 7_000_00 }),
    ];
    const ids = [silent.id, named.id, bulk.id];
    const { hear, reconnect, stop } = alertJobOnDrivenFeed(t);
    try {
      // At start: every listing compared.
      await expect
        .poll(() => recordedPrices(ids))
        .toEqual({
          [silent.id]: 5_000_00,
          [named.id]: 6_000_00,
          [bulk.id]: 7_000_00,
        });

      // A write the feed named is read; one it never told of is not (no full look on a timer).
      await silentPrice(silent.id, 4_000_00);
      await t.db.update(listings).set({ priceCents: 5_500_00 }).where(eq(listings.id, named.id));
      hear([named.id]);
      await expect.poll(async () => (await recordedPrices(ids))[named.id]).toBe(5_500_00);
      expect((await recordedPrices(ids))[silent.id]).toBe(5_000_00);

      // A bulk write the feed could not name ("*"): the listings written since the last look.
      await t.db.update(listings).set({ priceCents: 6_500_00 }).where(eq(listings.id, bulk.id));
      hear("all");
      await expect.poll(async () => (await recordedPrices(ids))[bulk.id]).toBe(6_500_00);
      expect((await recordedPrices(ids))[silent.id]).toBe(5_000_00);

      // The feed was lost and is back: notifications may have been missed, so every listing again.
      reconnect();
      hear([]);
      await expect.poll(async () => (await recordedPrices(ids))[silent.id]).toBe(4_000_00);
    } finally {
      stop();
    }
  });

  it("started before the feed listens, compares every listing once it does, not again at the first write heard", async () => {
    const [silent, named] = [
      await createListing(t.db, { priceCents: 3_000_00 }),
      await createListing(t.db, { priceCents: 3_500_00 }),
    ];
    const ids = [silent.id, named.id];
    const { hear, goLive, stop } = alertJobOnDrivenFeed(t, { listening: false });
    try {
      // Nothing is compared before the feed listens: a write meanwhile could go unheard.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await recordedPrices(ids)).toEqual({});
      goLive();
      await expect.poll(() => recordedPrices(ids)).toEqual({ [silent.id]: 3_000_00, [named.id]: 3_500_00 });

      // The first write heard is read alone: every listing was compared under this feed already
      // (before, a second full look came here, on every instance, with the shop under load).
      await silentPrice(silent.id, 2_000_00);
      await t.db.update(listings).set({ priceCents: 3_200_00 }).where(eq(listings.id, named.id));
      hear([named.id]);
      await expect.poll(async () => (await recordedPrices(ids))[named.id]).toBe(3_200_00);
      expect((await recordedPrices(ids))[silent.id]).toBe(3_000_00);
    } finally {
      stop();
    }
  });
});
