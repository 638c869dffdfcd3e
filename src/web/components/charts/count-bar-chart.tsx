import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTextDirection } from "../../i18n/use-text-direction";
import { chartColors } from "./chart-format";
import { ChartFrame } from "./chart-frame";

/** The chart's words, in its page's words (translated already). */
export interface CountBarChartWords {
  title: string;
  /** The names' column and the counts' column of the screen readers' table. */
  nameColumn: string;
  countColumn: string;
  /** Shown instead of the bars when there is nothing to count. */
  empty: string;
}

/** How many of something each name has, as horizontal bars: names read at the start side. */
export function CountBarChart({
  id,
  rows,
  words,
}: {
  id: string;
  rows: { name: string; count: number }[];
  words: CountBarChartWords;
}) {
  const rtl = useTextDirection() === "rtl";
  return (
    <ChartFrame
      id={id}
      title={words.title}
      columns={[words.nameColumn, words.countColumn]}
      rows={rows.map((row) => [row.name, row.count.toLocaleString("en-US")])}
    >
      {rows.length === 0 ? (
        <p className="grid h-full place-items-center text-sm text-muted-foreground" dir="auto">
          {words.empty}
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
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
            <Bar dataKey="count" name={words.countColumn} fill={chartColors.brand} radius={2} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}
