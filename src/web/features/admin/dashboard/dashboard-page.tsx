import BanknoteIcon from "lucide-react/icons/banknote";
import CalculatorIcon from "lucide-react/icons/calculator";
import ClipboardListIcon from "lucide-react/icons/clipboard-list";
import PackageIcon from "lucide-react/icons/package";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import WatchIcon from "lucide-react/icons/watch";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { convert, formatMoney } from "../../../../shared/money";
import { watchPath } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPage } from "../components/admin-page";
import { FigureCard, FigureList } from "../components/figure-card";
import { Kwd } from "../components/kwd";
import { useDashboard } from "./api/get-dashboard";

// The charts and their library load after the figures, in a chunk of their own.
const SalesByMonthChart = lazy(async () => ({
  default: (await import("./charts/sales-by-month-chart")).SalesByMonthChart,
}));
const StockByStatusChart = lazy(async () => ({
  default: (await import("./charts/stock-by-status-chart")).StockByStatusChart,
}));
const ListingsByBrandChart = lazy(async () => ({
  default: (await import("./charts/listings-by-brand-chart")).ListingsByBrandChart,
}));

/** A number in Latin digits with grouping, as every figure of the back office. */
const count = (value: number) => <bdi dir="ltr">{value.toLocaleString("en-US")}</bdi>;
const percent = (value: number) => <bdi dir="ltr">{`${value.toFixed(1)}%`}</bdi>;

/**
 * spec: storefront §2 Dashboard — "Inventory Dashboard", amounts in KWD: the four headline cards,
 * the inventory overview, sales performance, quick actions and listings performance (issue 10).
 * Every figure is an aggregate the server computed; the page only lays them out.
 */
export function DashboardPage() {
  const { t } = useTranslation("admin");
  const dashboard = useDashboard();

  return (
    <AdminPage title={t("dashboard.title")} intro={t("dashboard.intro")}>
      {dashboard.isPending && <Spinner label={t("dashboard.loading")} className="mx-auto my-16" />}
      {dashboard.isError && (
        <EmptyPanel
          frame="dashed"
          title={t("dashboard.loadFailed")}
          text={errorMessage(dashboard.error, t)}
          action={
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {t("common:actions.tryAgain")}
            </Button>
          }
        />
      )}
      {dashboard.data && <Figures data={dashboard.data} />}
    </AdminPage>
  );
}

function Figures({ data }: { data: NonNullable<ReturnType<typeof useDashboard>["data"]> }) {
  const { t } = useTranslation("admin");
  const { inventory, listings, rates } = data;
  const kwdOfUsd = (cents: number) => <Kwd fils={convert(cents, "USD", "KWD", rates)} />;
  const icon = "size-5";
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label={t("dashboard.cards.inventoryValue")}
          value={<Kwd fils={inventory.inventoryValueFils} />}
          note={t("dashboard.cards.inventoryValueNote", { count: inventory.availableCount })}
          icon={<PackageIcon className={icon} aria-hidden="true" />}
        />
        <FigureCard
          label={t("dashboard.cards.totalWatches")}
          value={count(inventory.totalItems)}
          note={t("dashboard.cards.totalWatchesNote", { count: inventory.soldCount })}
          icon={<WatchIcon className={icon} aria-hidden="true" />}
        />
        <FigureCard
          label={t("dashboard.cards.totalProfit")}
          value={<Kwd fils={inventory.netProfitFils} />}
          note={t("dashboard.cards.totalProfitNote")}
          icon={<TrendingUpIcon className={icon} aria-hidden="true" />}
        />
        <FigureCard
          label={t("dashboard.cards.salesRevenue")}
          value={<Kwd fils={inventory.soldValueFils} />}
          note={t("dashboard.cards.salesRevenueNote")}
          icon={<BanknoteIcon className={icon} aria-hidden="true" />}
        />
      </div>

      <Suspense fallback={<Skeleton className="h-80 rounded-md" />}>
        <SalesByMonthChart months={data.salesByMonth} />
      </Suspense>

      <div className="grid gap-4 lg:grid-cols-3">
        <FigureList
          title={t("dashboard.overview.title")}
          rows={[
            [t("dashboard.overview.available"), count(inventory.availableCount)],
            [t("dashboard.overview.sold"), count(inventory.soldCount)],
            [t("dashboard.overview.buyingValue"), <Kwd key="b" fils={inventory.buyingValueFils} />],
            [t("dashboard.overview.expectedValue"), <Kwd key="e" fils={inventory.expectedValueFils} />],
          ]}
        />
        <FigureList
          title={t("dashboard.sales.title")}
          rows={[
            [t("dashboard.sales.conversionRate"), percent(inventory.conversionRate)],
            [t("dashboard.sales.sold"), count(inventory.soldCount)],
            [t("dashboard.sales.revenue"), <Kwd key="r" fils={inventory.soldValueFils} />],
            [t("dashboard.sales.profit"), <Kwd key="p" fils={inventory.netProfitFils} />],
          ]}
        />
        <section
          className="rounded-md border border-border bg-card p-5 shadow-xs"
          aria-labelledby="quick-actions"
        >
          <h2 id="quick-actions" className="font-display text-xl font-medium">
            {t("dashboard.actions.title")}
          </h2>
          <div className="mt-4 grid gap-2">
            {(
              [
                ["/admin/listings", "listings", ClipboardListIcon],
                ["/admin/inventory", "inventory", PackageIcon],
                ["/admin/orders", "orders", ShoppingBagIcon],
                ["/admin/calculator", "calculator", CalculatorIcon],
              ] as const
            ).map(([to, key, Icon]) => (
              <Button key={key} asChild variant="outline" className="justify-start">
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {t(`dashboard.actions.${key}`)}
                </Link>
              </Button>
            ))}
          </div>
        </section>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Suspense fallback={<Skeleton className="h-80 rounded-md" />}>
          <StockByStatusChart byStatus={inventory.byStatus} />
        </Suspense>
        <Suspense fallback={<Skeleton className="h-80 rounded-md" />}>
          <ListingsByBrandChart brands={data.listingsByBrand} />
        </Suspense>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <FigureList
          title={t("dashboard.listings.title")}
          rows={[
            [t("dashboard.listings.total"), count(listings.total)],
            [t("dashboard.listings.active"), count(listings.active)],
            [t("dashboard.listings.featured"), count(listings.featured)],
            [
              t("dashboard.listings.averageViews"),
              <bdi key="v" dir="ltr">
                {listings.averageViews.toFixed(1)}
              </bdi>,
            ],
            [t("dashboard.listings.totalValue"), kwdOfUsd(listings.totalValueCents)],
            [t("dashboard.listings.averagePrice"), kwdOfUsd(listings.averagePriceCents)],
            [t("dashboard.listings.activeRate"), percent(listings.activeRate)],
            [t("dashboard.listings.featuredRate"), percent(listings.featuredRate)],
          ]}
        />
        <section
          className="rounded-md border border-border bg-card p-5 shadow-xs"
          aria-labelledby="top-listings"
        >
          <h2 id="top-listings" className="font-display text-xl font-medium">
            {t("dashboard.top.title")}
          </h2>
          {listings.top.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{t("dashboard.top.empty")}</p>
          ) : (
            <ol className="mt-4 grid grid-cols-1">
              {listings.top.map((listing, index) => (
                <li
                  key={listing.id}
                  className="flex items-baseline gap-3 border-b border-border/70 py-2.5 last:border-0"
                >
                  <span className="w-5 shrink-0 text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                  {/* A Latin title in an Arabic row is cut at its own end, on the column's side. */}
                  <Link
                    to={watchPath(listing.slug)}
                    dir="auto"
                    className="min-w-0 flex-1 truncate text-sm font-medium hover:underline rtl:text-right"
                  >
                    {listing.title}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t("dashboard.top.views", { count: listing.viewsCount })}
                  </span>
                  <bdi dir="ltr" className="shrink-0 text-sm tabular-nums">
                    {formatMoney(listing.priceCents, "USD")}
                  </bdi>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
