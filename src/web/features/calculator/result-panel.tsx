import type { ReactNode } from "react";
import { formatMoney } from "../../../shared/money";
import type { ProfitResult } from "../../../shared/profitability";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { MarginBadge } from "./margin-badge";

export function Usd({ cents, className }: { cents: number; className?: string }) {
  return (
    <bdi dir="ltr" className={cn("whitespace-nowrap tabular-nums", className)}>
      {formatMoney(cents, "USD")}
    </bdi>
  );
}

/** spec: reseller-tools §4 — fees, tax, total costs, net profit and the margin badge. */
export function ResultPanel({ result }: { result: ProfitResult | null }) {
  const { t } = useTranslation("calculator");
  const rows: [string, ReactNode][] = result
    ? [
        [t("result.fees"), <Usd key="fees" cents={result.feesCents} />],
        [t("result.tax"), <Usd key="tax" cents={result.taxCents} />],
        [t("result.totalCosts"), <Usd key="costs" cents={result.totalCostsCents} />],
        [
          t("result.netProfit"),
          <Usd
            key="profit"
            cents={result.netProfitCents}
            className={cn("font-semibold", result.netProfitCents < 0 && "text-destructive")}
          />,
        ],
        [
          t("result.margin"),
          <MarginBadge key="margin" band={result.band} marginPercent={result.marginPercent} />,
        ],
      ]
    : [];
  return (
    <section
      aria-labelledby="calculator-result-title"
      className="rounded-md border border-border bg-card p-5 shadow-xs"
    >
      <h2 id="calculator-result-title" className="font-display text-xl font-medium">
        {t("result.title")}
      </h2>
      <div aria-live="polite" data-testid="calculator-result">
        {result ? (
          <dl className="mt-3">
            {rows.map(([label, value]) => (
              <div
                key={label}
                className="flex items-center justify-between gap-4 border-b border-border/70 py-2.5 last:border-0"
              >
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-sm font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">{t("result.hint")}</p>
        )}
      </div>
    </section>
  );
}
