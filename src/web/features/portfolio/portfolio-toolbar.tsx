import LayoutGridIcon from "lucide-react/icons/layout-grid";
import ListIcon from "lucide-react/icons/list";
import { type PortfolioSort, portfolioOrders, portfolioSorts } from "../../../shared/portfolio-schemas";
import { FilterSelect } from "../../components/ui/filter-select";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { type PortfolioFilters, portfolioViews } from "./portfolio-filters";

const viewIcons = { grid: LayoutGridIcon, list: ListIcon } as const;

/** The order's words fit the sort: newest/oldest for dates, A–Z for names, high/low for figures. */
function orderKey(sort: PortfolioSort, order: PortfolioFilters["order"]): string {
  if (sort === "createdAt") return `toolbar.${order}`;
  if (sort === "brand" || sort === "model") return `orderByName.${order}`;
  return `orderByValue.${order}`;
}

/** spec §2 Portfolio page — grid or list, the sort and its order. */
export function PortfolioToolbar({
  filters,
  onChange,
}: {
  filters: PortfolioFilters;
  onChange: (filters: PortfolioFilters) => void;
}) {
  const { t } = useTranslation("portfolio");
  return (
    <search aria-label={t("toolbar.label")} className="flex flex-wrap items-end gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("toolbar.view")}</legend>
        <div className="inline-flex rounded-sm border border-input bg-card p-0.5 shadow-xs">
          {portfolioViews.map((view) => {
            const Icon = viewIcons[view];
            const isActive = filters.view === view;
            return (
              <button
                key={view}
                type="button"
                aria-pressed={isActive}
                onClick={() => onChange({ ...filters, view })}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-[3px] px-3 text-sm transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
                  isActive ? "bg-foreground text-background" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`toolbar.${view}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid w-full min-w-0 grid-cols-2 gap-4 sm:ms-auto sm:w-auto sm:min-w-96">
        <FilterSelect
          id="portfolio-sort"
          label={t("toolbar.sortLabel")}
          value={filters.sort}
          options={portfolioSorts}
          optionLabel={(option) => t(`sort.${option}`)}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
        <FilterSelect
          id="portfolio-order"
          label={t("toolbar.orderLabel")}
          value={filters.order}
          options={portfolioOrders}
          optionLabel={(option) => t(orderKey(filters.sort, option))}
          onChange={(order) => onChange({ ...filters, order })}
        />
      </div>
    </search>
  );
}
