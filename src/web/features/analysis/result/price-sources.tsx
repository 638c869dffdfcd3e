import type { SourceSummaryDto } from "../../../../shared/market-schemas";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { formatShopDate } from "../../../lib/format-date";
import { sourceLabel } from "../market-words";

/**
 * Where every price comes from (issue 12): each source the market service asked, with how many
 * prices it gave, their median and the newest date, or why it gave none. A price the median left
 * out as an outlier is neither counted nor dated: it is said to be left out (issue 24).
 */
export function PriceSources({ sources }: { sources: SourceSummaryDto[] }) {
  const { t, i18n } = useTranslation("analysis");
  return (
    <section aria-labelledby="price-sources" className="grid gap-2">
      <h3 id="price-sources" className="text-sm font-medium">
        {t("sources.title")}
      </h3>
      <ul className="grid gap-1.5 text-sm" data-testid="price-sources">
        {sources.map((summary) => (
          <li
            key={summary.source}
            className="flex flex-wrap items-baseline gap-x-2"
            data-source={summary.source}
          >
            <span className={summary.status === "ok" ? "font-medium" : "text-muted-foreground"}>
              {summary.status === "ok"
                ? sourceLabel(t, summary.source, summary.count)
                : t(`sources.name.${summary.source}`)}
            </span>
            {summary.status === "ok" ? (
              <span className="text-muted-foreground">
                {summary.medianUsdCents !== null && (
                  <>
                    {t("sources.median")} <Price cents={summary.medianUsdCents} />
                  </>
                )}
                {summary.newestAt && (
                  <>
                    {" · "}
                    {t("sources.newest", { date: formatShopDate(summary.newestAt, i18n.language) })}
                  </>
                )}
                {summary.outlierCount > 0 && (
                  <>
                    {summary.count > 0 && " · "}
                    <span data-testid="price-source-outliers">
                      {t("sources.outliers", { count: summary.outlierCount })}
                    </span>
                  </>
                )}
              </span>
            ) : (
              <span className="text-muted-foreground">— {t(`sources.status.${summary.status}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
