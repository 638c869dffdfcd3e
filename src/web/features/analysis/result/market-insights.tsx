import { useTranslation } from "react-i18next";
import type { MarketPriceDto } from "../../../../shared/market-schemas";
import { Price } from "../../../components/watch/price";
import { regionalVariance } from "../portfolio-payload";

/**
 * spec: reseller-tools §2 — the insights box: eBay's average (the median of its asking prices),
 * Grailzee's ("No data": we have no Grailzee source and invent none), the international USD price
 * (the market price) and the regional variance's default text.
 */
export function MarketInsights({ market }: { market: MarketPriceDto }) {
  const { t } = useTranslation("analysis");
  const ebay = market.sources.find((source) => source.source === "ebay" && source.status === "ok");
  const noData = <span className="text-muted-foreground">{t("insights.noData")}</span>;
  const rows = [
    {
      label: t("insights.ebayAverage"),
      value: ebay?.medianUsdCents ? <Price cents={ebay.medianUsdCents} /> : noData,
    },
    { label: t("insights.grailzeeAverage"), value: noData },
    {
      label: t("insights.internationalPrice"),
      value: market.market ? <Price cents={market.market.marketPrice.usdCents} /> : noData,
    },
    {
      label: t("insights.regionalVariance"),
      value: <bdi dir="ltr">{regionalVariance}</bdi>,
    },
  ];
  return (
    <section
      aria-labelledby="market-insights"
      className="grid gap-3 rounded-md border border-border bg-card p-4"
      data-testid="market-insights"
    >
      <h3 id="market-insights" className="font-display text-lg font-medium">
        {t("insights.title")}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
