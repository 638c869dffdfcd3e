import type { MarketPriceDto, ObservedSource, SourceSummaryDto } from "../../../shared/market-schemas";
import type { TFunction } from "../../i18n/translator";
import { formatShopDate } from "../../lib/format-date";

export type MarketFigures = NonNullable<MarketPriceDto["market"]>;

/** "The shop's sales (3)": a source named with the number of prices it gave. */
export function sourceLabel(t: TFunction, source: ObservedSource, count: number): string {
  return t(`analysis:sources.${source}`, { count });
}

/** Names joined as the language joins a list ("a, b and c" / "أ وب وج"). */
export function joinList(language: string, parts: string[]): string {
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(parts);
}

/**
 * The profit recommendation's justification (issue 12), phrased from the data only: the sources
 * combined with their sample sizes, the newest price's date, the outliers left out, and the risk
 * with the factors that raised it (shared/market-pricing.ts assessRisk).
 */
export function justification(
  t: TFunction,
  language: string,
  market: MarketFigures,
  sources: SourceSummaryDto[],
): string {
  const used = sources.filter((summary) => market.basis.includes(summary.source) && summary.count > 0);
  const named = joinList(
    language,
    used.map((summary) =>
      t("analysis:recommendation.sourcePart", {
        source: t(`analysis:sources.inSentence.${summary.source}`),
        count: summary.count,
      }),
    ),
  );
  const date = formatShopDate(market.newestAt, language);
  const sentences = [t("analysis:recommendation.basis", { sources: named, count: market.sampleSize, date })];
  if (market.outlierCount > 0)
    sentences.push(t("analysis:recommendation.outliers", { count: market.outlierCount }));
  const risk = t(`analysis:market.riskLevel.${market.risk}`);
  const factors = market.riskFactors;
  const reasons = [
    factors.spread > 0 && t("analysis:recommendation.reason.spread"),
    factors.sampleSize > 0 && t("analysis:recommendation.reason.sampleSize"),
    factors.age > 0 && t("analysis:recommendation.reason.age", { days: market.newestAgeDays }),
    factors.confidence > 0 && t("analysis:recommendation.reason.confidence"),
  ].filter((reason): reason is string => Boolean(reason));
  sentences.push(
    reasons.length > 0
      ? t("analysis:recommendation.riskBecause", { risk, reasons: joinList(language, reasons) })
      : t("analysis:recommendation.riskClear", { risk }),
  );
  sentences.push(
    t("analysis:recommendation.discount", { discount: Math.round(market.buyingDiscountBasisPoints / 100) }),
  );
  return sentences.join(" ");
}
