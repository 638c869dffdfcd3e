import { randomBytes, randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import { convert, percentOf, toMinor } from "../../shared/money";
import { slugify } from "../../shared/slug";
import { hasAccountWithEmail } from "../auth/users";
import type { Db } from "../db/client";
import {
  createListings,
  ensureCategories,
  hasListings,
  type NewListing,
} from "../modules/catalog/catalog.service";
import { composeListingDescription } from "../modules/catalog/listing-description";
import {
  createStoreInventoryItems,
  type NewStoreInventoryItem,
} from "../modules/inventory/inventory.service";
import { recordSale } from "../modules/inventory/store-sales";
import {
  deleteRenditions,
  type PreparedImage,
  prepareImage,
  recordImages,
} from "../modules/media/media.service";
import { type PastOrder, recordPastOrders } from "../modules/orders/past-orders";
import { setWhatsappNumber } from "../modules/settings/settings.service";
import type { Storage } from "../providers/storage/storage";
import { type DemoWatch, demoCategories, demoWatches } from "./catalog-data";
import { demoArabicSpecifications } from "./catalog-data-ar";
import { seedDemoInventory } from "./demo-inventory";
import { seedDemoMarket } from "./demo-market";
import { seedDemoPortfolio } from "./demo-portfolio";
import { lookFromSpecifications, renderWatchPng } from "./watch-illustration";

/** What the auth module needs to create a demo account (better-auth, Argon2id). */
export interface SeedUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "owner" | "user";
}

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: (message: string) => void;
  createUser: (input: SeedUserInput) => Promise<void>;
}

export interface Credentials {
  email: string;
  password: string;
}

export type SeedResult = { seeded: false } | { seeded: true; admin: Credentials; customer: Credentials };

const day = 24 * 60 * 60 * 1000;

/**
 * Who bought the demo shop's sold watches, and how far each order got: the Orders page, the order
 * cards and the dashboard start with a history (guests, so no demo account owns them).
 */
const pastBuyers: Omit<PastOrder, "listingId" | "priceCents" | "paidAt">[] = [
  {
    status: "delivered",
    email: "yousef.alsabah@example.com",
    firstName: "Yousef",
    lastName: "Al-Sabah",
    language: "ar",
    shippingAddress: {
      fullName: "يوسف الصباح",
      phone: "+965 5555 0101",
      country: "KW",
      city: "Kuwait City",
      area: "Salmiya",
      block: "10",
      street: "Salem Al-Mubarak St",
      building: "12",
    },
    carrier: "DHL Express",
    trackingNumber: "JD014600006281",
  },
  {
    status: "shipped",
    email: "layla.haddad@example.com",
    firstName: "Layla",
    lastName: "Haddad",
    language: "en",
    shippingAddress: {
      fullName: "Layla Haddad",
      phone: "+971 50 555 0102",
      country: "AE",
      city: "Dubai",
      street: "Al Wasl Road",
      building: "Villa 24",
    },
    carrier: "Aramex",
    trackingNumber: "AX4471203398",
  },
  {
    status: "paid",
    email: "james.whitfield@example.com",
    firstName: "James",
    lastName: "Whitfield",
    language: "en",
    shippingAddress: {
      fullName: "James Whitfield",
      phone: "+44 20 7946 0103",
      country: "GB",
      city: "London",
      street: "12 Mount Street",
      postalCode: "W1K 2RD",
    },
  },
];
/** Any fixed number: two instances seeding an empty database at once take turns, and one finds it done. */
const seedLockId = 7_461_202_612;
const imageSize = 1000;
const maxImageBytes = 10 * 1024 * 1024;

function titleOf(watch: DemoWatch): string {
  return `${watch.brand} ${watch.model} ${watch.reference}`;
}

function slugOf(watch: DemoWatch): string {
  return slugify(titleOf(watch));
}

/**
 * spec: storefront §2 Watch detail — heading, Watch Details, guarantee, About, Photography, in both
 * languages from the same fields and the same claims (issue 24): the galleries are studio
 * illustrations, so neither language promises photographs of this very watch.
 */
function descriptionsOf(watch: DemoWatch) {
  return composeListingDescription(
    {
      brand: watch.brand,
      model: watch.model,
      reference: watch.reference,
      year: watch.year,
      specifications: watch.specifications,
      specificationsAr: demoArabicSpecifications[watch.reference] ?? {},
      photosOfThisWatch: false,
    },
    { extraAbout: { en: watch.about } },
  );
}

/** A small deterministic generator, so the demo catalogue is the same on every seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const demoAdminEmail = "admin@mizan.demo";
const demoWhatsappNumber = "+965 2200 0000";
const demoCustomerEmail = "customer@mizan.demo";

/** A shop whose listings were all deleted is not re-seeded once its demo accounts exist. */
function hasDemoAccounts(db: Db): Promise<boolean> {
  return hasAccountWithEmail(db, [demoAdminEmail, demoCustomerEmail]);
}

/** Runs `task` over `items`, `limit` at a time; after a failure no new task starts, and all settle. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

/** Two to four distinct illustrations per listing, stored through the upload path (variants, no metadata). */
async function prepareGalleries(storage: Storage): Promise<PreparedImage[][]> {
  const jobs = demoWatches.flatMap((watch, listing) => {
    const look = lookFromSpecifications(watch.brand, watch.specifications, watch.look);
    return Array.from({ length: 2 + (listing % 3) }, (_, index) => ({ look, listing, index }));
  });
  const stored: PreparedImage[] = [];
  try {
    const images = await mapLimit(jobs, availableParallelism(), async ({ look, listing, index }) => {
      const bytes = await renderWatchPng(look, index, listing + 1, imageSize);
      const image = await prepareImage(storage, { bytes, maxBytes: maxImageBytes });
      stored.push(image);
      return image;
    });
    return demoWatches.map((_, listing) => images.filter((__, i) => jobs[i]?.listing === listing));
  } catch (error) {
    await Promise.all(stored.map((image) => deleteRenditions(storage, image)));
    throw error;
  }
}

/** The catalogue: store inventory items and listings (categories by id, galleries in order). */
function catalogRows(galleries: PreparedImage[][], categoryIds: Map<string, string>, now: number) {
  const rand = random(20_240_601);
  const inventoryRows: NewStoreInventoryItem[] = [];
  const listingRows: NewListing[] = [];
  const pastOrders: PastOrder[] = [];

  demoWatches.forEach((watch, i) => {
    // A permutation of the listings over the last 90 days, so "newest" differs from catalogue order.
    const ageDays = ((i * 29) % demoWatches.length) * (88 / demoWatches.length) + rand() * 1.5;
    const createdAt = new Date(now - ageDays * day);
    const priceCents = toMinor(watch.priceUsd, "USD");
    const buyingPriceFils = convert(percentOf(priceCents, 8_000 + Math.floor(rand() * 1_000)), "USD", "KWD");
    const sold = watch.soldForUsd !== undefined;
    const saleDate = sold ? new Date(createdAt.getTime() + (now - createdAt.getTime()) * 0.6) : null;
    const soldPriceFils =
      watch.soldForUsd !== undefined ? convert(toMinor(watch.soldForUsd, "USD"), "USD", "KWD") : null;
    const inventoryId = randomUUID();
    const listingId = randomUUID();
    const buyer = sold ? pastBuyers[pastOrders.length] : undefined;
    const descriptions = descriptionsOf(watch);
    if (buyer && saleDate && watch.soldForUsd !== undefined)
      pastOrders.push({
        ...buyer,
        listingId,
        priceCents: toMinor(watch.soldForUsd, "USD"),
        paidAt: saleDate,
      });
    inventoryRows.push({
      id: inventoryId,
      make: watch.brand,
      model: watch.model,
      reference: watch.reference,
      condition: watch.specifications.condition,
      buyingPriceFils,
      expectedSellingPriceFils: convert(priceCents, "USD", "KWD"),
      soldPriceFils,
      netProfitFils: soldPriceFils === null ? null : soldPriceFils - buyingPriceFils,
      // An order on its way or delivered has shipped its watch.
      status: !sold ? "available" : buyer && buyer.status !== "paid" ? "shipped" : "sold",
      saleDate,
      dateAdded: new Date(createdAt.getTime() - (2 + rand() * 10) * day),
      // The stock record shows the watch's cover photograph, as the listing does.
      imageMediaId: galleries[i]?.[0]?.id ?? null,
    });
    listingRows.push({
      id: listingId,
      title: titleOf(watch),
      slug: slugOf(watch),
      description: descriptions.en,
      // The Arabic page reads Arabic: the sections composed from the same fields (issue 9).
      descriptionAr: descriptions.ar,
      priceCents,
      originalPriceCents:
        watch.originalPriceUsd === undefined ? null : toMinor(watch.originalPriceUsd, "USD"),
      specifications: watch.specifications,
      specificationsAr: descriptions.specificationsAr,
      photosOfThisWatch: false,
      brand: watch.brand,
      model: watch.model,
      reference: watch.reference,
      year: watch.year,
      inventoryId,
      categoryId: categoryIds.get(watch.category),
      isActive: !sold && !watch.isWithdrawn,
      isFeatured: watch.isFeatured ?? false,
      stock: sold ? 0 : 1,
      viewsCount: Math.round(rand() * 380 + (watch.isFeatured ? 160 : 12)),
      soldAt: saleDate,
      createdAt,
      updatedAt: createdAt,
      imageIds: (galleries[i] ?? []).map((image) => image.id),
    });
  });
  return { inventoryRows, listingRows, pastOrders };
}

/** A random password per seed (16 characters), printed once at start-up. */
function demoPassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * Fills an empty shop with the demo catalogue (listings, inventory, illustrated galleries) and creates a
 * demo admin and a demo customer. Does nothing when any listing exists. Images are stored first and
 * every row is written in one transaction, so a crash never leaves half a catalogue.
 */
export async function seedDemoData(deps: SeedDeps): Promise<SeedResult> {
  const { db, storage, log } = deps;
  if ((await hasListings(db)) || (await hasDemoAccounts(db))) return { seeded: false };
  const started = Date.now();
  log(`Seeding demo data: drawing ${demoWatches.length} watches...`);
  const galleries = await prepareGalleries(storage);
  const images = galleries.flat();
  let listingCount = 0;
  let written = false;
  try {
    written = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
      if (await hasListings(tx)) return false;
      // Categories an admin already made are kept and used.
      const categoryIds = await ensureCategories(tx, demoCategories);
      const rows = catalogRows(galleries, categoryIds, Date.now());
      await recordImages(tx, images);
      await createStoreInventoryItems(tx, rows.inventoryRows);
      await createListings(tx, rows.listingRows);
      const orderOfListing = await recordPastOrders(tx, rows.pastOrders);
      // Every sold watch's sale in the history the dashboard reads: its order's, or one in the shop.
      for (const item of rows.inventoryRows) {
        if (item.soldPriceFils == null || !item.saleDate || !item.id) continue;
        const listing = rows.listingRows.find((row) => row.inventoryId === item.id);
        await recordSale(tx, {
          itemId: item.id,
          orderId: (listing?.id && orderOfListing.get(listing.id)) || null,
          priceFils: item.soldPriceFils,
          shippingPaidFils: 0,
          netProfitFils: item.netProfitFils ?? null,
          soldAt: item.saleDate,
        });
      }
      // A number in Kuwait's format for the demo's "Ask about this watch" on WhatsApp (issue 13).
      await setWhatsappNumber(tx, demoWhatsappNumber);
      // Issue 31: prices staff recorded, so a watch page opens placed in its market.
      await seedDemoMarket(tx, Date.now());
      listingCount = rows.listingRows.length;
      return true;
    });
  } finally {
    if (!written) await Promise.all(images.map((image) => deleteRenditions(storage, image)));
  }
  if (!written) return { seeded: false };

  const admin = { email: demoAdminEmail, password: demoPassword() };
  const customer = { email: demoCustomerEmail, password: demoPassword() };
  await deps.createUser({ ...admin, firstName: "Demo", lastName: "Admin", role: "owner" });
  await deps.createUser({ ...customer, firstName: "Demo", lastName: "Customer", role: "user" });
  await seedDemoPortfolio(deps, customer.email);
  await seedDemoInventory(deps, customer.email);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`Demo data seeded: ${listingCount} listings, ${images.length} images in ${seconds} s`);
  return { seeded: true, admin, customer };
}
