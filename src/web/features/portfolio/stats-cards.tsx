import type { ReactNode } from "react";
import type { Rates } from "../../../shared/money";
import type { PortfolioStatsDto } from "../../../shared/portfolio-schemas";
import { Skeleton } from "../../components/ui/skeleton";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { UsdAmount } from "./usd-amount";

function Card({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0 rounded-md border border-border bg-card p-4 shadow-xs", className)}>
      <dt className="text-xs font-medium uppercase tracking-[0.12em] text-muted-foreground">{label}</dt>
      <dd className="mt-2 font-display text-lg font-medium break-words">{children}</dd>
    </div>
  );
}

/** spec: reseller-tools §3 Portfolio stats — total value, average price, count, highest, lowest. */
export function PortfolioStatsCards({
  stats,
  rates,
}: {
  stats: PortfolioStatsDto | undefined;
  rates: Rates;
}) {
  const { t } = useTranslation("portfolio");
  const amount = (cents: number | undefined) =>
    cents === undefined ? (
      <Skeleton className="h-6 w-24" />
    ) : (
      <UsdAmount cents={cents} rates={rates} stacked />
    );
  return (
    <dl aria-label={t("stats.label")} aria-busy={!stats} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Card label={t("stats.totalValue")} className="col-span-2 lg:col-span-1">
        {amount(stats?.totalValueCents)}
      </Card>
      <Card label={t("stats.averagePrice")}>{amount(stats?.averagePriceCents)}</Card>
      <Card label={t("stats.totalWatches")}>
        {stats ? (
          <bdi dir="ltr" className="tabular-nums">
            {stats.totalWatches}
          </bdi>
        ) : (
          <Skeleton className="h-6 w-10" />
        )}
      </Card>
      <Card label={t("stats.highestValue")}>{amount(stats?.highestValueCents)}</Card>
      <Card label={t("stats.lowestValue")}>{amount(stats?.lowestValueCents)}</Card>
    </dl>
  );
}
