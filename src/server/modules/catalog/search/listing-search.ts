import type { CategoryDto, ListingPageDto, ListingQuery } from "../../../../shared/catalog-api";
import { batchedRead } from "../../../db/batched-read";
import type { ChangeFeed } from "../../../db/change-feed";
import type { Db } from "../../../db/client";
import { type JsonText, listText, objectText, toJsonText } from "../../../http/json-text";
import { listCategories, listingCardTexts, prepareCardRead } from "../catalog.service";
import { listBrandNames, namesOfSlugs } from "../catalog-facets";
import { decodeCursor, encodeCursor } from "../listing-cursor";
import { createTtlCache } from "../ttl-cache";
import { createIndexKeeper } from "./index-keeper";
import { createKeptCards } from "./kept-cards";
import type { ListingIndex } from "./listing-index";
import { categoryNames, conditionNames } from "./search-names";
import { planSearch, type SearchContext, suggestSearch } from "./search-plan";
import type { ListingSearchEngine, SearchRequest, SearchScope } from "./search-request";
import { createSqlSearch, type VersionedCombos } from "./sql-search";

/** The shop's own names and brands, read from PostgreSQL when no index is there to say them. */
interface ShopNames {
  categories(): Promise<CategoryDto[]>;
  brandNames(index: ListingIndex | undefined): Promise<string[]>;
}

/**
 * Names read once per change of the shop's data (the change feed's stamp), so a search costs none;
 * `renamed` hears when the categories read differ from the last.
 */
function createShopNames(db: Db, changes: ChangeFeed, renamed: () => void): ShopNames {
  let kept: { stamp: string; categories: Promise<CategoryDto[]> } | undefined;
  let last = "";
  const brands = createTtlCache<string[]>({ ttlMs: 60_000, maxEntries: 1 });
  return {
    categories() {
      const stamp = changes.stamp("data");
      if (stamp === null) return listCategories(db);
      if (kept?.stamp !== stamp) {
        const categories = listCategories(db);
        kept = { stamp, categories };
        categories.then(
          (read) => {
            const text = JSON.stringify(read);
            if (last && text !== last) renamed();
            last = text;
          },
          () => {
            if (kept?.categories === categories) kept = undefined;
          },
        );
      }
      return kept.categories;
    },
    async brandNames(index) {
      return index ? index.brandNames() : brands.get("all", () => listBrandNames(db));
    },
  };
}

/** What the planner knows: the index's words when there is one (typos need them), the shop's names always. */
function contextOf(index: ListingIndex | undefined, categories: readonly CategoryDto[]): SearchContext {
  return {
    hasPrefix: (prefix) => index?.hasPrefix(prefix) ?? false,
    near: (word, edits) => index?.near(word, edits) ?? [],
    categories: categoryNames(categories),
    conditions: conditionNames,
  };
}

/** A `?category=`: the active category with that slug, else the brands it is the slug of. */
export function scopeOf(
  slug: string | undefined,
  categories: readonly CategoryDto[],
  brandNames: readonly string[],
): SearchScope {
  if (!slug) return { kind: "all" };
  const category = categories.find((candidate) => candidate.slug === slug);
  return category
    ? { kind: "category", id: category.id }
    : { kind: "brands", names: namesOfSlugs(brandNames, [slug]) };
}

/**
 * The collection's search (issue 26): one request read from the query, answered by the instance's
 * index when it has one and by PostgreSQL otherwise, the page's cards read by id. When nothing
 * matches, a search one or two letters from the shop's words is offered ("Did you mean").
 */
export function createListingSearch(db: Db, changes: ChangeFeed) {
  const keeper = createIndexKeeper(db, changes);
  const cards = createKeptCards(changes);
  const readCards = batchedRead(prepareCardRead(db), (row) => row.id);
  const names = createShopNames(db, changes, () => cards.clear());
  // Served a while past their time while one request checks them again, so the broad groups
  // (every listing for sale, a second's read over a million) never hold a shopper up.
  const facetCombos = createTtlCache<VersionedCombos>({ ttlMs: 5_000, staleMs: 60_000, maxEntries: 1_000 });
  const sql = createSqlSearch(db, facetCombos);
  const engineOf = (index: ListingIndex | undefined): ListingSearchEngine =>
    index ? { search: async (request) => index.answer(request) } : sql;

  /** The query read once, for whichever engine answers it. */
  async function resolve(query: ListingQuery, index: ListingIndex | undefined) {
    const [categories, brandNames] = await Promise.all([names.categories(), names.brandNames(index)]);
    const context = contextOf(index, categories);
    const request: SearchRequest = {
      plan: query.q ? planSearch(query.q, context) : undefined,
      scope: scopeOf(query.category, categories, brandNames),
      selection: query,
      brandNames: namesOfSlugs(brandNames, query.brand),
      sort: query.sort,
      cursor: query.cursor ? decodeCursor(query.cursor, query.sort) : undefined,
      limit: query.limit,
    };
    return { request, context };
  }

  return {
    /** A page of the collection, as the JSON text it is answered in. */
    async page(query: ListingQuery): Promise<JsonText<ListingPageDto>> {
      const index = await keeper.current();
      const { request, context } = await resolve(query, index);
      const engine = engineOf(index);
      const answer = await engine.search(request);
      let suggestion: string | null = null;
      if (answer.total === 0 && query.q) {
        const suggested = suggestSearch(query.q, context);
        const plan = suggested ? planSearch(suggested, context) : undefined;
        if (plan && (await engine.search({ ...request, plan, cursor: undefined, limit: 1 })).total > 0)
          suggestion = suggested;
      }
      return objectText<ListingPageDto>({
        items: listText(await listingCardTexts(readCards, answer.ids, cards)),
        total: toJsonText(answer.total),
        facets: toJsonText(answer.facets),
        nextCursor: toJsonText(answer.next ? encodeCursor(answer.next) : null),
        suggestion: toJsonText(suggestion),
      });
    },
    /** Resolves once the index holds every change committed so far (benchmarks and tests wait for it). */
    ready: () => keeper.ready(),
    /** The index (undefined while SQL answers) and the reading of a query, for the contract test. */
    index: () => keeper.current(),
    /** When the index was last read whole or took in a change (performance.now()): its age. */
    indexUpdatedAt: () => keeper.updatedAt(),
    resolve,
  };
}

export type ListingSearch = ReturnType<typeof createListingSearch>;
