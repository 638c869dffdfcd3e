import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { ListingSort } from "../../../../shared/catalog-api";
import { type Db, queryRows } from "../../../db/client";
import { listings } from "../catalog.schema";
import { brandNamed, facetConditions, listFacetCombos } from "../catalog-facets";
import { readShopVersion } from "../catalog-version";
import { countFacets, type FacetComboTable, tabulateCombos } from "../facet-counts";
import type { ListingCursor } from "../listing-cursor";
import {
  conditionKeyExpr,
  createdMicrosExpr,
  microsToTimestamp,
  referenceKeyExpr,
} from "../listing-expressions";
import { listingInCollectionConditions } from "../listing-lifecycle";
import type { TtlCache } from "../ttl-cache";
import { planSearch, type SearchPlan, type WordPlan } from "./search-plan";
import type { ListingSearchEngine, SearchScope } from "./search-request";

/**
 * A reference containing `key` (issue 13: "79030" finds M79030N, "3103042" finds 310.30.42…).
 * Under three characters a trigram index cannot help, so a short key matches a reference's start.
 */
function referenceContains(key: string): SQL {
  return sql`${referenceKeyExpr} like ${key.length >= 3 ? `%${key}%` : `${key}%`}`;
}

/**
 * The word's alternatives as SQL. Tokens hold letters, marks and digits only (search-text.ts), so
 * none can become tsquery syntax or a LIKE pattern; the tsquery is cast, not parsed, so its
 * lexemes are compared exactly as the listing's words were written.
 */
function wordCondition(word: WordPlan): SQL {
  const lexemes = [
    ...word.prefixes.map((group) => `(${group.map((token) => `'${token}':*`).join(" & ")})`),
    ...word.words.map((whole) => `'${whole}'`),
  ];
  const alternatives = [
    lexemes.length > 0 ? sql`${listings.search} @@ ${lexemes.join(" | ")}::tsquery` : undefined,
    ...word.referenceKeys.map(referenceContains),
    ...word.referencePrefixes.map((prefix) => sql`${referenceKeyExpr} like ${`${prefix}%`}`),
    word.categoryIds.length > 0 ? inArray(listings.categoryId, word.categoryIds) : undefined,
    word.conditions.length > 0 ? inArray(conditionKeyExpr, word.conditions) : undefined,
  ].filter((condition) => condition !== undefined);
  return alternatives.length > 0 ? (or(...alternatives) as SQL) : sql`false`;
}

/** The listings a search plan finds (search-plan.ts), as one condition. */
export function planCondition(plan: SearchPlan): SQL {
  const allWords = and(...plan.words.map(wordCondition)) as SQL;
  return plan.wholeReferenceKey ? (or(allWords, referenceContains(plan.wholeReferenceKey)) as SQL) : allWords;
}

/**
 * The staff's search of every listing (the admin table): the shopper's reading of the words and
 * their synonyms, without typos or names; undefined when it asks for nothing.
 */
export function searchCondition(q: string): SQL | undefined {
  const plan = planSearch(q, { hasPrefix: () => true, near: () => [], categories: [], conditions: [] });
  return plan && planCondition(plan);
}

/** Where a query looks before its facets, as one condition (none: everywhere). */
export function scopeCondition(scope: SearchScope): SQL | undefined {
  if (scope.kind === "category") return eq(listings.categoryId, scope.id);
  if (scope.kind === "brands") return brandNamed(scope.names);
  return undefined;
}

/** Names compare by code point, whatever the database's collation, as the index orders them. */
const titleByCodePoint = sql`${listings.title} collate "C"`;

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
        sql`${titleByCodePoint} >= ${cursor.k}`,
        or(sql`${titleByCodePoint} > ${cursor.k}`, gt(listings.id, cursor.i)),
      ) as SQL;
  }
}

const orderOf: Record<ListingSort, SQL[]> = {
  // Spelled exactly as listings_active_created_idx (created_at desc nulls last, id), so the index
  // alone yields the order and a page never sorts the whole catalogue.
  newest: [sql`${listings.createdAt} desc nulls last`, asc(listings.id)],
  "price-low": [asc(listings.priceCents), asc(listings.id)],
  "price-high": [desc(listings.priceCents), desc(listings.id)],
  name: [asc(titleByCodePoint), asc(listings.id)],
};

/**
 * Up to this many matches, a page is read by the filters' own indexes and sorted (`sortedOrderOf`):
 * walking the sort's index costs a read per listing passed until a page is found, which for a
 * rare combination is most of the catalogue (issue 13: a search matching nothing walked 100,000).
 */
const fewListings = 2_000;

/** `orderOf`, spelled so that no index yields it and the planner sorts the matches instead. */
const sortedOrderOf: Record<ListingSort, SQL[]> = {
  newest: [sql`${listings.createdAt} + interval '0 seconds' desc nulls last`, asc(listings.id)],
  "price-low": [sql`${listings.priceCents} + 0`, asc(listings.id)],
  "price-high": [sql`${listings.priceCents} + 0 desc`, desc(listings.id)],
  name: [sql`${listings.title} || '' collate "C"`, asc(listings.id)],
};

/** A search's facet combinations, with the shop's version they were read at (null: none matched). */
export interface VersionedCombos {
  version: string | null;
  readAt: number;
  table: FacetComboTable;
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

type PageRow = { id: string; title: string; created_micros: string | number; price_cents: string | number };

function cursorOf(sort: ListingSort, row: PageRow): ListingCursor {
  if (sort === "newest") return { s: sort, k: Number(row.created_micros), i: row.id };
  if (sort === "name") return { s: sort, k: row.title, i: row.id };
  return { s: sort, k: Number(row.price_cents), i: row.id };
}

/**
 * The collection answered by PostgreSQL (issue 13): the truth the index is held to, and what
 * answers while no index is read. One query for the page's ids, one for the facet combinations of
 * the search and scope (cached while the shop's data has not changed), counted here.
 */
export function createSqlSearch(db: Db, combosCache?: TtlCache<VersionedCombos>): ListingSearchEngine {
  return {
    async search(request) {
      const { plan, scope, selection, brandNames, sort, cursor, limit } = request;
      const base = [
        ...listingInCollectionConditions,
        plan ? planCondition(plan) : undefined,
        scopeCondition(scope),
      ].filter((condition) => condition !== undefined);
      const facets = facetConditions(selection, brandNames);
      // The same search and scope make the same groups whatever the facets, sort and page.
      const key = JSON.stringify([plan, scope]);
      const table = combosCache
        ? (await combosCache.get(key, (previous) => readFacetCombos(db, base, previous))).table
        : tabulateCombos((await listFacetCombos(db, base)).combos);
      const summary = countFacets(table, selection, brandNames);
      // Known before the page is read (from counts that may lag a write by seconds, so only the
      // plan depends on it): a few matches are found by the filters' own indexes and sorted,
      // rather than by walking the sort's index through every listing. By name, the watches of a
      // brand or a searched word sit together far along the title index: found and sorted too.
      const byBrand = selection.brand.length > 0 || scope.kind === "brands";
      const sorted = summary.total <= fewListings || (sort === "name" && (byBrand || plan !== undefined));
      const rows = await queryRows<PageRow>(
        db,
        sql`select ${listings.id} as id, ${listings.title} as title, ${createdMicrosExpr} as created_micros,
              ${listings.priceCents} as price_cents
            from ${listings}
            where ${and(...base, ...Object.values(facets), cursor ? afterCursor(cursor) : undefined)}
            order by ${sql.join((sorted ? sortedOrderOf : orderOf)[sort], sql`, `)}
            limit ${limit + 1}`,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        ids: page.map((row) => row.id),
        ...summary,
        next: rows.length > limit && last ? cursorOf(sort, last) : null,
      };
    },
  };
}
