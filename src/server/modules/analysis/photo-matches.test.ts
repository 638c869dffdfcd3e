import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../../shared/media";
import { listingImages, portfolioItems } from "../../db/schema";
import { demoWatches } from "../../demo/catalog-data";
import { lookFromSpecifications, renderWatchPng } from "../../demo/watch-illustration";
import { createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { signatureOfImage } from "../media/image-signature";
import { findPhotoMatches } from "./photo-matches";

/**
 * Issue 12, offline identification: a photo is matched against the photos of watches the shop
 * already knows, and a reseller's own photos count only for that reseller.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

const illustration = (index: number, view = 0) => {
  const watch = demoWatches[index];
  if (!watch) throw new Error("no such demo watch");
  return renderWatchPng(
    lookFromSpecifications(watch.brand, watch.specifications, watch.look),
    view,
    index + 1,
    700,
  );
};

async function upload(client: Awaited<ReturnType<TestApp["signedInClient"]>>, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "watch.png");
  const path = client.user.role === "owner" ? "/api/admin/media" : "/api/me/media";
  const response = await client.agent.call(path, { method: "POST", body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as MediaDto).id;
}

const photoOf = async (bytes: Buffer) =>
  signatureOfImage(await sharp(bytes).resize({ width: 420 }).jpeg({ quality: 70 }).toBuffer());

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
  for (const index of [0, 1, 2]) {
    const watch = demoWatches[index];
    const listing = await createListing(t.db, {
      brand: watch?.brand,
      model: watch?.model,
      reference: watch?.reference,
    });
    const mediaId = await upload(admin, await illustration(index));
    await t.db.insert(listingImages).values({ listingId: listing.id, mediaId, position: 0 });
  }
}, 60_000);
afterAll(() => t.close());

describe("findPhotoMatches", () => {
  it("names the listed watch a re-encoded, smaller copy of its photo shows, sure of it", async () => {
    const [best, ...others] = await findPhotoMatches(t.db, await photoOf(await illustration(1)));
    expect(best).toMatchObject({
      brand: demoWatches[1]?.brand,
      model: demoWatches[1]?.model,
      reference: demoWatches[1]?.reference,
      seenIn: "listing",
    });
    expect(best?.confidence).toBeGreaterThanOrEqual(70);
    for (const other of others) expect(other.confidence).toBeLessThan(best?.confidence ?? 0);
  });

  it("finds the store's stock photo too", async () => {
    const watch = demoWatches[5];
    const mediaId = await upload(admin, await illustration(5, 1));
    await createInventoryItem(t.db, { make: watch?.brand, model: watch?.model, imageMediaId: mediaId });
    const [best] = await findPhotoMatches(t.db, await photoOf(await illustration(5, 1)));
    expect(best).toMatchObject({ brand: watch?.brand, model: watch?.model, seenIn: "store_inventory" });
  });

  it("says nothing of a picture that is no watch the shop knows", async () => {
    const unrelated = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3f8f4f" } })
      .composite([
        {
          input: { create: { width: 300, height: 200, channels: 3, background: "#f2e6c9" } },
          left: 40,
          top: 300,
        },
      ])
      .jpeg()
      .toBuffer();
    expect(await findPhotoMatches(t.db, await signatureOfImage(unrelated))).toEqual([]);
  });

  it("counts a reseller's portfolio photo for that reseller alone", async () => {
    const owner = await t.signedInClient();
    const other = await t.signedInClient();
    const bytes = await illustration(8);
    const mediaId = await upload(owner, bytes);
    await t.db.insert(portfolioItems).values({
      userId: owner.user.id,
      brand: "Cartier",
      model: "Private Piece",
      source: "manual_entry",
      imageMediaId: mediaId,
    });
    const photo = await photoOf(bytes);
    const [forOwner] = await findPhotoMatches(t.db, photo, { userId: owner.user.id });
    expect(forOwner).toMatchObject({ model: "Private Piece", seenIn: "portfolio" });
    const forOther = await findPhotoMatches(t.db, photo, { userId: other.user.id });
    expect(forOther.map((match) => match.model)).not.toContain("Private Piece");
  });
});
