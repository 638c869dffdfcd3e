import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import ChevronsUpDownIcon from "lucide-react/icons/chevrons-up-down";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import type { PagedTableState } from "./paged-list";
import { Skeleton } from "./skeleton";

/** The width from which a folded column has a cell of its own; below it, it folds under the first. */
export type Fold = "sm" | "md" | "lg" | "xl";

// Whole class names, so that Tailwind's scanner sees each one.
const cellFrom: Record<Fold, string> = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
};
const foldedUntil: Record<Fold, string> = {
  sm: "sm:hidden",
  md: "md:hidden",
  lg: "lg:hidden",
  xl: "xl:hidden",
};
const folds: Fold[] = ["sm", "md", "lg", "xl"];

export type SortDirection = "asc" | "desc";
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Below this width the column's cell is hidden and its content shows under the first column. */
  fold?: Fold;
  /** What shows under the first column when folded, if not the cell itself; `null` for nothing. */
  folded?: ((row: Row) => ReactNode) | null;
  /** Folded, the value goes under its heading's name, two to a line: for figures alike (prices). */
  foldLabel?: boolean;
  align?: "start" | "end";
  /** The column's width and the like, on its heading and every cell. */
  className?: string;
  /** A column the header can sort by: by the table's `onSort`, or here by this value. */
  sortable?: boolean;
  sortValue?: (row: Row) => number | string | null;
  /** The first column may head its row for screen readers (a report's period). */
  rowHeader?: boolean;
}

export interface TableSelection<Row> {
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  /** Rows that cannot be ticked have no box (an order that is not paid cannot be shipped). */
  canSelect?: (row: Row) => boolean;
  label: (row: Row) => string;
  allLabel: string;
}

const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";
const cellClass = "px-2 py-3 align-middle sm:px-3";
const checkbox = "size-4 accent-gold-dark";

/**
 * The back office's table: headings that sort, a box per row for bulk actions, the row's actions
 * at its end, skeleton rows while the first page loads and one row saying there is nothing. On a
 * phone each row folds into a card: the columns marked `fold` show under the first one, so
 * nothing scrolls sideways and nothing is read twice (the hidden copy is `display: none`).
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey = (row) => (row as { id: string }).id,
  rowTestId,
  caption,
  fixed = false,
  state,
  sort,
  onSort,
  selection,
  actions,
}: {
  rows: Row[];
  columns: Column<Row>[];
  /** Rows are known by their `id` unless this says otherwise. */
  rowKey?: (row: Row) => string;
  rowTestId?: string;
  caption?: string;
  /** Fixed layout, for columns of set widths whose long words are cut, not widened. */
  fixed?: boolean;
  /** A paged list's first load (skeleton rows) and emptiness (one row saying so). */
  state?: PagedTableState;
  /** Given with `onSort`, the order is the caller's (the server's); else the table sorts itself. */
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  selection?: TableSelection<Row>;
  /** The row's own buttons, at its end under the "Actions" heading. */
  actions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const [ownSort, setOwnSort] = useState<TableSort>();
  const loading = state?.loading;
  const current = onSort ? sort : ownSort;
  const shown = onSort ? rows : sortRows(rows, columns, ownSort);
  const [first, ...rest] = columns;
  if (!first) throw new Error("A table needs at least one column");
  const plainFolds = rest.filter((column) => column.fold && !column.foldLabel);
  const labelledFolds = rest.filter((column) => column.fold && column.foldLabel);
  const widestPlain = widest(plainFolds);
  const widestLabelled = widest(labelledFolds);
  const selectable = selection ? rows.filter((row) => selection.canSelect?.(row) ?? true).map(rowKey) : [];
  const canTick = new Set(selectable);
  // The skeleton's cells, each hidden where its column's cells are.
  const placeholders = [
    ...(selection ? [""] : []),
    ...columns.map((column) => (column.fold ? cellFrom[column.fold] : "")),
    ...(actions ? [""] : []),
  ];

  const sortBy = (column: Column<Row>) => {
    const next: TableSort = {
      column: column.key,
      direction: current?.column === column.key && current.direction === "asc" ? "desc" : "asc",
    };
    if (onSort) onSort(next);
    else setOwnSort(next);
  };

  return (
    <div className="overflow-x-auto rounded-md border border-border bg-card shadow-xs">
      <table className={cn("w-full border-collapse text-sm", fixed && "table-fixed")}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-border bg-muted/40">
          <tr>
            {selection && (
              <th scope="col" className={cn(heading, "w-10 pe-0")}>
                {selectable.length > 0 && (
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={selectable.every((id) => selection.selected.has(id))}
                    aria-label={selection.allLabel}
                    onChange={(event) => selection.onSelect(selectable, event.target.checked)}
                  />
                )}
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  current?.column === column.key
                    ? current.direction === "asc"
                      ? "ascending"
                      : "descending"
                    : undefined
                }
                className={cn(heading, placement(column))}
              >
                {column.sortable ? (
                  <SortButton
                    direction={current?.column === column.key ? current.direction : undefined}
                    onClick={() => sortBy(column)}
                  >
                    {column.header}
                  </SortButton>
                ) : (
                  column.header
                )}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(heading, "text-end")}>
                <span className="sr-only sm:not-sr-only">{t("common:actions.rowActions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading && <LoadingRows cells={placeholders} label={loading} />}
          {shown.map((row) => {
            const id = rowKey(row);
            const FirstCell = first.rowHeader ? "th" : "td";
            return (
              <tr key={id} className="border-b border-border/70 last:border-0" data-testid={rowTestId}>
                {selection && (
                  <td className={cn(cellClass, "w-10 pe-0")}>
                    {canTick.has(id) && (
                      <input
                        type="checkbox"
                        className={checkbox}
                        checked={selection.selected.has(id)}
                        aria-label={selection.label(row)}
                        onChange={(event) => selection.onSelect([id], event.target.checked)}
                      />
                    )}
                  </td>
                )}
                <FirstCell
                  scope={first.rowHeader ? "row" : undefined}
                  className={cn(cellClass, "text-start", first.rowHeader && "font-medium", first.className)}
                >
                  {first.cell(row)}
                  {widestPlain && (
                    <div
                      className={cn(
                        "mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-normal text-muted-foreground",
                        foldedUntil[widestPlain],
                      )}
                    >
                      {plainFolds.map((column) => {
                        const folded = column.folded !== null && (column.folded ?? column.cell)(row);
                        return (
                          folded && (
                            <span key={column.key} className={foldedUntil[column.fold as Fold]}>
                              {folded}
                            </span>
                          )
                        );
                      })}
                    </div>
                  )}
                  {widestLabelled && (
                    <dl
                      className={cn(
                        "mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-xs font-normal",
                        foldedUntil[widestLabelled],
                      )}
                    >
                      {labelledFolds.map((column) => (
                        <div
                          key={column.key}
                          className={cn("grid content-start gap-0.5", foldedUntil[column.fold as Fold])}
                        >
                          <dt className="text-muted-foreground">{column.header}</dt>
                          <dd className="min-w-0">{(column.folded ?? column.cell)(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </FirstCell>
                {rest.map((column) => (
                  <td key={column.key} className={cn(cellClass, placement(column))}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className={cn(cellClass, "text-end")}>
                    {/* Stacked on a phone, so the folded first column keeps the width. */}
                    <div className="flex flex-col items-end gap-0.5 sm:flex-row sm:justify-end sm:gap-1">
                      {actions(row)}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Below the headings rather than a row: a cell spanning columns a phone hides would widen the table. */}
      {!loading && shown.length === 0 && state?.empty && (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center text-sm text-muted-foreground">
          {state.empty}
        </div>
      )}
    </div>
  );
}

/** Where a column's heading and cells sit: hidden while folded, to the end for figures, its width. */
function placement<Row>(column: Column<Row>): string {
  return cn(column.fold && cellFrom[column.fold], column.align === "end" && "text-end", column.className);
}

/** The widest width below which any of these columns folds. */
function widest<Row>(columns: Column<Row>[]): Fold | undefined {
  return folds.findLast((fold) => columns.some((column) => column.fold === fold));
}

function SortButton({
  direction,
  onClick,
  children,
}: {
  direction: SortDirection | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mx-1 inline-flex items-center gap-1 rounded-xs px-1 uppercase tracking-[inherit] outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
      <Icon className={cn("size-3.5", !direction && "opacity-50")} aria-hidden="true" />
    </button>
  );
}

function LoadingRows({ cells, label }: { cells: string[]; label: string }) {
  return [0, 1, 2].map((row) => (
    <tr key={row} className="border-b border-border/70 last:border-0">
      {cells.map((hidden, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <td key={column} className={cn(cellClass, hidden)}>
          {row === 0 && column === 0 && (
            <span role="status" className="sr-only">
              {label}
            </span>
          )}
          <Skeleton className="h-4 w-full max-w-32" />
        </td>
      ))}
    </tr>
  ));
}

/** The rows in the column's order; a row without a value goes last either way. */
function sortRows<Row>(rows: Row[], columns: Column<Row>[], sort: TableSort | undefined): Row[] {
  const value = columns.find((column) => column.key === sort?.column)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}
