import type { BandFigures, MarketPositionDto } from "../../../shared/market-position";
import { formatMonthRange } from "../../../shared/month-range";
import { useTextDirection } from "../../i18n/use-text-direction";
import { useTranslation } from "../../i18n/use-translation";
import { useFormatPrice } from "../../lib/use-format-money";

const width = 400;
const height = 160;
const inset = 8;

/** Dots of radius 4 at each point, as one path: two arcs each, no element per price. */
const dots = (points: [number, number][]) =>
  points.map(([cx, cy]) => `M${(cx - 4).toFixed(1)} ${cy.toFixed(1)}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`).join("");

/** The price range drawn: every price shown, padded so no dot sits on the edge. */
function priceDomain(prices: number[]): [number, number] {
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const pad = Math.max((high - low) * 0.1, high * 0.02, 1);
  return [low - pad, high + pad];
}

/**
 * The reference's price history (issue 31) as inline SVG drawn on the server like the rest of the
 * page, no chart library: sold prices as filled dots, asking prices as open dots, the middle half
 * of the band the verdict used as a shaded strip, this watch's price as a line. Time runs from the
 * reading start (right to left in Arabic). Its text alternative is the table of prices by month.
 */
export function MarketHistoryChart({
  market,
  priceUsdCents,
  band,
}: {
  market: Pick<MarketPositionDto, "history" | "months">;
  priceUsdCents: number;
  /** The figures of the band the verdict used, shaded; none without a verdict. */
  band: BandFigures | null;
}) {
  const { t, i18n } = useTranslation();
  const isRtl = useTextDirection() === "rtl";
  const price = useFormatPrice();
  const { history, months } = market;
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const drawn = [
    ...history.map((point) => point.usdCents),
    priceUsdCents,
    ...(band ? [band.q1UsdCents, band.q3UsdCents] : []),
  ];
  const [low, high] = priceDomain(drawn);
  const start = Date.parse(first.at);
  const span = Date.parse(last.at) - start;
  const y = (usdCents: number) => inset + ((high - usdCents) / (high - low)) * (height - 2 * inset);
  const x = (at: string) => {
    const along = span > 0 ? (Date.parse(at) - start) / span : 0.5;
    const fromStart = inset + along * (width - 2 * inset);
    return isRtl ? width - fromStart : fromStart;
  };
  const range = formatMonthRange(first.at, last.at, i18n.language);
  return (
    <figure className="grid min-w-0 gap-3" data-testid="market-chart">
      <figcaption className="text-sm font-medium">{t("common:marketPosition.chartTitle")}</figcaption>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted-foreground">
        <div className="flex flex-col justify-between py-1 text-end">
          <bdi dir="ltr">{price.format(Math.max(...drawn))}</bdi>
          <bdi dir="ltr">{price.format(Math.min(...drawn))}</bdi>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full overflow-visible rounded-sm border border-border bg-card"
          role="img"
          aria-label={t("common:marketPosition.chartLabel", { count: history.length, months: range })}
        >
          {band && (
            <rect
              x={0}
              width={width}
              y={y(band.q3UsdCents)}
              height={Math.max(1, y(band.q1UsdCents) - y(band.q3UsdCents))}
              className="fill-gold/20"
            />
          )}
          {band && (
            <line
              x1={0}
              x2={width}
              y1={y(band.medianUsdCents)}
              y2={y(band.medianUsdCents)}
              className="stroke-gold-dark"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
          <line
            x1={0}
            x2={width}
            y1={y(priceUsdCents)}
            y2={y(priceUsdCents)}
            className="stroke-ink"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
          {(["sold", "asking"] as const).map((kind) => (
            <path
              key={kind}
              d={dots(
                history
                  .filter((point) => point.kind === kind)
                  .map((point) => [x(point.at), y(point.usdCents)]),
              )}
              className={kind === "sold" ? "fill-ink" : "fill-card stroke-ink"}
              strokeWidth={kind === "sold" ? 0 : 1.5}
            />
          ))}
        </svg>
        <div className="col-start-2 flex justify-between">
          <span>{formatMonthRange(first.at, first.at, i18n.language)}</span>
          <span>{formatMonthRange(last.at, last.at, i18n.language)}</span>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-ink" />
          {t("common:marketPosition.legend.sold")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full border-[1.5px] border-ink" />
          {t("common:marketPosition.legend.asking")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-ink" />
          {t("common:marketPosition.legend.thisWatch")}
        </li>
        {band && (
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-4 bg-gold/20" />
            {t("common:marketPosition.legend.middleHalf")}
          </li>
        )}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          {t("common:marketPosition.byMonth")}
        </summary>
        <table className="mt-2 w-full text-start text-xs" data-testid="market-months">
          <caption className="sr-only">{t("common:marketPosition.medianNote")}</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 text-start font-medium">
                {t("common:marketPosition.month")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("common:marketPosition.band.sold")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("common:marketPosition.band.asking")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => {
              const at = `${month.month}-15T00:00:00Z`;
              return (
                <tr key={month.month} className="border-t border-border">
                  <th scope="row" className="py-1 text-start font-normal">
                    {formatMonthRange(at, at, i18n.language)}
                  </th>
                  {([month.sold, month.asking] as const).map((cell, index) => (
                    <td key={index === 0 ? "sold" : "asking"} className="py-1">
                      {cell ? (
                        <bdi dir="ltr">
                          {t("common:marketPosition.cell", {
                            median: price.format(cell.medianUsdCents),
                            count: cell.count,
                          })}
                        </bdi>
                      ) : (
                        t("common:marketPosition.none")
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
