/**
 * CSV for the back office's exports (inventory, subscribers, catalogue): RFC 4180 quoting, a BOM so
 * spreadsheet programs read Arabic as UTF-8, and any cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return) prefixed with an apostrophe (OWASP "CSV injection"); a plain
 * number written as text ("-50.000", a loss) is a number, not a formula, and stays as it is.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === "number" || typeof cell === "boolean") return String(cell);
  const guarded = formulaStart.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Cents as a plain USD decimal ("14250.00"). */
export function usdCell(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** The whole file: a header row, then one line per row, CRLF line ends as RFC 4180 has them. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(cellText).join(",")];
  for (const row of rows) lines.push(row.map(cellText).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The headers of a CSV download named `name-YYYY-MM-DD.csv`, never cached. */
export function csvDownloadHeaders(name: string, now = new Date()): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
    "Cache-Control": "no-store",
  };
}
