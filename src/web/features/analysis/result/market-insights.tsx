import type { MarketPriceDto } from "../../../../shared/market-schemas";
import { Price } from "../../../components/watch/price";
import { PriceProvenanceNote } from "../../../components/watch/price-provenance";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * spec: reseller-tools §2 — the insights box: eBay's average (the median of its asking prices),
 * Grailzee's ("No data": we have no Grailzee source and invent none), the international USD price
 * (the market price, with its sources, sample size and date) and the regional variance — "No
 * data" too: the spec's default "15-25%" is a fixed text, not a market fact, and no source of
 * ours measures it (issue 24).
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
      value: market.market ? (
        <>
          <Price cents={market.market.marketPrice.usdCents} />
          <PriceProvenanceNote provenance={market.market.provenance} />
        </>
      ) : (
        noData
      ),
    },
    { label: t("insights.regionalVariance"), value: noData },
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
