import type { SourceSummaryDto } from "../../../../shared/market-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { justification, type MarketFigures } from "../market-words";
import { MoneyPair } from "../money-pair";
import { RiskBadge } from "../tone-badge";

/**
 * spec: reseller-tools §2 — the profit recommendation: buy at the suggested price, sell at the
 * market price, the margin (§9), the profit and the risk, with a justification phrased from the
 * data the figures came from.
 */
export function ProfitRecommendation({
  market,
  sources,
}: {
  market: MarketFigures;
  sources: SourceSummaryDto[];
}) {
  const { t, i18n } = useTranslation("analysis");
  const rows = [
    { label: t("recommendation.purchase"), value: <MoneyPair money={market.suggestedBuyingPrice} /> },
    { label: t("recommendation.selling"), value: <MoneyPair money={market.marketPrice} /> },
    {
      label: t("recommendation.margin"),
      value: (
        <bdi dir="ltr" className="tabular-nums">
          {t("recommendation.marginValue", { value: market.marginPercent })}
        </bdi>
      ),
    },
    { label: t("recommendation.profit"), value: <MoneyPair money={market.estimatedProfit} /> },
    { label: t("recommendation.risk"), value: <RiskBadge risk={market.risk} /> },
  ];
  return (
    <section
      aria-labelledby="profit-recommendation"
      className="grid gap-3 rounded-md border border-gold/50 bg-ivory-deep/60 p-4"
      data-testid="profit-recommendation"
    >
      <h3 id="profit-recommendation" className="font-display text-lg font-medium">
        {t("recommendation.title")}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid content-start gap-0.5">
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1 border-t border-border pt-3 text-sm">
        <p className="text-xs uppercase tracking-[0.14em] text-muted-foreground">
          {t("recommendation.justification")}
        </p>
        <p className="leading-relaxed">{justification(t, i18n.language, market, sources)}</p>
      </div>
    </section>
  );
}
