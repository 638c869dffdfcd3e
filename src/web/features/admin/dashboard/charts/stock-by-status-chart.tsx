import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { type StoreItemStatus, storeItemStatuses } from "../../../../../shared/store-item-lifecycle";
import { chartColors } from "../../../../components/charts/chart-format";
import { ChartFrame } from "../../../../components/charts/chart-frame";
import { useTranslation } from "../../../../i18n/use-translation";

/** The store's watches by status, in the inventory's own colours; the legend carries the counts. */
export function StockByStatusChart({ byStatus }: { byStatus: Record<StoreItemStatus, number> }) {
  const { t } = useTranslation("admin");
  const data = storeItemStatuses.map((status) => ({
    status,
    name: t(`dashboard.charts.status.${status}`),
    value: byStatus[status],
  }));
  const total = data.reduce((sum, row) => sum + row.value, 0);
  return (
    <ChartFrame
      id="chart-stock"
      title={t("dashboard.charts.stock")}
      columns={[t("dashboard.charts.statusColumn"), t("dashboard.charts.watches")]}
      rows={data.map((row) => [row.name, row.value.toLocaleString("en-US")])}
    >
      {total === 0 ? (
        <p className="grid h-full place-items-center text-sm text-muted-foreground" dir="auto">
          {t("dashboard.charts.noStock")}
        </p>
      ) : (
        <div className="flex h-full items-center gap-4">
          <ResponsiveContainer width="60%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={data}
                dataKey="value"
                nameKey="name"
                innerRadius="55%"
                outerRadius="90%"
                paddingAngle={1}
              >
                {data.map((row) => (
                  <Cell key={row.status} fill={chartColors[row.status]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => Number(value).toLocaleString("en-US")} />
            </PieChart>
          </ResponsiveContainer>
          <ul className="grid gap-2 text-sm" dir="auto">
            {data.map((row) => (
              <li key={row.status} className="flex items-center gap-2">
                <span className="size-2.5 rounded-full" style={{ background: chartColors[row.status] }} />
                <span>{row.name}</span>
                <bdi dir="ltr" className="tabular-nums text-muted-foreground">
                  {row.value.toLocaleString("en-US")}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}
