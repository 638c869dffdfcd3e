import ChevronDownIcon from "lucide-react/icons/chevron-down";
import SearchIcon from "lucide-react/icons/search";
import XIcon from "lucide-react/icons/x";
import type * as React from "react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type ListingQuery, type ListingSort, listingSorts } from "../../../../shared/catalog-api";
import { Button } from "../../../components/ui/button";
import { categoryName } from "../../../components/watch/category-name";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useEarlyInput } from "../../../lib/use-early-input";
import { useCategories } from "../api/get-categories";
import { searchFieldHash } from "../lib/search-link";
import type { ListingFilter } from "../lib/use-listing-query-state";

/** spec: issue 3 — the search waits for a pause in typing before it asks the server. */
const searchDelayMs = 300;

const selectClass = cn(
  "h-11 w-full appearance-none truncate rounded-sm border border-input bg-card ps-3.5 pe-9 text-sm",
  "text-foreground shadow-xs outline-none transition-[border-color,box-shadow]",
  "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40",
);

/** A native select (the phone's own picker, fully accessible) with the shop's chevron. */
function Select({
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"select">, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const field = useEarlyInput<HTMLSelectElement>(value, onValueChange);
  return (
    <div className="relative">
      <select
        ref={field}
        className={selectClass}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

/** "patek-philippe" as "Patek Philippe", for a `?brand=` that is not one of the categories. */
function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function Field({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <label
        htmlFor={htmlFor}
        className="text-[0.68rem] font-semibold uppercase tracking-[0.18em] text-muted-foreground"
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** The search box: it shows what is typed at once and writes it to the URL after a pause. */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation("storefront");
  const id = useId();
  const [text, setText] = useState(value);
  const field = useEarlyInput<HTMLInputElement>(text, setText);
  const sent = useRef(value);
  // The latest callback without restarting the pause whenever the page re-renders.
  const search = useRef(onSearch);
  search.current = onSearch;
  const { hash, key: visit } = useLocation();

  // The header's search icon (searchLinkTarget) lands here, again on every tap.
  useEffect(() => {
    if (visit && hash === searchFieldHash) field.current?.focus();
  }, [hash, visit, field]);

  // Clear All, Back and a shared link change the URL under the box; the box follows them.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      search.current(next);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Field label={t("collection.search")} htmlFor={id} className="col-span-2 lg:col-span-1">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={field}
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("collection.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className={cn(
            "h-11 w-full rounded-sm border border-input bg-card ps-10 pe-3.5 text-base text-foreground shadow-xs",
            "outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground md:text-sm",
            "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40",
            "[&::-webkit-search-cancel-button]:cursor-pointer",
          )}
        />
      </div>
    </Field>
  );
}

/** spec: storefront §2 Collection — search, category, sort and Clear All (the price is a facet). */
export function Filters({
  query,
  onChange,
  onClearAll,
  hasFilters,
}: {
  query: ListingQuery;
  onChange: (name: ListingFilter, value: string | undefined) => void;
  onClearAll: () => void;
  hasFilters: boolean;
}) {
  const { t } = useTranslation("storefront");
  const { data: categories = [] } = useCategories();
  const categoryId = useId();
  const sortId = useId();
  const isUnlistedCategory =
    query.category !== undefined && !categories.some((category) => category.slug === query.category);

  return (
    <search aria-label={t("collection.filtersLabel")}>
      <div
        className={cn(
          "grid grid-cols-2 gap-3 rounded-md border border-border/80 bg-card p-4 shadow-xs sm:gap-4 sm:p-5",
          "lg:grid-cols-[minmax(0,1.6fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end",
        )}
      >
        <SearchField value={query.q ?? ""} onSearch={(text) => onChange("q", text)} />
        <Field label={t("collection.category")} htmlFor={categoryId}>
          <Select
            id={categoryId}
            value={query.category ?? ""}
            onValueChange={(value) => onChange("category", value)}
          >
            <option value="">{t("collection.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {categoryName(t, category)}
              </option>
            ))}
            {isUnlistedCategory && query.category && (
              <option value={query.category}>{titleFromSlug(query.category)}</option>
            )}
          </Select>
        </Field>
        <Field label={t("collection.sortBy")} htmlFor={sortId}>
          <Select
            id={sortId}
            value={query.sort}
            onValueChange={(value) => onChange("sort", value as ListingSort)}
          >
            {listingSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="ghost"
          onClick={onClearAll}
          disabled={!hasFilters}
          className="col-span-2 h-11 justify-self-start uppercase tracking-[0.14em] text-xs lg:col-span-1"
        >
          <XIcon aria-hidden="true" />
          {t("collection.clearAll")}
        </Button>
      </div>
    </search>
  );
}
