/**
 * Reads CSV as RFC 4180 writes it (and as toCsv in csv.ts does): a leading BOM dropped, fields
 * quoted with doubled quotes inside, CRLF or LF line ends, a trailing line end ignored. Answers
 * undefined for text that is not CSV (a quote left open, text after a closing quote).
 */
export function parseCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
      continue;
    }
    if (char === ",") {
      row.push(field);
      field = "";
      afterQuote = false;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      afterQuote = false;
    } else if (afterQuote) {
      return undefined;
    } else if (char === '"' && field === "") {
      quoted = true;
    } else {
      field += char;
    }
  }
  if (quoted) return undefined;
  if (field !== "" || row.length > 0 || afterQuote) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * A cell as it was before toCsv guarded it: an apostrophe it put before a formula's first
 * character comes off, so an exported file imports back unchanged.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
