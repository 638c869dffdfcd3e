import "../portfolio-i18n";
import BriefcaseBusinessIcon from "lucide-react/icons/briefcase-business";
import { lazy, Suspense, useState } from "react";
import type { PortfolioItemDto } from "../../../../shared/portfolio-schemas";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { Skeleton } from "../../../components/ui/skeleton";
import { ToolPage } from "../../../components/ui/tool-page";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/http-error";
import { useStoreInfo } from "../../../lib/site";
import { useMessage } from "../../../lib/use-message";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { usePortfolio } from "../api/get-portfolio";
import { usePortfolioStats } from "../api/get-portfolio-stats";
import { DeleteItemDialog } from "../delete-item-dialog";
import { EditItemDialog } from "../edit-item-dialog";
import { PortfolioCard } from "../portfolio-card";
import { defaultPortfolioFilters, portfolioFilterChoices } from "../portfolio-filters";
import { portfolioErrorMessage } from "../portfolio-messages";
import { PortfolioToolbar } from "../portfolio-toolbar";
import { RecordValueDialog } from "../record-value-dialog";
import { PortfolioStatsCards } from "../stats-cards";

// recharts stays out of the page's first chunk: the figures and the cards come first.
const PortfolioCharts = lazy(async () => ({
  default: (await import("../portfolio-charts")).PortfolioCharts,
}));

/** A failure the server owns (5xx) or the network's, rather than one of the request's (spec §8). */
const isUnavailable = (error: unknown) => !(error instanceof ApiError && error.isClientError);

/**
 * spec: reseller-tools §2 Portfolio page — "AI Added Portfolio", section id portfolio: the stats,
 * the brand and value charts, and the saved watches in a grid or a list with their actions.
 */
export function PortfolioPage() {
  const { t } = useTranslation("portfolio");
  const say = useMessage();
  const { rates } = useStoreInfo();
  const [filters, setFilters] = useUrlFilters(defaultPortfolioFilters, portfolioFilterChoices);
  const list = usePortfolio({ sort: filters.sort, order: filters.order });
  const stats = usePortfolioStats();
  const [editing, setEditing] = useState<PortfolioItemDto>();
  const [valuing, setValuing] = useState<PortfolioItemDto>();
  const [deleting, setDeleting] = useState<PortfolioItemDto>();
  const items = list.data ?? [];
  const failure = list.error ?? stats.error;

  return (
    <ToolPage id="portfolio" title={t("common:tools.pages.portfolio.title")} intro={t("intro")}>
      {failure ? (
        <LoadFailedPanel
          role="alert"
          title={isUnavailable(failure) ? t("messages.unavailable") : undefined}
          text={t("messages.loadFailed", { message: say(portfolioErrorMessage(failure)) })}
          retry={t("common:actions.tryAgain")}
          onRetry={() => {
            void list.refetch();
            void stats.refetch();
          }}
        />
      ) : (
        <div className="grid gap-8">
          <PortfolioStatsCards stats={stats.data} rates={rates} />
          {stats.data && stats.data.totalWatches > 0 && (
            <Suspense fallback={<Skeleton className="h-80 rounded-md" />}>
              <PortfolioCharts stats={stats.data} />
            </Suspense>
          )}
          {list.isPending ? (
            <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only" role="status">
                {t("loading")}
              </span>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-96 rounded-md" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyPanel
              icon={<BriefcaseBusinessIcon className="size-6" strokeWidth={1.5} aria-hidden="true" />}
              title={t("empty.title")}
              text={t("empty.text")}
            />
          ) : (
            <div className="grid gap-4">
              <PortfolioToolbar filters={filters} onChange={setFilters} />
              <ul
                aria-busy={list.isFetching}
                className={cn(
                  "grid gap-4",
                  filters.view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1",
                )}
              >
                {items.map((item, index) => (
                  <li key={item.id} className="grid min-w-0">
                    <PortfolioCard
                      item={item}
                      view={filters.view}
                      rates={rates}
                      isFirst={index === 0}
                      onEdit={setEditing}
                      onRecordValue={setValuing}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <EditItemDialog item={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      <RecordValueDialog item={valuing} onOpenChange={(open) => !open && setValuing(undefined)} />
      <DeleteItemDialog item={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </ToolPage>
  );
}
