/**
 * Lists of row numbers kept ascending, and what the index does with them: a search's cost follows
 * the lengths of the lists it touches, never the catalogue's. Every list made here is an
 * Int32Array: a plain array filled by a loop whose variable began as a double (an Infinity
 * sentinel) holds doubles, and reading and growing one cost ten to forty times as much (issue 26:
 * a word's 96,000 rows took 10 ms to gather, 0.3 ms as integers).
 */
export type Rows = Readonly<ArrayLike<number>> & Iterable<number>;

export const noRows: Rows = new Int32Array(0);

/**
 * The first `n` rows of `out`: a view when they fill most of it, else a copy, so a short list kept
 * by a cache never holds a long buffer.
 */
export function firstRows(out: Int32Array, n: number): Int32Array {
  return n * 2 >= out.length ? out.subarray(0, n) : out.slice(0, n);
}

/** The rows `keep` admits, in order. */
export function rowsWhere(rows: Rows, keep: (row: number) => boolean): Int32Array {
  const out = new Int32Array(rows.length);
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    if (keep(row)) out[n++] = row;
  }
  return firstRows(out, n);
}

/** Where `key` is, or would go, in sorted `keys`. */
export function keyPlace(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows as a set of bits, one per row number: whether a row is among them costs one read. */
export function bitsOf(rows: Rows): Uint32Array {
  const last = rows.length > 0 ? (rows[rows.length - 1] as number) : -1;
  const bits = new Uint32Array((last >>> 5) + 1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    bits[row >>> 5] = (bits[row >>> 5] as number) | (1 << (row & 31));
  }
  return bits;
}

/** Whether `row` is among the rows `bitsOf` made `bits` from (rows past them are not). */
export function hasBit(bits: Uint32Array, row: number): boolean {
  return (((bits[row >>> 5] ?? 0) >>> (row & 31)) & 1) === 1;
}

/** Where `row` is, or would go, in `list`. */
export function lowerBound(list: Rows, row: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < row) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted(list: number[], row: number) {
  if (list.length === 0 || (list[list.length - 1] as number) < row) {
    list.push(row);
    return;
  }
  const at = lowerBound(list, row);
  if (list[at] !== row) list.splice(at, 0, row);
}

export function removeSorted(list: number[], row: number) {
  const at = lowerBound(list, row);
  if (list[at] === row) list.splice(at, 1);
}

export function intersect(a: Rows, b: Rows): Rows {
  if (a.length > b.length) return intersect(b, a);
  const out = new Int32Array(a.length);
  let n = 0;
  // A short list against a long one: look each up rather than walk both.
  if (a.length * 16 < b.length) {
    for (let i = 0; i < a.length; i++) {
      const row = a[i] as number;
      if (b[lowerBound(b, row)] === row) out[n++] = row;
    }
    return firstRows(out, n);
  }
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return firstRows(out, n);
}

/**
 * Many ascending lists as one, ascending and without repeats, the cheapest way for their sizes:
 * two are merged; a few rows spread wide are sorted; many rows are marked in `scratch`, a zeroed
 * byte per row the caller lends (and gets back zeroed), and read back in one pass over the rows
 * they span, so a broad union costs no allocation of the catalogue's size and no sort.
 */
export function unionAll(lists: readonly Rows[], scratch: Uint8Array): Rows {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length === 0) return noRows;
  if (nonEmpty.length === 1) return nonEmpty[0] as Rows;
  if (nonEmpty.length === 2) return union(nonEmpty[0] as Rows, nonEmpty[1] as Rows);
  let total = 0;
  let min = nonEmpty[0]?.[0] as number;
  let max = min;
  for (const list of nonEmpty) {
    total += list.length;
    min = Math.min(min, list[0] as number);
    max = Math.max(max, list[list.length - 1] as number);
  }
  // A sort costs about log2(total) steps a row, the pass one step for each row it spans.
  if (total * Math.log2(total) * 4 < max - min) {
    const all = new Int32Array(total);
    let n = 0;
    for (const list of nonEmpty) for (let i = 0; i < list.length; i++) all[n++] = list[i] as number;
    all.sort();
    let kept = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i] as number;
    return firstRows(all, kept);
  }
  let marked = 0;
  for (const list of nonEmpty)
    for (let i = 0; i < list.length; i++) {
      const row = list[i] as number;
      if (scratch[row] === 0) {
        scratch[row] = 1;
        marked++;
      }
    }
  return readMarked(scratch, min, max, marked);
}

/**
 * The `marked` rows from `min` to `max` set in `scratch`, ascending, each cleared as it is read, so
 * the caller's scratch is zeroed again.
 */
export function readMarked(scratch: Uint8Array, min: number, max: number, marked: number): Int32Array {
  const out = new Int32Array(marked);
  let n = 0;
  for (let row = min; row <= max && n < marked; row++)
    if (scratch[row] === 1) {
      out[n++] = row;
      scratch[row] = 0;
    }
  return out;
}

/** A union of two ascending lists. */
export function union(a: Rows, b: Rows): Rows {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return firstRows(out, n);
}

/**
 * Strings kept sorted, each with its ascending rows, so the keys beginning with a prefix are one
 * range; changed a row at a time (what a posting table took in since it was packed).
 */
export class KeyedRows {
  private keys: string[] = [];
  /** Each key's rows, at the key's place. */
  private rows: number[][] = [];

  /** Adds `row` under `key`. */
  add(key: string, row: number) {
    const at = this.keyIndex(key);
    if (this.keys[at] === key) insertSorted(this.rows[at] as number[], row);
    else {
      this.keys.splice(at, 0, key);
      this.rows.splice(at, 0, [row]);
    }
  }

  /** Removes `row` from `key`; true when the key has no rows left (and is gone). */
  remove(key: string, row: number): boolean {
    const at = this.keyIndex(key);
    if (this.keys[at] !== key) return false;
    const list = this.rows[at] as number[];
    removeSorted(list, row);
    if (list.length > 0) return false;
    this.keys.splice(at, 1);
    this.rows.splice(at, 1);
    return true;
  }

  exactly(key: string): Rows {
    const at = this.keyIndex(key);
    return this.keys[at] === key ? (this.rows[at] as Rows) : noRows;
  }

  private keyIndex(text: string): number {
    return keyPlace(this.keys, text);
  }

  /** The row lists of every key beginning with `prefix`. */
  withPrefix(prefix: string): Rows[] {
    const from = this.keyIndex(prefix);
    let to = from;
    while (to < this.keys.length && (this.keys[to] as string).startsWith(prefix)) to++;
    return this.rows.slice(from, to);
  }

  hasPrefix(prefix: string): boolean {
    return (this.keys[this.keyIndex(prefix)] ?? "").startsWith(prefix);
  }
}

/**
 * The `k` smallest of `values`, ascending, without sorting them all: a page wants 25 of up to
 * 2,000 matches, so a max-heap of `k` sees most values once and keeps few.
 */
export function smallest(values: ArrayLike<number>, k: number): Int32Array {
  const heap = new Int32Array(Math.min(k, values.length));
  let size = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (size < heap.length) {
      let at = size++;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if ((heap[up] as number) >= value) break;
        heap[at] = heap[up] as number;
        at = up;
      }
      heap[at] = value;
    } else if (size > 0 && value < (heap[0] as number)) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) break;
        const right = left + 1;
        const bigger = right < size && (heap[right] as number) > (heap[left] as number) ? right : left;
        if ((heap[bigger] as number) <= value) break;
        heap[at] = heap[bigger] as number;
        at = bigger;
      }
      heap[at] = value;
    }
  }
  return heap.sort();
}
