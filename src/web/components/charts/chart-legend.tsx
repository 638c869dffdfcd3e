import type { LegendPayload } from "recharts";

/**
 * A chart's legend: a colour swatch and the series' name. Not recharts' own, whose icons carry an
 * English accessible name ("Revenue legend icon") inside pages of either language; the swatch here
 * is decoration beside the name it stands for.
 */
export function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs" dir="auto">
      {payload?.map((entry) => (
        <li key={entry.value ?? String(entry.dataKey)} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-xs" style={{ background: entry.color }} />
          <span>{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}
