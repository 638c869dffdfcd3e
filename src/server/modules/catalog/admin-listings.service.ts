import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type {
  AdminListingDto,
  AdminListingPageDto,
  AdminListingQuery,
  BulkListingAction,
  BulkListingResultDto,
  ListingWrite,
} from "../../../shared/listing-schemas";
import { listingMessages } from "../../../shared/listing-schemas";
import { maxSlugLength, slugify } from "../../../shared/slug";
import type { Db } from "../../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/errors";
import { recordAudit } from "../audit/audit.service";
import { alreadyListed, hasStoreInventoryItem } from "../inventory/inventory.service";
import { findMissingMedia, mediaColumns, mediaJoin, toMediaDto } from "../media/media.service";
import { isListingInOrders } from "../orders/orders.service";
import { categories, listingImages, listings } from "./catalog.schema";
import { getListingImages } from "./catalog.service";
import { decodeCursor, encodeCursor } from "./listing-cursor";
import { createdMicrosExpr, microsToTimestamp } from "./listing-expressions";
import { listingIsLive } from "./listing-lifecycle";
import { sanitizeDescription } from "./sanitize-description";
import { withListingWords } from "./search/listing-words";
import { searchCondition } from "./search/sql-search";

/** Who makes an admin write, for the audit log. */
export interface AdminActor {
  userId: string;
  ip?: string;
}

const notFound = () => new AppError("NOT_FOUND", listingMessages.notFound);
const refused = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, [{ path, message }]);

const imagesCountExpr =
  sql<number>`(select count(*) from ${listingImages} where ${listingImages.listingId} = ${listings.id})`.mapWith(
    Number,
  );

/**
 * The admin table (issue 9): every listing, newest first, searched over title, brand, model and
 * reference, filtered by status, one keyset page at a time. The order is spelled as the
 * listings_created_idx and listings_active_created_idx indexes, so a page never sorts the catalogue.
 */
export async function listAdminListings(
  db: Db,
  query: AdminListingQuery,
): Promise<Omit<AdminListingPageDto, "markets">> {
  const cursor = query.cursor ? decodeCursor(query.cursor, "newest") : undefined;
  const where: (SQL | undefined)[] = [];
  if (query.status !== "all") where.push(eq(listings.isActive, query.status === "active"));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) where.push(search);
  if (cursor?.s === "newest") {
    const at = microsToTimestamp(cursor.k);
    where.push(
      sql`${listings.createdAt} <= ${at} and (${listings.createdAt} < ${at} or ${listings.id} > ${cursor.i})`,
    );
  }
  const rows = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      brand: listings.brand,
      model: listings.model,
      reference: listings.reference,
      year: listings.year,
      priceCents: listings.priceCents,
      isActive: listings.isActive,
      isFeatured: listings.isFeatured,
      stock: listings.stock,
      soldAt: listings.soldAt,
      inventoryId: listings.inventoryId,
      createdAt: listings.createdAt,
      createdMicros: createdMicrosExpr,
      imagesCount: imagesCountExpr,
      image: mediaColumns,
    })
    .from(listings)
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .leftJoin(...mediaJoin(listingImages.mediaId))
    .where(and(...where))
    .orderBy(sql`${listings.createdAt} desc nulls last`, asc(listings.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ createdMicros: _, image, createdAt, soldAt, ...row }) => ({
      ...row,
      image: image?.id ? toMediaDto(image) : null,
      soldAt: soldAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ s: "newest", k: last.createdMicros, i: last.id })
        : null,
  };
}

type ListingRow = typeof listings.$inferSelect;

function toAdminListingDto(
  row: ListingRow,
  images: Awaited<ReturnType<typeof getListingImages>>,
): AdminListingDto {
  const gallery = images.get(row.id) ?? [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    brand: row.brand,
    model: row.model,
    reference: row.reference,
    year: row.year,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    description: row.description,
    descriptionAr: row.descriptionAr,
    specifications: row.specifications ?? {},
    specificationsAr: row.specificationsAr ?? {},
    photosOfThisWatch: row.photosOfThisWatch,
    categoryId: row.categoryId,
    inventoryId: row.inventoryId,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    stock: row.stock,
    soldAt: row.soldAt?.toISOString() ?? null,
    imageIds: gallery.map((image) => image.id),
    images: gallery,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readListing(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(listings).where(eq(listings.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return undefined;
  return toAdminListingDto(row, await getListingImages(db, [row.id]));
}

/** One listing as the edit dialog shows it: every field, the images in gallery order. */
export async function getAdminListing(db: Db, id: string): Promise<AdminListingDto> {
  const listing = await readListing(db, id);
  if (!listing) throw notFound();
  return listing;
}

/** spec: storefront §7 — the title is brand, model and reference joined. */
export function listingTitle(input: Pick<ListingWrite, "brand" | "model" | "reference">): string {
  return [input.brand, input.model, input.reference].filter(Boolean).join(" ");
}

/** The readable slug of a new listing: brand-model-reference, room left for a "-2" suffix. */
export function baseSlug(input: Pick<ListingWrite, "brand" | "model" | "reference">): string {
  const slug = slugify(listingTitle(input))
    .slice(0, maxSlugLength - 8)
    .replace(/-+$/, "");
  return slug || "watch";
}

/** The next free "-n" after the highest suffix already taken for this base. */
async function nextSlugCandidate(tx: Db, base: string): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await tx
    .select({ slug: listings.slug })
    .from(listings)
    .where(sql`${listings.slug} like ${`${escaped}-%`}`);
  const pattern = new RegExp(`^${base}-(\\d{1,6})$`);
  const highest = rows.reduce((max, row) => {
    const match = pattern.exec(row.slug);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 1);
  return `${base}-${highest + 1}`;
}

/** The name of the index that keeps one live listing per store item (catalog.schema.ts). */
const oneLivePerItem = "listings_one_live_per_item_idx";

/**
 * The live listings (for sale or reserved) of store items, by item: the inventory hides "Create
 * listing from this item" for them, and a second live listing is refused naming the first.
 */
export async function liveListingsOfStoreItems(
  db: Db,
  itemIds: readonly string[],
  exceptListingId?: string,
): Promise<Map<string, { id: string; title: string; slug: string }>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, title: listings.title, slug: listings.slug, itemId: listings.inventoryId })
    .from(listings)
    .where(
      and(
        inArray(listings.inventoryId, [...itemIds]),
        listingIsLive,
        exceptListingId ? ne(listings.id, exceptListingId) : undefined,
      ),
    );
  return new Map(rows.flatMap(({ itemId, ...listing }) => (itemId ? [[itemId, listing] as const] : [])));
}

/** The one live listing of a store item, if any. */
export async function liveListingOfStoreItem(db: Db, itemId: string, exceptListingId?: string) {
  return (await liveListingsOfStoreItems(db, [itemId], exceptListingId)).get(itemId);
}

/**
 * One stock item, one live listing (issue 24): a write that would make a second live listing of a
 * store item is refused naming the first; the unique index refuses it too when two writes race.
 */
async function checkOneLiveListing(
  db: Db,
  input: Pick<ListingWrite, "inventoryId" | "isActive">,
  listingId?: string,
): Promise<void> {
  if (!input.inventoryId || !input.isActive) return;
  if (listingId) {
    const [self] = await db
      .select({ soldAt: listings.soldAt })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (self?.soldAt) return;
  }
  const live = await liveListingOfStoreItem(db, input.inventoryId, listingId);
  if (live) throw alreadyListed(live);
}

/** What the write's references must name: images in media, an existing category and store item. */
async function checkReferences(db: Db, input: ListingWrite): Promise<void> {
  const missing = await findMissingMedia(db, input.imageIds);
  if (missing.length > 0) throw refused("imageIds", listingMessages.unknownImages);
  if (input.categoryId) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId))
      .limit(1);
    if (!category) throw refused("categoryId", listingMessages.unknownCategory);
  }
  if (input.inventoryId && !(await hasStoreInventoryItem(db, input.inventoryId))) {
    throw refused("inventoryId", listingMessages.unknownInventoryItem);
  }
}

/** The columns a write sets; the description is stored as it will be shown (allow-listed HTML). */
function columnsOf(input: ListingWrite) {
  const allowed = (html: string | null) => (html ? sanitizeDescription(html) : "") || null;
  return withListingWords({
    title: listingTitle(input),
    brand: input.brand,
    model: input.model,
    reference: input.reference,
    year: input.year,
    priceCents: input.price,
    originalPriceCents: input.originalPrice,
    description: allowed(input.description),
    descriptionAr: allowed(input.descriptionAr),
    specifications: input.specifications,
    // An Arabic value stays only beside its English one.
    specificationsAr: Object.fromEntries(
      Object.entries(input.specificationsAr).filter(([key]) => input.specifications[key] !== undefined),
    ),
    photosOfThisWatch: input.photosOfThisWatch,
    categoryId: input.categoryId,
    inventoryId: input.inventoryId,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    stock: input.stock,
  });
}

/**
 * A photo, category or store item removed between the check and the write (the orphan sweep, an
 * admin elsewhere) makes the foreign key refuse it: answered as the check would have, never 500.
 */
async function refusingVanishedReferences<T>(
  db: Db,
  input: ListingWrite,
  write: () => Promise<T>,
  listingId?: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, oneLivePerItem)) {
      await checkOneLiveListing(db, input, listingId);
      throw error;
    }
    if (!isForeignKeyViolation(error)) throw error;
    await checkReferences(db, input);
    throw new AppError("CONFLICT", listingMessages.unknownImages);
  }
}

async function writeGallery(tx: Db, listingId: string, imageIds: readonly string[]): Promise<void> {
  await tx.delete(listingImages).where(eq(listingImages.listingId, listingId));
  if (imageIds.length > 0) {
    await tx
      .insert(listingImages)
      .values(imageIds.map((mediaId, position) => ({ listingId, mediaId, position })));
  }
}

/**
 * Creates a listing with its gallery and audit row in one transaction. The slug is made once:
 * readable, and unique by the unique index itself (an insert that meets a taken slug does
 * nothing and the next suffix is tried), so two admins saving the same watch at once both win.
 */
export async function createAdminListing(
  db: Db,
  actor: AdminActor,
  input: ListingWrite,
): Promise<AdminListingDto> {
  await checkReferences(db, input);
  await checkOneLiveListing(db, input);
  const base = baseSlug(input);
  const id = await refusingVanishedReferences(db, input, () =>
    db.transaction(async (tx) => {
      let slug = base;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const [inserted] = await tx
          .insert(listings)
          .values({ ...columnsOf(input), slug })
          .onConflictDoNothing({ target: listings.slug })
          .returning({ id: listings.id });
        if (inserted) {
          await writeGallery(tx, inserted.id, input.imageIds);
          const after = await readListing(tx, inserted.id);
          await recordAudit(tx, {
            actorUserId: actor.userId,
            action: "listing.create",
            entityType: "listing",
            entityId: inserted.id,
            label: after?.title ?? null,
            after,
            ip: actor.ip,
          });
          return inserted.id;
        }
        slug = await nextSlugCandidate(tx, base);
      }
      throw new AppError("CONFLICT", "Could not find a free address for this listing. Please try again.");
    }),
  );
  return getAdminListing(db, id);
}

/** Updates every field but the slug (links never break), the gallery and the audit row, at once. */
export async function updateAdminListing(
  db: Db,
  actor: AdminActor,
  id: string,
  input: ListingWrite,
): Promise<AdminListingDto> {
  await checkReferences(db, input);
  await checkOneLiveListing(db, input, id);
  await refusingVanishedReferences(
    db,
    input,
    () =>
      db.transaction(async (tx) => {
        const before = await readListing(tx, id, { lock: true });
        if (!before) throw notFound();
        await tx.update(listings).set(columnsOf(input)).where(eq(listings.id, id));
        await writeGallery(tx, id, input.imageIds);
        const after = await readListing(tx, id);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "listing.update",
          entityType: "listing",
          entityId: id,
          label: after?.title ?? before.title,
          before,
          after,
          ip: actor.ip,
        });
      }),
    id,
  );
  return getAdminListing(db, id);
}

/** How many listings link to a store inventory item (the inventory refuses to delete a linked one). */
export async function countListingsLinkedToStoreItem(db: Db, itemId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(eq(listings.inventoryId, itemId));
  return row?.count ?? 0;
}

/**
 * Deletes a listing, unless an order has a line for it: then it is withdrawn (inactive) instead,
 * so the order keeps pointing at it. Audited in the same transaction either way.
 */
export async function deleteAdminListing(
  db: Db,
  actor: AdminActor,
  id: string,
): Promise<{ deleted: boolean; withdrawn: boolean }> {
  return db.transaction(async (tx) => {
    const before = await readListing(tx, id, { lock: true });
    if (!before) throw notFound();
    const withdrawn = await isListingInOrders(tx, id);
    if (withdrawn) {
      await tx.update(listings).set({ isActive: false }).where(eq(listings.id, id));
    } else {
      await tx.delete(listings).where(eq(listings.id, id));
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: withdrawn ? "listing.withdraw" : "listing.delete",
      entityType: "listing",
      label: before.title,
      entityId: id,
      before,
      after: withdrawn ? await readListing(tx, id) : null,
      ip: actor.ip,
    });
    return { deleted: !withdrawn, withdrawn };
  });
}

const bulkChanges: Record<BulkListingAction, { isActive?: boolean; isFeatured?: boolean }> = {
  activate: { isActive: true },
  deactivate: { isActive: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
};

/**
 * Issue 28: activates, deactivates, features or unfeatures many listings, each in its own
 * transaction with its own audit entry, as if edited one by one; a listing that would become a
 * second live listing of one watch is left as it is and named in the answer.
 */
export async function bulkUpdateListings(
  db: Db,
  actor: AdminActor,
  input: { action: BulkListingAction; ids: readonly string[] },
): Promise<BulkListingResultDto> {
  const change = bulkChanges[input.action];
  const result: BulkListingResultDto = { changed: 0, skipped: [] };
  for (const id of input.ids) {
    const current = await readListing(db, id);
    if (!current) {
      result.skipped.push({ id, title: null, reason: "NOT_FOUND" });
      continue;
    }
    if (change.isActive) {
      try {
        await checkOneLiveListing(db, { inventoryId: current.inventoryId, isActive: true }, id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.skipped.push({ id, title: current.title, reason: "ITEM_ALREADY_LISTED" });
        continue;
      }
    }
    // The unique index refuses a second live listing that raced past the check above.
    const changed = await db
      .transaction(async (tx) => {
        const before = await readListing(tx, id, { lock: true });
        if (!before) return false;
        if (Object.entries(change).every(([field, value]) => before[field as keyof typeof change] === value))
          return false;
        await tx.update(listings).set(change).where(eq(listings.id, id));
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: "listing.update",
          entityType: "listing",
          entityId: id,
          label: before.title,
          before,
          after: await readListing(tx, id),
          ip: actor.ip,
        });
        return true;
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error, oneLivePerItem)) throw error;
        result.skipped.push({ id, title: current.title, reason: "ITEM_ALREADY_LISTED" });
        return false;
      });
    if (changed) result.changed += 1;
  }
  return result;
}
