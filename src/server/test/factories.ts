import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { defaultRates } from "../../shared/money";
import { formatOrderNumber } from "../../shared/orders";
import { orderSales } from "../../shared/revenue";
import type { Db } from "../db/client";
import {
  categories,
  listingImages,
  listings,
  media,
  orderLines,
  orders,
  storeInventoryItems,
  storeSales,
} from "../db/schema";
import { withListingWords } from "../modules/catalog/search/listing-words";

const unique = () => randomUUID().slice(0, 8);

/** An active category with a unique name and slug unless given. */
export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, ...overrides })
    .returning();
  if (!row) throw new Error("category not created");
  return row;
}

/** An active, in-stock listing with unique title and slug unless given. */
export async function createListing(db: Db, overrides: Partial<typeof listings.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(listings)
    .values(
      withListingWords({
        title: `Test Watch ${suffix}`,
        slug: `test-watch-${suffix}`,
        priceCents: 1_000_00,
        brand: "Testmaker",
        model: `Model ${suffix}`,
        reference: null,
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error("listing not created");
  return row;
}

/** A store inventory item, for listings that fall back to its make, model and condition. */
export async function createInventoryItem(
  db: Db,
  overrides: Partial<typeof storeInventoryItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(storeInventoryItems)
    .values({ make: "Testmaker", model: `Model ${unique()}`, buyingPriceFils: 1_000_000, ...overrides })
    .returning();
  if (!row) throw new Error("inventory item not created");
  // A sold item has its sale in the history, as the staff dialog records one (store-sales.ts).
  if ((row.status === "sold" || row.status === "shipped") && row.soldPriceFils !== null) {
    await db.insert(storeSales).values({
      itemId: row.id,
      priceFils: row.soldPriceFils,
      netProfitFils: row.netProfitFils,
      soldAt: row.saleDate ?? row.updatedAt,
    });
  }
  return row;
}

/** A media row with no stored file, as an upload leaves it before a listing uses it. */
export async function createMedia(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insert(media).values({
    id,
    storageKey: `media/${id}/800.webp`,
    sha256: id,
    contentType: "image/webp",
    width: 800,
    height: 800,
    bytes: 1000,
    variants: [{ width: 320, key: `media/${id}/320.webp`, bytes: 100 }],
  });
  return id;
}

/** A media row (no stored file) placed at `position` in a listing's gallery. */
export async function addListingImage(db: Db, listingId: string, position = 0) {
  const id = await createMedia(db);
  await db.insert(listingImages).values({ listingId, mediaId: id, position });
  return id;
}

/**
 * An order written straight to the database (no checkout, no provider): status, times and totals
 * as given, its number from its seq, and one line per title (quantity 1 unless given).
 */
export async function createOrder(
  db: Db,
  overrides: Partial<typeof orders.$inferInsert> = {},
  lines: { title: string; quantity?: number; unitPriceCents?: number }[] = [{ title: `Watch ${unique()}` }],
) {
  const totalCents = lines.reduce(
    (sum, line) => sum + (line.unitPriceCents ?? 1_000_00) * (line.quantity ?? 1),
    0,
  );
  const paid = ["paid", "shipped", "delivered", "refunded"].includes(overrides.status ?? "pending");
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `draft-${randomUUID()}`,
      email: `buyer-${unique()}@example.com`,
      subtotalCents: totalCents,
      totalCents,
      paymentProvider: "test",
      // An order that was paid has the moment of its payment.
      paidAt: paid ? (overrides.createdAt ?? new Date()) : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("order not created");
  const orderNumber = overrides.orderNumber ?? formatOrderNumber(row.seq);
  await db.update(orders).set({ orderNumber }).where(eq(orders.id, row.id));
  if (lines.length > 0) {
    await db.insert(orderLines).values(
      lines.map((line) => ({
        orderId: row.id,
        title: line.title,
        unitPriceCents: line.unitPriceCents ?? 1_000_00,
        quantity: line.quantity ?? 1,
        lineTotalCents: (line.unitPriceCents ?? 1_000_00) * (line.quantity ?? 1),
      })),
    );
  }
  // A paid order has its sales in the history, as its payment records them (order-lifecycle.ts).
  if (paid && row.paidAt) {
    const amounts = orderSales(
      {
        lines: lines.map((line) => ({
          lineTotalCents: (line.unitPriceCents ?? 1_000_00) * (line.quantity ?? 1),
        })),
        subtotalCents: row.subtotalCents,
        totalCents: row.totalCents,
        chargeFils: row.chargeCurrency === "KWD" ? row.chargeAmountMinor : null,
      },
      defaultRates,
    );
    if (amounts.length > 0) {
      await db.insert(storeSales).values(
        amounts.map((sale) => ({
          ...sale,
          orderId: row.id,
          soldAt: row.paidAt as Date,
          refundedAt: row.status === "refunded" ? (row.refundedAt ?? new Date()) : null,
        })),
      );
    }
  }
  return { ...row, orderNumber };
}
