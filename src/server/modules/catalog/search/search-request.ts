import type { FacetSelection, ListingFacetsDto, ListingSort } from "../../../../shared/catalog-api";
import type { ListingCursor } from "../listing-cursor";
import type { SearchPlan } from "./search-plan";

/**
 * Where a collection query looks before its facets: everywhere, one category, or the brands a
 * `?category=` names when no active category has that slug (spec: storefront §9; no brand has it
 * either: `names` is empty and nothing is found).
 */
export type SearchScope =
  | { kind: "all" }
  | { kind: "category"; id: string }
  | { kind: "brands"; names: string[] };

/** A collection query read once (search-request-reader.ts) and answered alike by every engine. */
export interface SearchRequest {
  /** The typed search's plan; undefined: no search. */
  plan: SearchPlan | undefined;
  scope: SearchScope;
  selection: FacetSelection;
  /** The lower-case brand names the chosen brand slugs stand for. */
  brandNames: string[];
  sort: ListingSort;
  cursor: ListingCursor | undefined;
  limit: number;
}

/** One page of a collection query: its listings' ids in order, the filtered total and facets. */
export interface SearchAnswer {
  ids: string[];
  total: number;
  facets: ListingFacetsDto;
  next: ListingCursor | null;
}

/**
 * A search engine of the collection (issue 26): the in-memory index (listing-index.ts) and
 * PostgreSQL (sql-search.ts) answer the same request with the same answer; the contract test
 * (search-contract.test.ts) holds each to it.
 */
export interface ListingSearchEngine {
  search(request: SearchRequest): Promise<SearchAnswer>;
}
