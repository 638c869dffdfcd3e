/**
 * A run of Latin letters and digits, with the spaces and marks inside a name or a reference
 * ("Rolex 126610LN", "Calibre 3235"): what an Arabic line isolates so it keeps its order (STYLE.md 10).
 */
export const latinRun =
  /[A-Za-z0-9\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F .,'’&/+-]*[A-Za-z0-9\u00C0-\u024F])?/g;

/** Text cut into its Latin runs and the rest, in order, each with where it starts (a stable key). */
export function latinPieces(value: string): { text: string; latin: boolean; at: number }[] {
  const pieces: { text: string; latin: boolean; at: number }[] = [];
  let last = 0;
  for (const match of value.matchAll(latinRun)) {
    if (match.index > last) pieces.push({ text: value.slice(last, match.index), latin: false, at: last });
    pieces.push({ text: match[0], latin: true, at: match.index });
    last = match.index + match[0].length;
  }
  if (last < value.length) pieces.push({ text: value.slice(last), latin: false, at: last });
  return pieces;
}
