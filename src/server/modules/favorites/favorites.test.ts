import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingCardDto } from "../../../shared/catalog-api";
import { listings } from "../../db/schema";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("favourites", () => {
  it("tells a guest to log in", async () => {
    const listing = await createListing(t.db);
    for (const response of [
      await t.client().get("/api/favorites"),
      await t.client().post("/api/favorites", { listingId: listing.id }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: "UNAUTHENTICATED",
        reason: "FAVORITES_SIGN_IN",
        message: "Please log in to add items to your favorites",
      });
    }
  });

  it("adds, keeps a second add as one favourite, lists newest first and removes", async () => {
    const { agent } = await t.signedInClient();
    const older = await createListing(t.db);
    const newer = await createListing(t.db);
    const added = await agent.post("/api/favorites", { listingId: older.id });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ listingId: older.id });
    await agent.post("/api/favorites", { listingId: newer.id });

    // Issue 13: a double click's second request is no error, and still one favourite.
    const again = await Promise.all([
      agent.post("/api/favorites", { listingId: older.id }),
      agent.post("/api/favorites", { listingId: older.id }),
    ]);
    expect(again.map((response) => response.status)).toEqual([200, 200]);
    expect(await again[0]?.json()).toEqual({ listingId: older.id });

    const list = (await (await agent.get("/api/favorites")).json()) as { items: ListingCardDto[] };
    expect(list.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(await (await agent.get("/api/favorites/ids")).json()).toEqual({ ids: [newer.id, older.id] });

    const removed = await agent.call(`/api/favorites/${older.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: true });
    const removedAgain = await agent.call(`/api/favorites/${older.id}`, { method: "DELETE" });
    expect(removedAgain.status).toBe(404);
    expect(await removedAgain.json()).toMatchObject({ code: "NOT_FOUND", reason: "NOT_IN_FAVORITES" });
    expect(await (await agent.get("/api/favorites/ids")).json()).toEqual({ ids: [newer.id] });
  });

  it("refuses unknown and inactive watches", async () => {
    const { agent } = await t.signedInClient();
    const inactive = await createListing(t.db, { isActive: false });
    for (const listingId of [crypto.randomUUID(), inactive.id]) {
      const response = await agent.post("/api/favorites", { listingId });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    const bad = await agent.post("/api/favorites", { listingId: "nope" });
    expect(await bad.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "Unknown watch" });
  });

  it("shows a sold favourite as unavailable and hides a withdrawn one", async () => {
    const { agent } = await t.signedInClient();
    const sold = await createListing(t.db);
    const withdrawn = await createListing(t.db);
    await agent.post("/api/favorites", { listingId: sold.id });
    await agent.post("/api/favorites", { listingId: withdrawn.id });
    await t.db
      .update(listings)
      .set({ isActive: false, stock: 0, soldAt: new Date() })
      .where(eq(listings.id, sold.id));
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, withdrawn.id));
    const list = (await (await agent.get("/api/favorites")).json()) as { items: ListingCardDto[] };
    expect(list.items.map((item) => [item.id, item.isAvailable])).toEqual([[sold.id, false]]);
  });

  it("keeps each shopper's favourites to themselves", async () => {
    const first = await t.signedInClient();
    const second = await t.signedInClient();
    const listing = await createListing(t.db);
    await first.agent.post("/api/favorites", { listingId: listing.id });
    expect(await (await second.agent.get("/api/favorites/ids")).json()).toEqual({ ids: [] });
  });
});
