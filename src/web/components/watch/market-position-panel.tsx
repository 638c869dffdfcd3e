import type { ReactNode } from "react";
import type { MarketBandDto, MarketPositionDto, PricePosition } from "../../../shared/market-position";
import { marketPositionRules } from "../../../shared/market-position-rules";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/format-date";
import { MarketHistoryChart } from "./market-history-chart";
import { bandMonths, bandSourcesText, notEnoughText, verdictText } from "./market-position-text";
import { Price } from "./price";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/** One kind's band with its sample size, months, newest date and sources (issue 31's honesty rule). */
function BandCard({ band, isBasis }: { band: MarketBandDto; isBasis: boolean }) {
  const { t, i18n } = useTranslation();
  const figures = band.figures;
  const months = bandMonths(band, i18n.language);
  return (
    <div
      className={cn("rounded-sm border bg-card p-4", isBasis ? "border-gold" : "border-border")}
      data-testid="market-band"
      data-kind={band.kind}
    >
      <p className="font-medium">{t(`common:marketPosition.band.${band.kind}`)}</p>
      <dl className="mt-2 divide-y divide-border text-sm">
        {figures ? (
          <>
            <Figure label={t("common:marketPosition.median")}>
              <Price cents={figures.medianUsdCents} />
            </Figure>
            <Figure label={t("common:marketPosition.middleHalf")}>
              <bdi dir="ltr">
                <Price cents={figures.q1UsdCents} /> – <Price cents={figures.q3UsdCents} />
              </bdi>
            </Figure>
            <Figure label={t("common:marketPosition.range")}>
              <bdi dir="ltr">
                <Price cents={figures.lowUsdCents} /> – <Price cents={figures.highUsdCents} />
              </bdi>
            </Figure>
          </>
        ) : (
          <Figure label={t("common:marketPosition.median")}>{t("common:marketPosition.tooFew")}</Figure>
        )}
        <Figure label={t("common:marketPosition.count")}>
          {t(`common:marketPosition.${band.kind}Count`, { count: band.count })}
          {band.outlierCount > 0 && (
            <span className="block text-xs font-normal text-muted-foreground">
              {t("common:marketPosition.outliers", { count: band.outlierCount })}
            </span>
          )}
        </Figure>
        {months && band.newestAt && (
          <>
            <Figure label={t("common:marketPosition.months")}>{months}</Figure>
            <Figure label={t("common:marketPosition.newest")}>
              {formatShopDate(band.newestAt, i18n.language)}
            </Figure>
          </>
        )}
        {band.sources.length > 0 && (
          <Figure label={t("common:marketPosition.sources")}>
            {bandSourcesText(t, i18n.language, band)}
          </Figure>
        )}
      </dl>
    </div>
  );
}

/**
 * A price placed in its reference's market (issue 31): the verdict, both bands side by side (sold
 * kept apart from asking) and the price history. The watch page shows the shop's price; the
 * listing form the price being typed. Every figure says its source, sample size and date.
 */
export function MarketPositionPanel({
  market,
  priceUsdCents,
  position,
  className,
}: {
  market: MarketPositionDto;
  priceUsdCents: number;
  position: PricePosition | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const basis = position ? market[position.basis] : null;
  return (
    <div className={cn("grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start", className)}>
      <div className="grid min-w-0 gap-5">
        <div>
          <p
            className="font-display text-xl font-medium md:text-2xl"
            data-testid="market-verdict"
            data-direction={position?.direction ?? "none"}
          >
            {verdictText(t, i18n.language, market, position)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {position
              ? t(
                  position.basis === "sold"
                    ? "common:marketPosition.basisSold"
                    : "common:marketPosition.basisAsking",
                )
              : notEnoughText(t, market, marketPositionRules.minObservations)}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <BandCard band={market.sold} isBasis={position?.basis === "sold"} />
          <BandCard band={market.asking} isBasis={position?.basis === "asking"} />
        </div>
      </div>
      <MarketHistoryChart market={market} priceUsdCents={priceUsdCents} band={basis?.figures ?? null} />
    </div>
  );
}
