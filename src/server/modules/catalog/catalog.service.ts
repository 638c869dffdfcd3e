import { randomUUID } from "node:crypto";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { type Condition, catalogLimits, conditions } from "../../../shared/catalog";
import type {
  CategoryDto,
  ListingCardDto,
  ListingDetailDto,
  ListingPageDto,
  ListingQuery,
} from "../../../shared/catalog-api";
import { refusal } from "../../../shared/errors";
import { hasListingPage, isForSale, listingState } from "../../../shared/listing-lifecycle";
import type { MediaDto } from "../../../shared/media";
import { type Db, queryRows } from "../../db/client";
import { storeInventoryJoin } from "../inventory/inventory.service";
import { mediaColumns, mediaJoin, toMediaDto } from "../media/media.service";
import { categories, listingImages, listings, listingViews } from "./catalog.schema";
import { brandNamed, facetConditions, listBrandNames, listFacetCombos, namesOfSlugs } from "./catalog-facets";
import { readShopVersion } from "./catalog-version";
import { combosPassing, countFacets, type FacetComboTable, tabulateCombos } from "./facet-counts";
import { decodeCursor, encodeCursor, type ListingCursor } from "./listing-cursor";
import {
  brandExpr,
  conditionExpr,
  createdMicrosExpr,
  modelExpr,
  referenceKeyExpr,
} from "./listing-expressions";
import {
  listingHasPage,
  listingInCollectionConditions,
  listingIsForSale,
  listingIsLive,
} from "./listing-lifecycle";
import { sanitizeDescription } from "./sanitize-description";
import type { SearchIndex } from "./search-index";
import { plainTokensOf, type SearchIndexKeeper } from "./search-index-load";
import { searchWords, toReferenceKey, wordTokens } from "./search-words";
import type { TtlCache } from "./ttl-cache";

/** An unknown or withdrawn watch, refused in the words of the spec's Watch Not Found page. */
export const watchNotFound = () =>
  refusal("NOT_FOUND", "WATCH_NOT_FOUND", "The watch you're looking for doesn't exist or has been removed.");

/**
 * A watch another shopper's checkout holds (issue 24): reserved, not sold, so the refusal says so
 * and when the hold ends (the client writes the time in the shopper's language).
 */
export const watchReserved = (card: Pick<ListingCardDto, "title" | "reservedUntil">) =>
  refusal("CONFLICT", "LISTING_RESERVED", `Sorry, ${card.title} is reserved by another shopper.`, {
    title: card.title,
    until: card.reservedUntil ?? "",
  });

/** Microseconds since the epoch: exact, unlike a JS Date, so keyset cursors never skip a row. */
export const microsToTimestamp = (micros: number) =>
  sql`(timestamptz 'epoch' + (${micros}::bigint * interval '1 microsecond'))`;

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

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

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

/**
 * A reference containing `key` (issue 13: "79030" finds M79030N, "3103042" finds 310.30.42…).
 * Under three characters a trigram index cannot help, so a short key matches a reference's start.
 */
function referenceContains(key: string): SQL {
  return sql`${referenceKeyExpr} like ${key.length >= 3 ? `%${key}%` : `${key}%`}`;
}

/** A word as prefixes of its letter-and-digit runs, accent-insensitive; undefined when it has none. */
function wordPrefixes(word: string): SQL | undefined {
  const tokens = wordTokens(word);
  if (tokens.length === 0) return undefined;
  const tsquery = tokens.map((token) => `${token}:*`).join(" & ");
  return sql`${listings.search} @@ to_tsquery('simple', mizan_unaccent(${tsquery}))`;
}

/**
 * Full text over title, brand, model and reference: every word typed is found as the prefix of a
 * word (accent- and case-insensitive) or inside a reference whatever its dots, dashes and spaces,
 * and the whole text may also be one reference typed with spaces. Tokens hold letters and digits
 * only, so nothing typed can become tsquery syntax or a LIKE pattern.
 */
export function searchCondition(q: string): SQL {
  const words = searchWords(q);
  const perWord = words.map((word) => {
    const key = toReferenceKey(word);
    const matches = [wordPrefixes(word), key ? referenceContains(key) : undefined].filter(
      (condition) => condition !== undefined,
    );
    return or(...matches) as SQL;
  });
  if (perWord.length === 0) return sql`false`;
  const allWords = and(...perWord) as SQL;
  const wholeKey = toReferenceKey(q);
  return words.length > 1 && wholeKey ? (or(allWords, referenceContains(wholeKey)) as SQL) : allWords;
}

/** A search's facet combinations, with the shop's version they were read at (null: none matched). */
export interface VersionedCombos {
  version: string | null;
  readAt: number;
  table: FacetComboTable;
}

/** Per-instance caches of the collection (see ttl-cache.ts), and its search index. */
export interface CatalogCaches {
  facetCombos: TtlCache<VersionedCombos>;
  brands: TtlCache<string[]>;
  searchIndex?: SearchIndexKeeper;
}

/**
 * The lower-case brand names whose slug is one of `slugs`. Matching names rather than slugifying
 * every row keeps the filter an index-friendly IN list; a slug that matches nothing reloads the
 * names once, so a new brand shows up at once.
 */
async function brandNamesOf(db: Db, slugs: readonly string[], caches?: CatalogCaches): Promise<string[]> {
  if (slugs.length === 0) return [];
  if (!caches) return namesOfSlugs(await listBrandNames(db), slugs);
  const cached = namesOfSlugs(await caches.brands.get("all", () => listBrandNames(db)), slugs);
  if (cached.length > 0) return cached;
  caches.brands.delete("all");
  return namesOfSlugs(await caches.brands.get("all", () => listBrandNames(db)), slugs);
}

/** A category slug, or — when no active category has it — a brand slug (spec: storefront §9). */
async function categoryOrBrandCondition(
  db: Db,
  value: string,
  caches?: CatalogCaches,
): Promise<{ condition: SQL; isBrand: boolean }> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, value), eq(categories.isActive, true)))
    .limit(1);
  return category
    ? { condition: eq(listings.categoryId, category.id), isBrand: false }
    : { condition: brandNamed(await brandNamesOf(db, [value], caches)), isBrand: true };
}

/**
 * The collection's conditions: in the collection (for sale or reserved), search and category as
 * `base`, each chosen facet apart.
 */
async function filterConditions(db: Db, query: ListingQuery, caches?: CatalogCaches) {
  const base: SQL[] = [...listingInCollectionConditions];
  if (query.q) base.push(searchCondition(query.q));
  const category = query.category ? await categoryOrBrandCondition(db, query.category, caches) : undefined;
  if (category) base.push(category.condition);
  const brandNames = await brandNamesOf(db, query.brand, caches);
  const byBrand = query.brand.length > 0 || category?.isBrand === true;
  return { base, facets: facetConditions(query, brandNames), brandNames, byBrand };
}

/** Combinations unchanged by version are still read again after this long (clocks may disagree). */
const combosMaxAgeMs = 60_000;

/**
 * The facet combinations of `base`, reading them again only when the shop's data changed: over a
 * million listings the broad ones take seconds, and most of the time nothing has changed. The
 * combinations carry the version they were read at (same statement); a check reads the version
 * alone and keeps them while it has not moved.
 */
async function readFacetCombos(db: Db, base: readonly SQL[], previous?: VersionedCombos) {
  if (previous && Date.now() - previous.readAt < combosMaxAgeMs) {
    const version = await readShopVersion(db);
    if (version === previous.version) return previous;
  }
  const { combos, version } = await listFacetCombos(db, base);
  return { version, readAt: Date.now(), table: tabulateCombos(combos) };
}

/**
 * The keyset condition "after the cursor's row" for each sort: a range on the sort column the
 * index can seek to, then the id to break ties.
 */
function afterCursor(cursor: ListingCursor): SQL {
  switch (cursor.s) {
    case "newest": {
      const at = microsToTimestamp(cursor.k);
      return and(
        sql`${listings.createdAt} <= ${at}`,
        or(sql`${listings.createdAt} < ${at}`, gt(listings.id, cursor.i)),
      ) as SQL;
    }
    case "price-low":
      return and(
        gte(listings.priceCents, cursor.k),
        or(gt(listings.priceCents, cursor.k), gt(listings.id, cursor.i)),
      ) as SQL;
    case "price-high":
      return and(
        lte(listings.priceCents, cursor.k),
        or(lt(listings.priceCents, cursor.k), lt(listings.id, cursor.i)),
      ) as SQL;
    case "name":
      return and(
        gte(listings.title, cursor.k),
        or(gt(listings.title, cursor.k), gt(listings.id, cursor.i)),
      ) as SQL;
  }
}

const orderOf: Record<ListingQuery["sort"], SQL[]> = {
  // Spelled exactly as listings_active_created_idx (created_at desc nulls last, id), so the index
  // alone yields the order and a page never sorts the whole catalogue.
  newest: [sql`${listings.createdAt} desc nulls last`, asc(listings.id)],
  "price-low": [asc(listings.priceCents), asc(listings.id)],
  "price-high": [desc(listings.priceCents), desc(listings.id)],
  name: [asc(listings.title), asc(listings.id)],
};

/**
 * Up to this many matches, a page is read by the filters' own indexes and sorted (`sortedOrderOf`):
 * walking the sort's index costs a read per listing passed until a page is found, which for a
 * rare combination is most of the catalogue (issue 13: a search matching nothing walked 100,000).
 */
const fewListings = 2_000;

/** `orderOf`, spelled so that no index yields it and the planner sorts the matches instead. */
const sortedOrderOf: Record<ListingQuery["sort"], SQL[]> = {
  newest: [sql`${listings.createdAt} + interval '0 seconds' desc nulls last`, asc(listings.id)],
  "price-low": [sql`${listings.priceCents} + 0`, asc(listings.id)],
  "price-high": [sql`${listings.priceCents} + 0 desc`, desc(listings.id)],
  name: [sql`${listings.title} || ''`, asc(listings.id)],
};

function cursorOf(sort: ListingQuery["sort"], row: CardRow): ListingCursor {
  if (sort === "newest") return { s: sort, k: row.createdMicros, i: row.id };
  if (sort === "name") return { s: sort, k: row.title, i: row.id };
  return { s: sort, k: row.priceCents, i: row.id };
}

/**
 * spec: storefront §2 Collection — one page of available listings with the filtered total and the
 * facets' counts (issue 13). Keyset pagination: one query for the rows (first image joined), one
 * for the facet combinations of the search and category (cached briefly), counted here.
 */
export async function listListings(
  db: Db,
  query: ListingQuery,
  caches?: CatalogCaches,
): Promise<ListingPageDto> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const { base, facets, brandNames, byBrand } = await filterConditions(db, query, caches);
  const index = query.category ? undefined : caches?.searchIndex?.current();
  const indexed = index && (await pageFromIndex(db, index, query, cursor, brandNames));
  if (indexed) return indexed;
  const where = [...base, ...Object.values(facets)];
  // The same search and category make the same groups whatever the facets, sort and page.
  const key = JSON.stringify([query.q, query.category]);
  const table = caches
    ? (await caches.facetCombos.get(key, (previous) => readFacetCombos(db, base, previous))).table
    : tabulateCombos((await listFacetCombos(db, base)).combos);
  const summary = countFacets(table, query, brandNames);
  // Known before the page is read (from counts that may lag a write by seconds, so only the plan
  // depends on it): a few matches are found by the filters' own indexes and sorted, rather than by
  // walking the sort's index through every listing. A title begins with its brand and model, so
  // the watches of a brand or of a searched word sit together far along the title index (1.5 s
  // to reach Panerai's or the Portugieser's over 1,000,000 listings): by name, they are found by
  // the brand or the search and sorted too.
  const sorted = summary.total <= fewListings || (query.sort === "name" && (byBrand || Boolean(query.q)));
  const rows = await selectCards(db)
    .where(and(...where, cursor ? afterCursor(cursor) : undefined))
    .orderBy(...(sorted ? sortedOrderOf : orderOf)[query.sort])
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    ...summary,
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorOf(query.sort, last)) : null,
  };
}

/** Up to this many listings, a browse gathers its rows from its combinations' (in name order). */
const gatherUpTo = 20_000;
/** By date or price, the order does not matter to the page: a gather is a copy, cheap for more. */
const gatherUnorderedUpTo = 200_000;

/**
 * The rows a browse without a search pages through, or undefined when SQL finds its page sooner.
 * A narrow browse gathers its few rows, where SQL would read far along the sort's index to find
 * them. By name, a broad one walks every row in name order, where SQL sorts every listing of a
 * brand (0.3-0.8 s for one over 1,000,000); by date or price, only a very broad one is left to
 * SQL, which finds its page early along the sort's index.
 */
function browseRows(
  index: SearchIndex,
  passing: Uint8Array,
  sort: ListingQuery["sort"],
  total: number,
): Int32Array | undefined {
  if (sort === "name") return total <= gatherUpTo ? index.rowsPassing(passing, true) : index.everyRow;
  return total <= gatherUnorderedUpTo ? index.rowsPassing(passing, false) : undefined;
}

/**
 * A search, or a browse by facets down to a few listings, answered from the instance's index
 * (search-index.ts): its counts and its page's ids from memory, the page's cards in one read by
 * id, so its cost follows the matches in arrays and not the catalogue. Undefined when the index
 * cannot answer it exactly, or a browse is broad: SQL answers instead.
 */
async function pageFromIndex(
  db: Db,
  index: SearchIndex,
  query: ListingQuery,
  cursor: ListingCursor | undefined,
  brandNames: readonly string[],
): Promise<ListingPageDto | undefined> {
  const matches = query.q ? index.match(query.q, await plainTokensOf(db, query.q)) : undefined;
  if (query.q && !matches) return undefined;
  const table = matches ? index.combos(matches) : index.catalogue;
  const summary = countFacets(table, query, brandNames);
  const passing = combosPassing(table, query, brandNames);
  const rows = matches ?? browseRows(index, passing, query.sort, summary.total);
  const page = rows && index.page(rows, passing, query.sort, cursor, query.limit);
  if (!page) return undefined;
  const cards =
    page.ids.length === 0
      ? []
      : await selectCards(db).where(and(inArray(listings.id, page.ids), ...listingInCollectionConditions));
  const byId = new Map(cards.map((row) => [row.id, row]));
  return {
    items: page.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCard(row)] : [];
    }),
    ...summary,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
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
    .orderBy(...orderOf.newest)
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
          .orderBy(...likeness.map((condition) => sql`(${condition}) desc`), ...orderOf.newest)
          .limit(limit);
  if (close.length >= limit) return close.map(toCard);
  const taken = [self.id, ...close.map((row) => row.id)];
  const newest = await selectCards(db)
    .where(and(listingIsForSale, notInArray(listings.id, taken)))
    .orderBy(...orderOf.newest)
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
      listing: { ...listing, id: listing.id ?? randomUUID() },
      imageIds,
    }));
    await db.insert(listings).values(batch.map((item) => item.listing));
    const images = batch.flatMap(({ listing, imageIds = [] }) =>
      imageIds.map((mediaId, position) => ({ listingId: listing.id, mediaId, position })),
    );
    if (images.length > 0) await db.insert(listingImages).values(images);
  }
}
