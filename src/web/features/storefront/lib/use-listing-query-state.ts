import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ListingQuery, readListingFilters } from "../../../../shared/catalog-api";

/** The filters the collection keeps in its URL (spec: storefront §2 Collection). */
const filterParams = ["q", "category", "brand", "price", "sort"] as const;
export type ListingFilter = "q" | "category" | "price" | "sort";

/** Whether any filter differs from its default (Clear All has something to clear). */
export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(query.q || query.category || query.price !== "all" || query.sort !== "newest");
}

/**
 * The collection's filter state lives in the URL so reload, back and sharing keep it. Typing
 * replaces the history entry; choosing from a select pushes one, so Back undoes a choice.
 */
export function useListingQueryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readListingFilters(searchParams), [searchParams]);

  const setFilter = useCallback(
    (name: ListingFilter, value: string | undefined) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const isDefault =
            !value || (name === "price" && value === "all") || (name === "sort" && value === "newest");
          if (isDefault) next.delete(name);
          else next.set(name, value);
          // `?brand=` is only another way to say the category; one choice replaces both.
          if (name === "category") next.delete("brand");
          return next;
        },
        { replace: name === "q", preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clearAll = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of filterParams) next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { query, setFilter, clearAll, hasFilters: hasActiveFilters(query) };
}
