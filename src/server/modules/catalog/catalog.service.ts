import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { type Condition, catalogLimits, conditions } from "../../../shared/catalog";
import type { CategoryDto, ListingCardDto, ListingDetailDto } from "../../../shared/catalog-api";
import { refusal } from "../../../shared/errors";
import { hasListingPage, isForSale, listingState } from "../../../shared/listing-lifecycle";
import type { MediaDto } from "../../../shared/media";
import { type Db, queryRows } from "../../db/client";
import { type JsonText, toJsonText } from "../../http/json-text";
import { storeInventoryJoin } from "../inventory/inventory.service";
import { mediaColumns, mediaJoin, toMediaDto } from "../media/media.service";
import { categories, listingImages, listings, listingViews } from "./catalog.schema";
import { brandExpr, conditionExpr, createdMicrosExpr, modelExpr } from "./listing-expressions";
import {
  listingHasPage,
  listingInCollectionConditions,
  listingIsForSale,
  listingIsLive,
} from "./listing-lifecycle";
import { sanitizeDescription } from "./sanitize-description";
import { withListingWords } from "./search/listing-words";

/** An unknown or withdrawn watch, refused in the words of the spec's Watch Not Found page. */
export const watchNotFound = () =>
  refusal("NOT_FOUND", "WATCH_NOT_FOUND", "The watch you're looking for doesn't exist or has been removed.");

/**
 * A watch another shopper's checkout holds (issue 24): reserved, not sold, so the refusal says so
 * and when the hold ends (the client writes the time in the shopper's language).
 */
export const watchReserved = (card: Pick<ListingCardDto, "title" | "reservedUntil">) =>
  refusal("CONFLICT", "LISTING_RESERVED", `Sorry, ${card.title} is reserved for another shopper.`, {
    title: card.title,
    until: card.reservedUntil ?? "",
  });

const cardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  brand: brandExpr,
  model: modelExpr,
  reference: listings.reference,
  year: listings.year,
  priceCents: listings.priceCents,
  originalPriceCents: listings.originalPriceCents,
  condition: conditionExpr,
  categoryName: categories.name,
  categorySlug: categories.slug,
  categoryId: listings.categoryId,
  isActive: listings.isActive,
  stock: listings.stock,
  soldAt: listings.soldAt,
  reservedUntil: listings.reservedUntil,
  createdMicros: createdMicrosExpr,
  imageId: mediaColumns.id,
  imageKey: mediaColumns.storageKey,
  imageWidth: mediaColumns.width,
  imageHeight: mediaColumns.height,
  imageVariants: mediaColumns.variants,
};

/**
 * Cards with their category, inventory fallback and first image, in one query; plus any `extra`
 * column a caller needs in the same query.
 *
 * The collection must stay one query (issue 3: its speed is a target), so it cannot ask the
 * inventory and media services for their rows one call at a time. The convention instead: the
 * owning module's service lends a join (`storeInventoryJoin`, `mediaJoin`) and the columns a reader
 * may select; the reader never names another module's table. Any other read of another module's
 * data is a call to its service.
 */
function selectCards<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...cardColumns, ...(extra as Extra) })
    .from(listings)
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(...storeInventoryJoin(listings.inventoryId))
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .leftJoin(...mediaJoin(listingImages.mediaId))
    .$dynamic();
}

/** What a card is made of, as read. */
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

/** Inventory conditions are free text ("Very Good"); only the spec's values reach a card. */
function toCondition(value: string | null): Condition | null {
  const normalised = value?.trim().toLowerCase().replace(/\s+/g, "-");
  return conditions.find((condition) => condition === normalised) ?? null;
}

function toCard(row: CardRow): ListingCardDto {
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
    condition: toCondition(row.condition),
    category:
      row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
    image:
      row.imageId && row.imageKey && row.imageWidth && row.imageHeight && row.imageVariants
        ? toMediaDto({
            id: row.imageId,
            storageKey: row.imageKey,
            width: row.imageWidth,
            height: row.imageHeight,
            variants: row.imageVariants,
          })
        : null,
    isAvailable: isForSale(row),
    reservedUntil: listingState(row) === "reserved" ? (row.reservedUntil?.toISOString() ?? null) : null,
  };
}

/** spec: storefront §7 — the active categories, ordered by name. */
export async function listCategories(db: Db): Promise<CategoryDto[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

/** Newest first, spelled exactly as listings_active_created_idx so the index alone yields the order. */
const newestFirst = [sql`${listings.createdAt} desc nulls last`, asc(listings.id)];

/**
 * A store of cards by listing id (kept-cards.ts), as their JSON text: the cards of the ids it
 * holds, and room for more. A card is made from its row alone, so it holds until the row changes.
 */
export interface KeptCards {
  get(id: string): JsonText<ListingCardDto> | undefined;
  set(id: string, card: JsonText<ListingCardDto>): void;
}

/**
 * The collection's read of cards by id, prepared once per database: building the statement cost
 * more than PostgreSQL's work to run it, on every page of a search (issue 26).
 */
export function prepareCardRead(db: Db): (ids: readonly string[]) => Promise<CardRow[]> {
  const prepared = selectCards(db)
    .where(
      and(sql`${listings.id} = any(${sql.placeholder("ids")}::uuid[])`, ...listingInCollectionConditions),
    )
    .prepare("collection_cards");
  return (ids) => prepared.execute({ ids: [...ids] });
}

/**
 * The cards of the given listings still in the collection (for sale or reserved), in the given
 * order, as JSON text: a search's page, the cards `kept` does not hold read by id in one query.
 * Text, because a page is joined from them as they are instead of serialising its cards again at
 * every answer (issue 26); kept as text or as objects, a card takes about 1.1 KB.
 */
export async function listingCardTexts(
  readCards: ReturnType<typeof prepareCardRead>,
  ids: readonly string[],
  kept?: KeptCards,
): Promise<JsonText<ListingCardDto>[]> {
  const found = new Map<string, JsonText<ListingCardDto>>();
  const missing: string[] = [];
  for (const id of ids) {
    const card = kept?.get(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0)
    for (const row of await readCards(missing)) {
      const card = toJsonText(toCard(row));
      found.set(row.id, card);
      kept?.set(row.id, card);
    }
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [card] : [];
  });
}

/** spec: storefront §2 Home — up to 6 featured listings at random, topped up with the newest. */
export async function listFeatured(db: Db): Promise<ListingCardDto[]> {
  const limit = catalogLimits.featuredListings;
  const featured = await selectCards(db)
    .where(and(listingIsForSale, eq(listings.isFeatured, true)))
    .orderBy(sql`random()`)
    .limit(limit);
  if (featured.length >= limit) return featured.map(toCard);
  const others = await selectCards(db)
    .where(and(listingIsForSale, eq(listings.isFeatured, false)))
    .orderBy(...newestFirst)
    .limit(limit - featured.length);
  return [...featured, ...others].map(toCard);
}

/**
 * spec: storefront §2 Watch detail. An inactive listing is not found; a sold one keeps its page
 * and says it cannot be bought.
 */
export async function getListingBySlug(db: Db, slug: string): Promise<ListingDetailDto> {
  const [found] = await selectCards(db, {
    description: listings.description,
    descriptionAr: listings.descriptionAr,
    specifications: listings.specifications,
    specificationsAr: listings.specificationsAr,
    photosOfThisWatch: listings.photosOfThisWatch,
    createdAt: listings.createdAt,
  })
    .where(and(eq(listings.slug, slug), listingHasPage))
    .limit(1);
  if (!found) throw watchNotFound();
  const {
    description,
    descriptionAr,
    specifications,
    specificationsAr,
    photosOfThisWatch,
    createdAt,
    ...row
  } = found;
  const images = (await getListingImages(db, [row.id])).get(row.id) ?? [];
  const card = toCard(row);
  return {
    ...card,
    image: images[0] ?? card.image,
    description: description ? sanitizeDescription(description) : null,
    descriptionAr: descriptionAr ? sanitizeDescription(descriptionAr) : null,
    specifications: specifications ?? {},
    specificationsAr: specificationsAr ?? {},
    photosOfThisWatch,
    images,
    stock: row.stock,
    soldAt: row.soldAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/**
 * Counts a view once per visitor per listing per UTC day; says whether it counted. One statement,
 * so the watch page waits for one round trip, not a transaction's four.
 */
export async function recordView(db: Db, listingId: string, visitor: string, now = new Date()) {
  const counted = await queryRows<{ id: string }>(
    db,
    sql`with first_today as (
          insert into ${listingViews} (listing_id, visitor, day)
          values (${listingId}, ${visitor}, ${now.toISOString().slice(0, 10)})
          on conflict do nothing
          returning listing_id
        )
        update ${listings} set views_count = views_count + 1
        where id in (select listing_id from first_today)
        returning id`,
  );
  return counted.length > 0;
}

/** spec: storefront §2 Watch detail — up to 4 others: same brand first, then category, then newest. */
export async function listRelated(db: Db, slug: string): Promise<ListingCardDto[]> {
  const limit = catalogLimits.relatedListings;
  const [self] = await selectCards(db)
    .where(and(eq(listings.slug, slug), listingHasPage))
    .limit(1);
  if (!self) throw watchNotFound();
  // PostgreSQL refuses a constant in ORDER BY, so a missing brand or category is left out, not false.
  const likeness = [
    self.brand ? sql`lower(${listings.brand}) = ${self.brand.toLowerCase()}` : undefined,
    self.categoryId ? eq(listings.categoryId, self.categoryId) : undefined,
  ].filter((condition) => condition !== undefined);
  const close =
    likeness.length === 0
      ? []
      : await selectCards(db)
          .where(and(listingIsForSale, ne(listings.id, self.id), or(...likeness)))
          .orderBy(...likeness.map((condition) => sql`(${condition}) desc`), ...newestFirst)
          .limit(limit);
  if (close.length >= limit) return close.map(toCard);
  const taken = [self.id, ...close.map((row) => row.id)];
  const newest = await selectCards(db)
    .where(and(listingIsForSale, notInArray(listings.id, taken)))
    .orderBy(...newestFirst)
    .limit(limit - close.length);
  return [...close, ...newest].map(toCard);
}

/** What the cart and favourites need of listings: the card, the stock and whether it is on sale. */
export interface ListingSummary {
  card: ListingCardDto;
  stock: number;
  /** Listed, or sold (a sold watch keeps its page); false for a withdrawn listing. */
  isVisible: boolean;
}

/** Cards of the given listings, whatever their state, keyed by id. */
export async function getListingSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ListingSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCards(db).where(inArray(listings.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, { card: toCard(row), stock: row.stock, isVisible: hasListingPage(row) }]),
  );
}

/** The images of each listing in gallery order; a listing without images maps to an empty list. */
export async function getListingImages(
  db: Db,
  listingIds: readonly string[],
): Promise<Map<string, MediaDto[]>> {
  const result = new Map<string, MediaDto[]>(listingIds.map((id) => [id, []]));
  if (result.size === 0) return result;
  const rows = await db
    .select({ listingId: listingImages.listingId, ...mediaColumns })
    .from(listingImages)
    .innerJoin(...mediaJoin(listingImages.mediaId))
    .where(inArray(listingImages.listingId, [...result.keys()]))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
  for (const row of rows) result.get(row.listingId)?.push(toMediaDto(row));
  return result;
}

/** Whether the listing is live (listed and not sold), the state in which it can be favourited. */
export async function isListingLive(db: Db, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingIsLive));
  return rows.length > 0;
}

/** Slug and last change of every live listing, by slug: the watch pages of the sitemap. */
export function listLiveListingPages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: listings.slug, updatedAt: listings.updatedAt })
    .from(listings)
    .where(listingIsLive)
    .orderBy(asc(listings.slug));
}

/** Whether the catalogue has any listing at all, in any state. */
export async function hasListings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).limit(1);
  return rows.length > 0;
}

/**
 * Creates the categories that do not exist yet (one an admin already made is kept as it is) and
 * answers the id of each given name.
 */
export async function ensureCategories(
  db: Db,
  items: readonly { name: string; slug: string }[],
): Promise<Map<string, string>> {
  if (items.length === 0) return new Map();
  await db
    .insert(categories)
    .values([...items])
    .onConflictDoNothing();
  const found = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.name,
        items.map((item) => item.name),
      ),
    );
  return new Map(found.map((row) => [row.name, row.id]));
}

/** A new listing and, in gallery order, the ids of its stored images. */
export type NewListing = typeof listings.$inferInsert & { imageIds?: readonly string[] };

/** Rows per statement: far below PostgreSQL's 65,535 parameters for a listing's columns. */
const listingBatch = 1_000;

/** Adds listings with their galleries, a batch of rows per statement, so any number is quick to add. */
export async function createListings(db: Db, items: readonly NewListing[]): Promise<void> {
  for (let from = 0; from < items.length; from += listingBatch) {
    const batch = items.slice(from, from + listingBatch).map(({ imageIds, ...listing }) => ({
      listing: withListingWords({ ...listing, id: listing.id ?? randomUUID() }),
      imageIds,
    }));
    await db.insert(listings).values(batch.map((item) => item.listing));
    const images = batch.flatMap(({ listing, imageIds = [] }) =>
      imageIds.map((mediaId, position) => ({ listingId: listing.id, mediaId, position })),
    );
    if (images.length > 0) await db.insert(listingImages).values(images);
  }
}
