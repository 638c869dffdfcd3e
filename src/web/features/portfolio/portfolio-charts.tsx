import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "../../../shared/money";
import type { PortfolioStatsDto } from "../../../shared/portfolio-schemas";
import { chartColors, compactMoney, dayLabel } from "../../components/charts/chart-format";
import { ChartFrame } from "../../components/charts/chart-frame";
import { CountBarChart } from "../../components/charts/count-bar-chart";
import { useTextDirection } from "../../i18n/use-text-direction";
import { useTranslation } from "../../i18n/use-translation";

const usdText = (cents: number) => formatMoney(cents, "USD");

/** The portfolio's total value on each day a valuation was made (issue 11), in USD: it holds until the next one. */
function ValueOverTimeChart({ points }: { points: PortfolioStatsDto["valueOverTime"] }) {
  const { t, i18n } = useTranslation("portfolio");
  const rtl = useTextDirection() === "rtl";
  // A time axis, so the gaps between valuations read as the time that passed.
  const data = points.map((point) => ({ ...point, at: Date.parse(`${point.date}T00:00:00Z`) }));
  const tick = (at: number) => dayLabel(new Date(at).toISOString().slice(0, 10), i18n.language);
  return (
    <ChartFrame
      id="chart-portfolio-value"
      title={t("charts.valueOverTime")}
      columns={[t("charts.date"), t("charts.value")]}
      rows={points.map((point) => [
        dayLabel(point.date, i18n.language, "long"),
        usdText(point.totalValueCents),
      ])}
    >
      {data.length === 0 ? (
        <p className="grid h-full place-items-center text-sm text-muted-foreground" dir="auto">
          {t("charts.noValues")}
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={chartColors.grid} />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              tickFormatter={tick}
              reversed={rtl}
              tick={{ fill: chartColors.axis, fontSize: 12 }}
              tickLine={false}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? "right" : "left"}
              tickFormatter={(cents: number) => compactMoney(cents, "USD")}
              tick={{ fill: chartColors.axis, fontSize: 12 }}
              width={48}
              axisLine={false}
              tickLine={false}
              domain={["auto", "auto"]}
            />
            <Tooltip
              formatter={(value) => usdText(Number(value))}
              labelFormatter={(_, payload) =>
                payload?.[0]
                  ? dayLabel((payload[0].payload as { date: string }).date, i18n.language, "long")
                  : ""
              }
            />
            <Area
              type="stepAfter"
              dataKey="totalValueCents"
              name={t("charts.value")}
              stroke={chartColors.brand}
              fill={chartColors.revenue}
              fillOpacity={0.25}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </AreaChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}

/** The portfolio's two charts: how many watches of each brand, and the total value over time. */
export function PortfolioCharts({ stats }: { stats: PortfolioStatsDto }) {
  const { t } = useTranslation("portfolio");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CountBarChart
        id="chart-portfolio-brands"
        rows={stats.brandDistribution.map((row) => ({ name: row.brand, count: row.count }))}
        words={{
          title: t("charts.brands"),
          nameColumn: t("charts.brand"),
          countColumn: t("charts.watches"),
          empty: t("charts.noBrands"),
        }}
      />
      <ValueOverTimeChart points={stats.valueOverTime} />
    </div>
  );
}
