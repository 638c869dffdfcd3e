import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { SavedSearchQuery } from "../../../../shared/alerts";
import type { CategoryDto } from "../../../../shared/catalog-api";
import { type Db, queryRows } from "../../../db/client";
import { listings } from "../catalog.schema";
import { listCategories } from "../catalog.service";
import { facetConditions, listBrandNames, namesOfSlugs } from "../catalog-facets";
import { listingIsForSale } from "../listing-lifecycle";
import { scopeOf } from "./listing-search";
import { categoryNames, conditionNames } from "./search-names";
import { planSearch, type SearchContext } from "./search-plan";
import { planCondition, scopeCondition } from "./sql-search";

/** Searches asked in one statement (a UNION ALL of one select each). */
const searchesPerStatement = 50;

/** The shop's names, read once per question however many searches it holds. */
interface ShopNames {
  categories: CategoryDto[];
  brandNames: string[];
  context: SearchContext;
}

async function readShopNames(db: Db): Promise<ShopNames> {
  const [categories, brandNames] = await Promise.all([listCategories(db), listBrandNames(db)]);
  return {
    categories,
    brandNames,
    // A saved search finds what its words say: every typed word as typed (and its synonyms and
    // the names it begins), never a guess at a typo, which the collection offers a shopper
    // looking at the page but an alert would send unasked.
    context: {
      hasPrefix: () => true,
      near: () => [],
      categories: categoryNames(categories),
      conditions: conditionNames,
    },
  };
}

/** One search's condition, as the collection's own (sql-search.ts). */
function searchCondition(query: SavedSearchQuery, names: ShopNames): SQL {
  const plan = query.q ? planSearch(query.q, names.context) : undefined;
  const scope = scopeOf(query.category, names.categories, names.brandNames);
  const facets = facetConditions(query, namesOfSlugs(names.brandNames, query.brand));
  const conditions = [
    plan ? planCondition(plan) : undefined,
    scopeCondition(scope),
    ...Object.values(facets),
  ];
  return and(...conditions) ?? sql`true`;
}

/**
 * Issue 30, saved searches: which of `listingIds` each search finds now among the watches for
 * sale, by the collection's own reading of its words, category and facets (sql-search.ts, the
 * truth the search index is held to). Keyed by the search's id; a search that finds none is absent.
 */
export async function findSearchMatches(
  db: Db,
  searches: readonly { id: string; query: SavedSearchQuery }[],
  listingIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (searches.length === 0 || listingIds.length === 0) return found;
  const names = await readShopNames(db);
  const among = and(listingIsForSale, inArray(listings.id, [...listingIds])) as SQL;
  for (let from = 0; from < searches.length; from += searchesPerStatement) {
    const selects = searches.slice(from, from + searchesPerStatement).map(
      (search) =>
        sql`select ${search.id}::text as search_id, ${listings.id}::text as listing_id from ${listings}
              where ${among} and ${searchCondition(search.query, names)}`,
    );
    const rows = await queryRows<{ search_id: string; listing_id: string }>(
      db,
      sql.join(selects, sql` union all `),
    );
    for (const row of rows) found.set(row.search_id, [...(found.get(row.search_id) ?? []), row.listing_id]);
  }
  return found;
}
