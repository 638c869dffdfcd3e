/**
 * Typo tolerance for search (issue 26): whether a typed word is within a few edits of a word of the
 * vocabulary. Called against a vocabulary of thousands of words per query, so it stops as soon as
 * the answer is known and only fills the cells that can still be within the bound.
 */

/** A word's code points, so an Arabic letter or an emoji is one character, not two halves. */
function codePoints(word: string): number[] {
  const points: number[] = [];
  for (const character of word) points.push(character.codePointAt(0) as number);
  return points;
}

/**
 * Whether the optimal-string-alignment distance between `a` and `b` is at most `max`: insertions,
 * deletions, substitutions and swaps of two neighbours ("omgea" for "omega") cost one edit each.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (max < 1) return false;
  const s = codePoints(a);
  const t = codePoints(b);
  const n = s.length;
  const m = t.length;
  if (Math.abs(n - m) > max) return false;
  // A cell more than `max` off the diagonal is over the bound already (its distance is at least
  // |i - j|), so each row fills only the band around it and treats the rest as `over`.
  const over = max + 1;
  let beforePrevious = new Int32Array(m + 1);
  let previous = new Int32Array(m + 1);
  let current = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    current[0] = Math.min(i, over);
    if (from > 1) current[from - 1] = over;
    let rowMin = current[0] as number;
    const si = s[i - 1];
    for (let j = from; j <= to; j++) {
      const tj = t[j - 1];
      let cell = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (si === tj ? 0 : 1),
      );
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj)
        cell = Math.min(cell, (beforePrevious[j - 2] as number) + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    // The next row reads one cell past this band.
    if (to < m) current[to + 1] = over;
    if (rowMin > max) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return (previous[m] as number) <= max;
}

/** The typos a word may carry and still be recognised: none under 5 letters, 1 from 5, 2 from 9. */
export function allowedTypos(word: string): number {
  let letters = 0;
  for (const _ of word) letters++;
  if (letters >= 9) return 2;
  return letters >= 5 ? 1 : 0;
}
