import SearchXIcon from "lucide-react/icons/search-x";
import { catalogLimits } from "../../../../shared/catalog";
import { facetNames } from "../../../../shared/catalog-api";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useFreeShipping } from "../../../lib/site";
import { useListings } from "../api/get-listings";
import { FacetDrawer, FacetGroups } from "../components/facets";
import { Filters } from "../components/filters";
import { ListingCard, listingGridClass } from "../components/listing-card";
import { ListingCardSkeleton } from "../components/listing-card-skeleton";
import { LoadFailed } from "../components/load-failed";
import { SaveSearchButton } from "../components/save-search-button";
import { useListingQueryState } from "../lib/use-listing-query-state";

/**
 * Cards are laid out, and their photographs fetched, only as they near the screen: on a phone the
 * title and filters fill the first screen, and it paints without downloading twenty photographs
 * first. The placeholder height is a card's on a phone; once shown, a card keeps its real size.
 */
const offscreenCardClass = "[content-visibility:auto] [contain-intrinsic-size:auto_330px]";

/** Three cards a row beside the facets on a wide screen. */
const gridClass = cn(listingGridClass, "lg:grid-cols-3");

/** spec: storefront §2 Collection /watches. */
export function CollectionPage() {
  const { t } = useTranslation("storefront");
  const { query, setFilter, setFacetValue, clearAll, clearFacets, hasFilters } = useListingQueryState();
  const listings = useListings(query);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = listings.data?.pages[0];
  const total = firstPage?.total ?? 0;
  // The previous filters' results stay on screen while the next load, but not their count.
  const isLoading = listings.isPending || listings.isPlaceholderData;
  const status = isLoading ? t("collection.loading") : t("collection.found", { count: total });
  const chosenCount = facetNames.reduce((sum, facet) => sum + query[facet].length, 0);
  // An empty result says so once, in the panel below; the count stays for screen readers only.
  const isEmpty = !isLoading && !listings.isError && items.length === 0;
  const freeShipping = useFreeShipping();

  return (
    <div className="container-page py-8 md:py-12">
      <title>{t("meta.pageTitle", { ns: "common", page: t("collection.title") })}</title>
      <meta
        name="description"
        content={t("meta.collectionDescription", { context: freeShipping ? undefined : "paid" })}
      />
      <BackLink to="/">{t("actions.backHome")}</BackLink>
      <header className="mt-6 mb-8 max-w-2xl md:mb-10">
        <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
          {t("collection.eyebrow")}
        </p>
        <h1 className="mt-3 font-display text-4xl font-medium tracking-tight md:text-5xl">
          {t("collection.title")}
        </h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">{t("collection.intro")}</p>
      </header>

      <Filters query={query} onChange={setFilter} onClearAll={clearAll} hasFilters={hasFilters} />

      <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        {firstPage && (
          <aside aria-label={t("facets.filtersTitle")} className="hidden lg:block">
            <FacetGroups facets={firstPage.facets} query={query} onToggle={setFacetValue} />
          </aside>
        )}
        <section aria-labelledby="results-status" className="lg:col-start-2">
          <div className="mb-5 flex min-h-10 flex-wrap items-center justify-between gap-3">
            <p
              id="results-status"
              role="status"
              className={isEmpty ? "sr-only" : "text-sm text-muted-foreground"}
              data-testid="results-count"
            >
              {status}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <SaveSearchButton query={query} />
              {firstPage && (
                <FacetDrawer
                  className="lg:hidden"
                  facets={firstPage.facets}
                  query={query}
                  onToggle={setFacetValue}
                  onClear={clearFacets}
                  chosenCount={chosenCount}
                  status={status}
                />
              )}
            </div>
          </div>
          {listings.isPending ? (
            <ul className={gridClass} aria-hidden="true">
              {Array.from({ length: catalogLimits.loadingSkeletons }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <ListingCardSkeleton />
                </li>
              ))}
            </ul>
          ) : listings.isError ? (
            <LoadFailed error={listings.error} onRetry={() => void listings.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              suggestion={firstPage?.suggestion ?? null}
              onSuggestion={(suggestion) => setFilter("q", suggestion)}
              onClearAll={clearAll}
            />
          ) : (
            <>
              <ul
                className={cn(gridClass, listings.isPlaceholderData && "opacity-60")}
                aria-busy={listings.isPlaceholderData}
              >
                {items.map((listing) => (
                  <li key={listing.id} className={offscreenCardClass}>
                    <ListingCard listing={listing} headingLevel="h2" />
                  </li>
                ))}
              </ul>
              {listings.hasNextPage && !listings.isPlaceholderData && (
                <div className="mt-12 flex justify-center">
                  <Button
                    variant="elegant"
                    size="lg"
                    onClick={() => void listings.fetchNextPage()}
                    disabled={listings.isFetchingNextPage}
                  >
                    {listings.isFetchingNextPage && <Spinner aria-hidden="true" />}
                    {listings.isFetchingNextPage ? t("collection.loading") : t("collection.loadMore")}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Nothing found; when a search a letter or two away finds watches, it is offered first ("Did you mean"). */
function EmptyState({
  suggestion,
  onSuggestion,
  onClearAll,
}: {
  suggestion: string | null;
  onSuggestion: (suggestion: string) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation("storefront");
  return (
    <EmptyPanel
      className="md:py-24"
      icon={<SearchXIcon strokeWidth={1.5} aria-hidden="true" />}
      title={t("collection.emptyTitle")}
      text={
        suggestion ? (
          <span data-testid="did-you-mean">
            <Trans
              t={t}
              i18nKey="collection.didYouMean"
              values={{ suggestion }}
              components={{
                suggestion: (
                  <button
                    type="button"
                    className="font-medium text-foreground underline underline-offset-4 hover:text-gold-dark"
                    onClick={() => onSuggestion(suggestion)}
                  />
                ),
              }}
            />
          </span>
        ) : (
          t("collection.emptyText")
        )
      }
      action={
        <Button variant="luxury" size="lg" onClick={onClearAll}>
          {t("collection.clearAllFilters")}
        </Button>
      }
    />
  );
}
