import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BrandCountDto } from "../../../../../shared/dashboard";
import { useTextDirection } from "../../../../i18n/use-text-direction";
import { chartColors } from "./chart-format";
import { ChartFrame } from "./chart-frame";

/** How many listings each brand has, as horizontal bars: names read at the start side. */
export function ListingsByBrandChart({ brands }: { brands: BrandCountDto[] }) {
  const { t } = useTranslation("admin");
  const rtl = useTextDirection() === "rtl";
  const data = brands.map((row) => ({
    name: row.brand ?? t("dashboard.charts.otherBrands"),
    count: row.count,
  }));
  return (
    <ChartFrame
      id="chart-brands"
      title={t("dashboard.charts.brands")}
      columns={[t("dashboard.charts.brand"), t("dashboard.charts.listings")]}
      rows={data.map((row) => [row.name, row.count.toLocaleString("en-US")])}
    >
      {data.length === 0 ? (
        <p className="grid h-full place-items-center text-sm text-muted-foreground" dir="auto">
          {t("dashboard.charts.noListings")}
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid horizontal={false} stroke={chartColors.grid} />
            <XAxis
              type="number"
              reversed={rtl}
              allowDecimals={false}
              tick={{ fill: chartColors.axis, fontSize: 12 }}
              tickLine={false}
            />
            <YAxis
              type="category"
              dataKey="name"
              orientation={rtl ? "right" : "left"}
              width={116}
              tick={{ fill: chartColors.axis, fontSize: 12 }}
              axisLine={false}
              tickLine={false}
            />
            <Tooltip formatter={(value) => Number(value).toLocaleString("en-US")} />
            <Bar dataKey="count" name={t("dashboard.charts.listings")} fill={chartColors.brand} radius={2} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}
