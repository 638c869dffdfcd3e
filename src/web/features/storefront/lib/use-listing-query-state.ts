import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type FacetName,
  facetNames,
  type ListingQuery,
  readListingFilters,
} from "../../../../shared/catalog-api";

/** The filters the collection keeps in its URL (spec: storefront §2 Collection; issue 13 facets). */
const filterParams = ["q", "category", "sort", ...facetNames] as const;
export type ListingFilter = "q" | "category" | "sort";

/** Whether any facet has a value chosen. */
export const hasFacets = (query: ListingQuery) => facetNames.some((facet) => query[facet].length > 0);

/** Whether any filter differs from its default (Clear All has something to clear). */
export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(query.q || query.category || query.sort !== "newest" || hasFacets(query));
}

/**
 * The collection's filter state lives in the URL so reload, back and sharing keep it. Typing
 * replaces the history entry; choosing from a select or ticking a facet pushes one, so Back undoes
 * a choice. A facet's values are one comma-separated parameter (`?brand=rolex,omega`).
 */
export function useListingQueryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readListingFilters(searchParams), [searchParams]);

  const setFilter = useCallback(
    (name: ListingFilter, value: string | undefined) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!value || (name === "sort" && value === "newest")) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name === "q", preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setFacetValue = useCallback(
    (facet: FacetName, value: string, isChosen: boolean) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const others = readListingFilters(previous)[facet].filter((chosen) => chosen !== value);
          const values = isChosen ? [...others, value] : others;
          if (values.length > 0) next.set(facet, values.join(","));
          else next.delete(facet);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(
    (names: readonly string[]) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of names) next.delete(name);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  const clearAll = useCallback(() => clear(filterParams), [clear]);
  const clearFacets = useCallback(() => clear(facetNames), [clear]);

  return {
    query,
    setFilter,
    setFacetValue,
    clearAll,
    clearFacets,
    hasFilters: hasActiveFilters(query),
  };
}
