import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MonthlySalesDto } from "../../../../../shared/dashboard";
import { chartColors, compactKwd, monthLabel } from "../../../../components/charts/chart-format";
import { ChartFrame } from "../../../../components/charts/chart-frame";
import { ChartLegend } from "../../../../components/charts/chart-legend";
import { useTextDirection } from "../../../../i18n/use-text-direction";
import { useTranslation } from "../../../../i18n/use-translation";
import { useFormatMoney } from "../../../../lib/use-format-money";

/** Revenue and profit of the store's sales, month by month for a year, in KWD. */
export function SalesByMonthChart({ months }: { months: MonthlySalesDto[] }) {
  const { t, i18n } = useTranslation("admin");
  const rtl = useTextDirection() === "rtl";
  const formatMoney = useFormatMoney();
  const kwdText = (fils: number) => formatMoney(fils, "KWD");
  const data = months.map((row) => ({ ...row, label: monthLabel(row.month, i18n.language) }));
  return (
    <ChartFrame
      id="chart-sales"
      title={t("dashboard.charts.sales")}
      columns={[t("dashboard.charts.month"), t("dashboard.charts.revenue"), t("dashboard.charts.profit")]}
      rows={months.map((row) => [
        monthLabel(row.month, i18n.language, "long"),
        kwdText(row.revenueFils),
        kwdText(row.profitFils),
      ])}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tick={{ fill: chartColors.axis, fontSize: 12 }}
            tickLine={false}
            interval="preserveStartEnd"
          />
          <YAxis
            orientation={rtl ? "right" : "left"}
            tickFormatter={compactKwd}
            tick={{ fill: chartColors.axis, fontSize: 12 }}
            width={48}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            formatter={(value) => kwdText(Number(value))}
            labelFormatter={(_, payload) =>
              payload?.[0]
                ? monthLabel((payload[0].payload as MonthlySalesDto).month, i18n.language, "long")
                : ""
            }
          />
          <Legend content={<ChartLegend />} />
          <Bar
            dataKey="revenueFils"
            name={t("dashboard.charts.revenue")}
            fill={chartColors.revenue}
            radius={2}
          />
          <Bar
            dataKey="profitFils"
            name={t("dashboard.charts.profit")}
            fill={chartColors.profit}
            radius={2}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
