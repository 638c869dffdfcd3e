import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { savedSearchQuerySchema } from "../../../shared/alert-schemas";
import { savedSearchKey } from "../../../shared/alerts";
import { alertListingStates, savedSearches, savedSearchMatches } from "../../db/schema";
import { alertJobOnDrivenFeed } from "../../test/driven-change-feed";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("after a bulk import of more listings than one statement may name, the next watch listed still reaches a saved search", async () => {
  // A shop importing its catalogue: every listing first for sale within the hour, 70,000 of
  // them (PostgreSQL takes 65,535 parameters in a statement).
  const template = await createListing(t.db, { brand: "Importmaker", priceCents: 3_000_00 });
  await t.db.execute(
    sql`insert into listings (title, slug, price_cents, brand, model, search_words)
        select 'Imported Watch ' || n, 'imported-watch-' || n, 300000, 'Importmaker', 'Import',
          ${template.searchWords}
        from generate_series(1, 70000) as n`,
  );
  const query = savedSearchQuerySchema.parse({ q: "Zenith Defy" });
  const [search] = await t.db
    .insert(savedSearches)
    .values({
      email: "bulk-import@example.com",
      query,
      queryKey: savedSearchKey(query),
      confirmedAt: new Date(),
    })
    .returning();
  const { hear, stop } = alertJobOnDrivenFeed(t);
  try {
    // The first full look has noted the import.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ id: alertListingStates.listingId })
              .from(alertListingStates)
              .where(eq(alertListingStates.listingId, template.id))
          ).length,
        { timeout: 60_000 },
      )
      .toBe(1);
    const zenith = await createListing(t.db, {
      brand: "Zenith",
      model: "Defy",
      title: "Zenith Defy Skyline",
    });
    hear([zenith.id]);
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ listingId: savedSearchMatches.listingId })
              .from(savedSearchMatches)
              .where(eq(savedSearchMatches.searchId, search?.id ?? ""))
          ).map((row) => row.listingId),
        { timeout: 60_000 },
      )
      .toEqual([zenith.id]);
  } finally {
    stop();
  }
}, 180_000);
