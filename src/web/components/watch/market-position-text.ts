import type { MarketBandDto, MarketPositionDto, PricePosition } from "../../../shared/market-position";
import { formatMonthRange } from "../../../shared/month-range";
import type { TFunction } from "../../i18n/translator";

/** The months a band's prices span ("Sep–Nov 2026"), or null for an empty band. */
export function bandMonths(band: MarketBandDto, language: string): string | null {
  return band.oldestAt && band.newestAt ? formatMonthRange(band.oldestAt, band.newestAt, language) : null;
}

/**
 * The verdict in one sentence (issue 31): "Priced 6% below the median of 14 sold prices, Sep–Nov
 * 2026", or "Not enough data". The percent is said without its sign: the words say which side.
 */
export function verdictText(
  t: TFunction,
  language: string,
  market: Pick<MarketPositionDto, "sold" | "asking">,
  position: PricePosition | null,
): string {
  if (!position) return t("common:marketPosition.notEnough");
  const band = market[position.basis];
  return t(`common:marketPosition.${position.direction}`, {
    percent: Math.abs(position.percent),
    median: t(`common:marketPosition.${position.basis}Median`, { count: band.count }),
    months: bandMonths(band, language) ?? "",
  });
}

/** Why there is no verdict: the threshold and each kind's count ("3 sold prices and 2 asking prices"). */
export function notEnoughText(
  t: TFunction,
  market: Pick<MarketPositionDto, "sold" | "asking">,
  minObservations: number,
): string {
  return t("common:marketPosition.notEnoughText", {
    min: minObservations,
    sold: t("common:marketPosition.soldCount", { count: market.sold.count }),
    asking: t("common:marketPosition.askingCount", { count: market.asking.count }),
  });
}

/** A band's sources with their counts: "the shop's sales (3), prices recorded by the shop (9)". */
export function bandSourcesText(t: TFunction, language: string, band: MarketBandDto): string {
  const names = band.sources.map(({ source, count }) =>
    t("common:provenance.sourceCount", { source: t(`common:provenance.source.${source}`), count }),
  );
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(names);
}
