import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../../shared/media";
import { declinedPhotoRetentionDays } from "../../../shared/trade-in-lifecycle";
import type { TradeInDto, TradeInReceiptDto } from "../../../shared/trade-in-schemas";
import { media, personalInventoryItems, tradeInPhotos, tradeInRequests } from "../../db/schema";
import { createLogger } from "../../logger";
import { createTestApp, type TestApp } from "../../test/test-app";
import { deleteExpiredTradeInPhotos } from "./trade-in-photo-retention";

let t: TestApp;
let staff: Awaited<ReturnType<TestApp["signedInClient"]>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signedInClient({ role: "manager" });
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;
const log = createLogger("silent");
const sweep = (now = new Date()) =>
  deleteExpiredTradeInPhotos({ db: t.db, storage: t.services.storage, log }, now);

let nextIp = 1;
/** Each seller writes from an address of their own, so the photo limit of one never refuses another. */
const visitor = () => t.client(`203.0.113.${nextIp++}`);

async function upload(client: ReturnType<TestApp["client"]>): Promise<MediaDto> {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#786428" } })
    .jpeg()
    .toBuffer();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
  const response = await client.call("/api/trade-ins/photos", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as MediaDto;
}

/** A request sent with `photos` new photos, answered by staff with `answers`, its last move `daysAgo` days back. */
async function requestWith(
  photos: number,
  answers: Record<string, unknown>[],
  daysAgo: number,
  client = visitor(),
) {
  const uploaded = [];
  for (let index = 0; index < photos; index += 1) uploaded.push(await upload(client));
  const response = await client.post("/api/trade-ins", {
    brand: "Rolex",
    model: "GMT-Master II",
    reference: "126710BLRO",
    condition: "very-good",
    boxPapers: "complete",
    name: "Sam Seller",
    email: `seller-${crypto.randomUUID()}@example.com`,
    language: "en",
    photoIds: uploaded.map((photo) => photo.id),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as TradeInReceiptDto;
  for (const answer of answers)
    expect((await staff.agent.patch(`/api/admin/trade-ins/${id}`, answer)).status).toBe(200);
  await t.db
    .update(tradeInRequests)
    .set({ updatedAt: new Date(Date.now() - daysAgo * dayMs) })
    .where(eq(tradeInRequests.id, id));
  return { id, photoIds: uploaded.map((photo) => photo.id) };
}

/** Every object the photos have in storage (full size and each width), read from their media rows. */
async function storedKeys(ids: string[]) {
  const rows = await t.db.select().from(media).where(inArray(media.id, ids));
  return rows.flatMap((row) => [row.storageKey, ...row.variants.map((variant) => variant.key)]);
}

const inStorage = async (keys: string[]) =>
  (await Promise.all(keys.map((key) => t.services.storage.get(key)))).filter(Boolean).length;

const decline = { action: "decline", message: "The dial is not original." };
const offer = { action: "offer", amount: "9,000", currency: "USD" };
const buy = { action: "buy" };

describe(`a trade-in request's photos (decision 031: ${declinedPhotoRetentionDays} days after a refusal)`, () => {
  it("are deleted, rows and files, once a refusal is that old; kept while younger, open or bought", async () => {
    const expired = await requestWith(2, [decline], declinedPhotoRetentionDays + 1);
    const recent = await requestWith(1, [decline], declinedPhotoRetentionDays - 1);
    const open = await requestWith(1, [], 400);
    const bought = await requestWith(1, [offer, buy], 400);
    const expiredKeys = await storedKeys(expired.photoIds);
    expect(expiredKeys.length).toBeGreaterThan(2);
    expect(await inStorage(expiredKeys)).toBe(expiredKeys.length);
    const keptIds = [...recent.photoIds, ...open.photoIds, ...bought.photoIds];
    const keptKeys = await storedKeys(keptIds);

    expect(await sweep()).toBe(2);

    expect(await t.db.select().from(media).where(inArray(media.id, expired.photoIds))).toEqual([]);
    expect(await t.db.select().from(tradeInPhotos).where(eq(tradeInPhotos.requestId, expired.id))).toEqual(
      [],
    );
    expect(await inStorage(expiredKeys)).toBe(0);
    // The request itself stays in the queue's history, without its photos.
    const shown = (await (await staff.agent.get(`/api/admin/trade-ins/${expired.id}`)).json()) as TradeInDto;
    expect(shown).toMatchObject({ status: "declined", photos: [] });

    const kept = await t.db.select({ id: media.id }).from(media).where(inArray(media.id, keptIds));
    expect(kept.map((row) => row.id).sort()).toEqual([...keptIds].sort());
    expect(await inStorage(keptKeys)).toBe(keptKeys.length);
    const provenance = (await (
      await staff.agent.get(`/api/admin/trade-ins/${bought.id}`)
    ).json()) as TradeInDto;
    expect(provenance.photos).toEqual(bought.photoIds.map((id) => ({ id })));

    // A second run, or another instance's, finds nothing more to do.
    expect(await sweep()).toBe(0);
  });

  it("lets go of a photo its sender also gave their own inventory, and keeps the photo", async () => {
    const reseller = await t.signedInClient();
    const request = await requestWith(1, [decline], declinedPhotoRetentionDays + 5, reseller.agent);
    const [photoId] = request.photoIds;
    await t.db.insert(personalInventoryItems).values({
      userId: reseller.user.id,
      make: "Rolex",
      model: "GMT-Master II",
      buyingPriceFils: 1_000,
      imageMediaId: photoId,
    });
    expect(await sweep()).toBe(0);
    expect(await t.db.select().from(tradeInPhotos).where(eq(tradeInPhotos.requestId, request.id))).toEqual(
      [],
    );
    expect(
      await t.db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.id, photoId ?? "")),
    ).toHaveLength(1);
    expect(await inStorage(await storedKeys(request.photoIds))).toBeGreaterThan(0);
  });
});
