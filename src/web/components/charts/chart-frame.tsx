import type { ReactNode } from "react";

/**
 * A chart with its title and, for screen readers, the same figures as a table: the drawing is
 * hidden from them, the table is what they read (WAI "complex images").
 */
export function ChartFrame({
  id,
  title,
  columns,
  rows,
  children,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: ReactNode[][];
  children: ReactNode;
}) {
  return (
    <figure className="rounded-md border border-border bg-card p-5 shadow-xs" aria-labelledby={id}>
      <figcaption id={id} className="font-display text-xl font-medium">
        {title}
      </figcaption>
      {/* recharts lays out left to right only; each chart mirrors itself for Arabic. The drawing
          is hidden from assistive technology, so each chart turns off recharts' keyboard layer. */}
      <div className="mt-4 h-64" dir="ltr" aria-hidden="true">
        {children}
      </div>
      {/* A table ignores sr-only's one-pixel width: the clipping box around it keeps its full
          width from widening a phone's page (14 px of sideways scroll at 375 px). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed, ordered series
              <tr key={index}>
                {cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed column order
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
