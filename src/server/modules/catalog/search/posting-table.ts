import { KeyedRows, keyPlace, noRows, type Rows, unionAll } from "./sorted-lists";

/**
 * Keys (words, pieces of references), each with its ascending rows, as the index holds them: what
 * a full read found packed in two typed arrays (4 bytes a posting and one sorted list of keys,
 * where a list per key cost 8 bytes a posting and about 60 bytes a key: a third of the index,
 * issue 26), and what was put since in a small keyed list beside it. A put listing always takes a
 * new row, above every packed one, so a key's packed rows then its new ones are in order. A
 * removed listing's packed postings stay until the index is built again and are skipped as lists
 * are read: `isLive` says which rows still hold a listing.
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

  constructor(private readonly isLive: (row: number) => boolean) {}

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

  exactly(key: string): Rows {
    const k = this.keyIndex(key);
    const since = this.since.exactly(key);
    if (this.keys[k] !== key) return since;
    const out = this.liveRows(this.starts[k] as number, this.starts[k + 1] as number);
    for (const row of since) out.push(row);
    return out;
  }

  /** The rows of every key beginning with `prefix`, ascending, each once. */
  withPrefix(prefix: string, scratch: Uint8Array): Rows {
    const from = this.keyIndex(prefix);
    // Words are normalised text, so none holds U+FFFF: every key beginning with the prefix sorts before this.
    const to = this.keyIndex(`${prefix}\uffff`);
    const since = this.since.withPrefix(prefix);
    if (to === from && since.length === 0) return noRows;
    let packed: number[];
    if (to - from <= 1) packed = this.liveRows(this.starts[from] as number, this.starts[to] as number);
    else {
      // Keys side by side hold their rows side by side: one stretch, marked and read back in order.
      packed = [];
      const stretch = this.rows.subarray(this.starts[from] as number, this.starts[to] as number);
      let min = Number.POSITIVE_INFINITY;
      let max = -1;
      for (const row of stretch)
        if (this.isLive(row)) {
          scratch[row] = 1;
          if (row < min) min = row;
          if (row > max) max = row;
        }
      for (let row = min; row <= max; row++)
        if (scratch[row] === 1) {
          packed.push(row);
          scratch[row] = 0;
        }
    }
    if (since.length === 0) return packed;
    for (const row of unionAll(since, scratch)) packed.push(row);
    return packed;
  }

  hasPrefix(prefix: string): boolean {
    if (this.since.hasPrefix(prefix)) return true;
    for (let k = this.keyIndex(prefix); k < this.keys.length; k++) {
      if (!(this.keys[k] as string).startsWith(prefix)) return false;
      if ((this.live[k] as number) > 0) return true;
    }
    return false;
  }

  private liveRows(from: number, to: number): number[] {
    const out: number[] = [];
    for (let i = from; i < to; i++) {
      const row = this.rows[i] as number;
      if (this.isLive(row)) out.push(row);
    }
    return out;
  }

  private keyIndex(text: string): number {
    return keyPlace(this.keys, text);
  }
}
