import type { ReactNode } from "react";
import type { InventorySummaryDto } from "../../../shared/inventory-schemas";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { Money } from "./money";

function Card({
  label,
  value,
  note,
  wide,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-md border border-border bg-card p-4 shadow-xs",
        wide ? "col-span-3 lg:col-span-1" : "sm:col-span-2 lg:col-span-1",
      )}
    >
      <dt className="text-xs font-medium uppercase tracking-[0.12em] text-muted-foreground">{label}</dt>
      <dd className="mt-2 font-display text-lg font-medium break-words">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

const count = (value: number) => (
  <bdi dir="ltr" className="tabular-nums">
    {value}
  </bdi>
);

/**
 * spec: reseller-tools §3 Inventory summary — total items, the buying, expected and sold values,
 * net profit, the available count and the sold count (sold plus shipped). Zero while loading or
 * when the list failed (spec §8: "the summary is zero").
 */
export function InventorySummaryCards({ summary }: { summary: InventorySummaryDto | undefined }) {
  const { t } = useTranslation("inventory");
  const figures = summary ?? {
    totalItems: 0,
    buyingValueFils: 0,
    expectedValueFils: 0,
    soldValueFils: 0,
    netProfitFils: 0,
    availableCount: 0,
    soldCount: 0,
  };
  return (
    <dl
      aria-label={t("summary.label")}
      className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-[repeat(3,minmax(0,0.7fr))_repeat(4,minmax(0,1.3fr))] [&>div]:min-w-0"
    >
      <Card label={t("summary.totalItems")} value={count(figures.totalItems)} />
      <Card label={t("summary.available")} value={count(figures.availableCount)} />
      <Card label={t("summary.sold")} value={count(figures.soldCount)} note={t("summary.soldNote")} />
      <Card label={t("summary.buyingValue")} value={<Money fils={figures.buyingValueFils} stacked />} wide />
      <Card
        label={t("summary.expectedValue")}
        value={<Money fils={figures.expectedValueFils} stacked />}
        wide
      />
      <Card label={t("summary.soldValue")} value={<Money fils={figures.soldValueFils} stacked />} wide />
      <Card
        label={t("summary.netProfit")}
        value={
          <Money
            fils={figures.netProfitFils}
            stacked
            className={figures.netProfitFils < 0 ? "text-destructive" : undefined}
          />
        }
        wide
      />
    </dl>
  );
}
