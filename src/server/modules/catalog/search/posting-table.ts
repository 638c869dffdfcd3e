import { KeyedRows, keyPlace, noRows, type Rows, readMarked, unionAll } from "./sorted-lists";

/** Packed rows, then rows put since (all above them), as one list. */
function appended(packed: Rows, since: Rows): Int32Array {
  const out = new Int32Array(packed.length + since.length);
  out.set(packed);
  out.set(since, packed.length);
  return out;
}

/**
 * Keys (words, pieces of references), each with its ascending rows, as the index holds them: what
 * a full read found packed in two typed arrays (4 bytes a posting and one sorted list of keys,
 * where a list per key cost 8 bytes a posting and about 60 bytes a key: a third of the index,
 * issue 26), and what was put since in a small keyed list beside it. A put listing always takes a
 * new row, above every packed one, so a key's packed rows then its new ones are in order. A
 * removed listing's packed postings stay until the index is built again and are skipped as lists
 * are read: `alive` holds 1 for each row that still holds a listing. A key none of whose packed
 * listings went is read as a view of the packed rows, without a copy.
 */
export class PostingTable {
  private keys: string[] = [];
  /** Key k's rows are `rows[starts[k]]` to `rows[starts[k + 1] - 1]`. */
  private starts = new Int32Array(1);
  private rows = new Int32Array(0);
  /** Each packed key's postings of live rows, so a key whose listings all went is known as gone. */
  private live = new Int32Array(0);
  private readonly since = new KeyedRows();
  private readonly loading = new Map<string, number[]>();
  /** Rows under this were packed; the rest were put since. */
  private packedBelow = 0;

  /** `alive` gives the index's current byte per row (it is replaced as the index grows). */
  constructor(private readonly alive: () => Uint8Array) {}

  /** While the index is first built, rows arrive ascending. */
  load(key: string, row: number) {
    const list = this.loading.get(key);
    if (!list) this.loading.set(key, [row]);
    else if (list[list.length - 1] !== row) list.push(row);
    this.packedBelow = Math.max(this.packedBelow, row + 1);
  }

  /** Packs what was loaded. */
  finish() {
    this.keys = [...this.loading.keys()].sort();
    this.starts = new Int32Array(this.keys.length + 1);
    this.live = new Int32Array(this.keys.length);
    let total = 0;
    this.keys.forEach((key, k) => {
      const n = (this.loading.get(key) as number[]).length;
      this.live[k] = n;
      total += n;
      this.starts[k + 1] = total;
    });
    this.rows = new Int32Array(total);
    this.keys.forEach((key, k) => {
      this.rows.set(this.loading.get(key) as number[], this.starts[k] as number);
    });
    this.loading.clear();
  }

  /** Posts a row put after the build: above every row posted before it. */
  add(key: string, row: number) {
    this.since.add(key, row);
  }

  /** The listing at `row` is going: true when `key` then has no live row left. */
  remove(key: string, row: number): boolean {
    const k = this.keyIndex(key);
    const packed = this.keys[k] === key;
    // A packed row was posted under each of its listing's keys when packed, and under no other.
    if (packed && row < this.packedBelow) this.live[k] = (this.live[k] as number) - 1;
    else this.since.remove(key, row);
    return (!packed || this.live[k] === 0) && this.since.exactly(key).length === 0;
  }

  /** How many postings `key` has, dead ones included: enough to choose the shortest list. */
  sizeOf(key: string): number {
    const k = this.keyIndex(key);
    const packed = this.keys[k] === key ? (this.starts[k + 1] as number) - (this.starts[k] as number) : 0;
    return packed + this.since.exactly(key).length;
  }

  /** How many postings the keys beginning with `prefix` have, dead ones included: a bound on `withPrefix`'s rows. */
  prefixSize(prefix: string): number {
    const from = this.keyIndex(prefix);
    const to = this.keyIndex(`${prefix}\uffff`);
    let n = (this.starts[to] as number) - (this.starts[from] as number);
    for (const rows of this.since.withPrefix(prefix)) n += rows.length;
    return n;
  }

  exactly(key: string): Rows {
    const k = this.keyIndex(key);
    const since = this.since.exactly(key);
    if (this.keys[k] !== key) return since;
    const packed = this.packedRows(k);
    return since.length === 0 ? packed : appended(packed, since);
  }

  /** The rows of every key beginning with `prefix`, ascending, each once. */
  withPrefix(prefix: string, scratch: Uint8Array): Rows {
    const from = this.keyIndex(prefix);
    // Words are normalised text, so none holds U+FFFF: every key beginning with the prefix sorts before this.
    const to = this.keyIndex(`${prefix}\uffff`);
    const since = this.since.withPrefix(prefix);
    if (to === from && since.length === 0) return noRows;
    let packed: Rows;
    if (to - from === 1) packed = this.packedRows(from);
    else if (to === from) packed = noRows;
    else {
      // Keys side by side hold their rows side by side: one stretch, marked and read back in order.
      const alive = this.alive();
      const rows = this.rows;
      const end = this.starts[to] as number;
      let min = this.packedBelow;
      let max = -1;
      let marked = 0;
      for (let i = this.starts[from] as number; i < end; i++) {
        const row = rows[i] as number;
        if (alive[row] === 1 && scratch[row] === 0) {
          scratch[row] = 1;
          marked++;
          if (row < min) min = row;
          if (row > max) max = row;
        }
      }
      packed = readMarked(scratch, min, max, marked);
    }
    return since.length === 0 ? packed : appended(packed, unionAll(since, scratch));
  }

  hasPrefix(prefix: string): boolean {
    if (this.since.hasPrefix(prefix)) return true;
    for (let k = this.keyIndex(prefix); k < this.keys.length; k++) {
      if (!(this.keys[k] as string).startsWith(prefix)) return false;
      if ((this.live[k] as number) > 0) return true;
    }
    return false;
  }

  /** Packed key k's live rows: a view of them when none went, else a copy without the gone. */
  private packedRows(k: number): Rows {
    const from = this.starts[k] as number;
    const to = this.starts[k + 1] as number;
    return this.live[k] === to - from ? this.rows.subarray(from, to) : this.liveRows(from, to);
  }

  private liveRows(from: number, to: number): Int32Array {
    const alive = this.alive();
    const out = new Int32Array(to - from);
    let n = 0;
    for (let i = from; i < to; i++) {
      const row = this.rows[i] as number;
      if (alive[row] === 1) out[n++] = row;
    }
    return out.subarray(0, n);
  }

  private keyIndex(text: string): number {
    return keyPlace(this.keys, text);
  }
}
