import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticityOptions, boxPapersOptions, conditions, specificationKeys } from "../../shared/catalog";
import { claimsIn } from "../../shared/claims";
import { convert, percentOf } from "../../shared/money";
import type { Database } from "../db/client";
import {
  categories,
  listings,
  media,
  orderEvents,
  orderLines,
  orders,
  personalInventoryItems,
  storeInventoryItems,
  user,
} from "../db/schema";
import { getListingImages } from "../modules/catalog/catalog.service";
import { createDiskStorage } from "../providers/storage/disk-storage";
import type { Storage } from "../providers/storage/storage";
import { openTestDatabase } from "../test/test-database";
import { type SeedResult, type SeedUserInput, seedDemoData } from "./seed";

const day = 24 * 60 * 60 * 1000;
let database: Database;
let storage: Storage;
let dir: string;
let result: SeedResult;
const createdUsers: SeedUserInput[] = [];
/** Stands in for the auth module: records the call and leaves the account row it would create. */
const createUser = async (input: SeedUserInput) => {
  createdUsers.push(input);
  const name = `${input.firstName} ${input.lastName}`;
  await database.db.insert(user).values({ id: randomUUID(), name, email: input.email, role: input.role });
};

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "mizan-seed-"));
  storage = createDiskStorage(dir);
  result = await seedDemoData({ db: database.db, storage, log: () => {}, createUser });
}, 180_000);

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("seedDemoData", () => {
  it("creates the demo admin and customer with fresh random passwords and returns them", () => {
    expect(result.seeded).toBe(true);
    if (!result.seeded) return;
    expect(createdUsers.map((u) => [u.email, u.role])).toEqual([
      ["admin@mizan.demo", "owner"],
      ["customer@mizan.demo", "user"],
    ]);
    expect(createdUsers.map((u) => u.password)).toEqual([result.admin.password, result.customer.password]);
    for (const { password } of [result.admin, result.customer]) expect(password).toMatch(/^[\w-]{16}$/);
    expect(result.admin.password).not.toBe(result.customer.password);
  });

  it("fills the catalogue with real watches of at least ten brands, every specification filled", async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(new Set(rows.map((row) => row.brand)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.title).toBe(`${row.brand} ${row.model} ${row.reference}`);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const key of specificationKeys)
        expect(row.specifications[key]?.trim(), `${row.slug} ${key}`).toBeTruthy();
      expect(conditions).toContain(row.specifications.condition);
      expect(boxPapersOptions).toContain(row.specifications.boxPapers);
      expect(authenticityOptions).toContain(row.specifications.authenticity);
      expect(row.description).toContain("<h2>");
      expect(row.description).toContain("<h3>Watch Details</h3>");
      expect(row.description).toContain("<h3>Photography</h3>");
      expect(row.descriptionAr).toContain("<h3>تفاصيل الساعة</h3>");
      expect(row.description).not.toMatch(/<script|<style|\son\w+=|style=/i);
      expect(Number.isSafeInteger(row.priceCents)).toBe(true);
    }
  });

  it("makes the same claims in both languages, and never promises photographs of the very watch of an illustration", async () => {
    const rows = await database.db.select().from(listings);
    for (const row of rows) {
      const english = claimsIn(row.description ?? "", "en");
      expect(english, row.slug).toContain("photography.reference");
      expect(english, row.slug).not.toContain("photography.thisWatch");
      expect(claimsIn(row.descriptionAr ?? "", "ar"), row.slug).toEqual(english);
      expect(row.photosOfThisWatch).toBe(false);
      // What the shop's own words say nowhere else is not promised in English alone.
      expect(row.description, row.slug).not.toMatch(/30-day returns|refund the full price/i);
    }
  });

  it("stores the Arabic of the demo's free-text specification values and writes them in the Arabic description", async () => {
    const [row] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.reference, "310.30.42.50.01.001"));
    expect(row?.specificationsAr).toMatchObject({
      warranty: "ضمان Omega حتى 2027",
      dialColor: "أسود، متدرّج",
      bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة",
    });
    expect(row?.descriptionAr).toContain("ثابت، من الألمنيوم الأسود بمقياس سرعة");
    expect(row?.descriptionAr).not.toMatch(/tachymeter|stepped|Omega warranty/);
  });

  it("has discounted, featured and inactive listings, spread over the last 90 days", async () => {
    const rows = await database.db.select().from(listings);
    const discounted = rows.filter((row) => (row.originalPriceCents ?? 0) > row.priceCents);
    const featured = rows.filter((row) => row.isFeatured);
    expect(discounted.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.every((row) => row.isActive)).toBe(true);
    expect(rows.filter((row) => !row.isActive).length).toBeGreaterThanOrEqual(3);
    const ages = rows.map((row) => Date.now() - row.createdAt.getTime());
    expect(Math.max(...ages)).toBeLessThanOrEqual(90 * day);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(60 * day);
  });

  it("puts every listing in one of the categories and uses every category", async () => {
    const rows = await database.db.select().from(listings);
    const categoryRows = await database.db.select().from(categories);
    expect(categoryRows.length).toBeGreaterThanOrEqual(5);
    const used = new Set(rows.map((row) => row.categoryId));
    for (const category of categoryRows) expect(used.has(category.id), category.name).toBe(true);
    expect(rows.every((row) => row.categoryId !== null)).toBe(true);
  });

  it("links a store inventory row to every listing, priced in KWD, with a few sold", async () => {
    const rows = await database.db.select().from(listings);
    const inventory = new Map(
      (await database.db.select().from(storeInventoryItems)).map((item) => [item.id, item]),
    );
    const covers = await getListingImages(
      database.db,
      rows.map((row) => row.id),
    );
    let sold = 0;
    for (const row of rows) {
      const item = inventory.get(row.inventoryId ?? "");
      if (!item) throw new Error(`${row.slug} has no inventory row`);
      expect(item).toMatchObject({ make: row.brand, model: row.model, reference: row.reference });
      expect(item.imageMediaId).toBe(covers.get(row.id)?.[0]?.id);
      expect(item.expectedSellingPriceFils).toBe(convert(row.priceCents, "USD", "KWD"));
      expect(item.buyingPriceFils).toBeGreaterThanOrEqual(
        convert(percentOf(row.priceCents, 8_000), "USD", "KWD"),
      );
      expect(item.buyingPriceFils).toBeLessThanOrEqual(
        convert(percentOf(row.priceCents, 9_000), "USD", "KWD"),
      );
      if (item.status === "sold" || item.status === "shipped") {
        sold++;
        expect(item.soldPriceFils).toBeGreaterThan(0);
        expect(item.netProfitFils).toBe((item.soldPriceFils ?? 0) - item.buyingPriceFils);
        expect(item.saleDate).toBeInstanceOf(Date);
        expect(row).toMatchObject({ isActive: false, stock: 0 });
      }
    }
    expect(sold).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo customer an inventory of their own: for sale, sold and shipped, net profit worked out", async () => {
    const [customer] = await database.db.select().from(user).where(eq(user.role, "user"));
    const items = await database.db
      .select()
      .from(personalInventoryItems)
      .where(eq(personalInventoryItems.userId, customer?.id ?? ""));
    expect(items.map((item) => item.status).sort()).toEqual(["available", "available", "shipped", "sold"]);
    for (const item of items) {
      const sold = item.soldPriceFils;
      expect(item.netProfitFils).toBe(
        sold === null ? null : sold - item.buyingPriceFils - item.shippingCostFils - item.feesFils,
      );
    }
  });

  it("gives every sold watch the order that sold it, at its sold price, with the timeline it went through", async () => {
    const sold = await database.db
      .select({
        listingId: listings.id,
        status: storeInventoryItems.status,
        soldPriceFils: storeInventoryItems.soldPriceFils,
      })
      .from(listings)
      .innerJoin(storeInventoryItems, eq(storeInventoryItems.id, listings.inventoryId))
      .where(inArray(storeInventoryItems.status, ["sold", "shipped"]));
    const placed = await database.db
      .select({ order: orders, line: orderLines })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id));
    expect(placed.map(({ order }) => order.status).sort()).toEqual(["delivered", "paid", "shipped"]);
    for (const { order, line } of placed) {
      const item = sold.find((row) => row.listingId === line.listingId);
      expect(item?.status).toBe(order.status === "paid" ? "sold" : "shipped");
      expect(convert(order.totalCents, "USD", "KWD")).toBe(item?.soldPriceFils);
      expect(order.userId).toBeNull();
      expect(order.orderNumber).toMatch(/^MZ-\d{6}$/);
      const steps = await database.db
        .select({ to: orderEvents.toStatus, at: orderEvents.at })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(orderEvents.at);
      const path = ["pending", "paid", "shipped", "delivered"];
      expect(steps.map((step) => step.to)).toEqual(path.slice(0, path.indexOf(order.status) + 1));
      expect(steps.every((step) => step.at.getTime() <= Date.now())).toBe(true);
    }
    expect(placed).toHaveLength(sold.length);
  });

  it("gives each listing two to four distinct, stored, non-blank images", async () => {
    const rows = await database.db.select({ id: listings.id }).from(listings);
    const galleries = await getListingImages(
      database.db,
      rows.map((row) => row.id),
    );
    for (const images of galleries.values()) {
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      for (const image of images) expect(image.variants.map((v) => v.width)).toContain(320);
    }
    const hashes = await database.db.select({ sha256: media.sha256 }).from(media);
    expect(new Set(hashes.map((row) => row.sha256)).size).toBe(hashes.length);

    const [first] = galleries.values();
    for (const image of first ?? []) {
      const object = await storage.get(image.url.slice(1));
      if (!object) throw new Error(`${image.url} is not stored`);
      const { channels } = await sharp(object.body).stats();
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    }
  });

  it("seeds nothing the second time", async () => {
    const before = (await database.db.select({ id: listings.id }).from(listings)).length;
    const again = await seedDemoData({ db: database.db, storage, log: () => {}, createUser });
    expect(again).toEqual({ seeded: false });
    expect((await database.db.select({ id: listings.id }).from(listings)).length).toBe(before);
    expect(createdUsers).toHaveLength(2);
  });

  it("does not seed again once the demo accounts exist, even after every listing was deleted", async () => {
    await database.db.delete(listings);
    const again = await seedDemoData({ db: database.db, storage, log: () => {}, createUser });
    expect(again).toEqual({ seeded: false });
    expect(await database.db.select({ id: listings.id }).from(listings)).toEqual([]);
    expect(createdUsers).toHaveLength(2);
  });

  it("leaves neither rows nor stored images behind when storing fails part-way", async () => {
    const empty = await openTestDatabase();
    const failingDir = await mkdtemp(join(tmpdir(), "mizan-seed-fail-"));
    const disk = createDiskStorage(failingDir);
    let puts = 0;
    const failing: Storage = {
      ...disk,
      put: async (key, body, contentType) => {
        if (++puts > 12) throw new Error("disk full");
        await disk.put(key, body, contentType);
      },
    };
    try {
      await expect(
        seedDemoData({ db: empty.db, storage: failing, log: () => {}, createUser }),
      ).rejects.toThrow("disk full");
      expect(await empty.db.select({ id: listings.id }).from(listings)).toEqual([]);
      expect(await empty.db.select({ id: media.id }).from(media)).toEqual([]);
      expect(await filesUnder(failingDir)).toEqual([]);
    } finally {
      await empty.close();
      await rm(failingDir, { recursive: true, force: true });
    }
  }, 60_000);
});
