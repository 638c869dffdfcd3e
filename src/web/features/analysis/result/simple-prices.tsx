import { PriceProvenanceNote } from "../../../components/watch/price-provenance";
import { useTranslation } from "../../../i18n/use-translation";
import type { MarketFigures } from "../market-words";
import { MoneyPair } from "../money-pair";
import { RiskBadge } from "../tone-badge";

/**
 * spec: reseller-tools §2 Simple analysis page — the prices in USD and KWD with the risk level;
 * the market price says where it came from (issue 24).
 */
export function SimplePrices({ market }: { market: MarketFigures }) {
  const { t } = useTranslation("analysis");
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="simple-prices">
      <div className="grid content-start gap-1 rounded-sm border border-border bg-card p-3">
        <dt className="text-xs text-muted-foreground">{t("market.price")}</dt>
        <dd className="text-base font-medium">
          <MoneyPair money={market.marketPrice} />
          <PriceProvenanceNote provenance={market.provenance} className="mt-1" />
        </dd>
      </div>
      <div className="grid content-start gap-1 rounded-sm border border-border bg-card p-3">
        <dt className="text-xs text-muted-foreground">{t("market.suggested")}</dt>
        <dd className="text-base font-medium">
          <MoneyPair money={market.suggestedBuyingPrice} />
        </dd>
      </div>
      <div className="grid content-start gap-1 rounded-sm border border-border bg-card p-3">
        <dt className="text-xs text-muted-foreground">{t("market.risk")}</dt>
        <dd>
          <RiskBadge risk={market.risk} />
        </dd>
      </div>
    </dl>
  );
}
