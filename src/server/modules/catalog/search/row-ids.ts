/** A UUID as four 32-bit words, most significant first: their order is the order PostgreSQL sorts uuids in. */
export type IdWords = Uint32Array;

/** The words of a UUID (either case, with or without hyphens as PostgreSQL prints it). */
export function idWords(id: string): IdWords {
  const hex = id.replaceAll("-", "");
  const words = new Uint32Array(4);
  for (let i = 0; i < 4; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return words;
}

const hex8 = (word: number) => word.toString(16).padStart(8, "0");

const empty = 0;
const deleted = -1;

/**
 * The listings' ids by row, kept as 16 bytes each rather than as strings (a string and a map entry
 * cost about 130 bytes a listing: a quarter of the index, issue 26). A row's id is found again by
 * an open-addressing table keyed by the id's first word; only writes look rows up.
 */
export class RowIds {
  private words = new Uint32Array(0);
  /** Row + 1 at each slot, `empty` or `deleted`; sized to stay under half full. */
  private slots = new Int32Array(16);
  private used = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The id of `row` in the lower-case hyphenated form PostgreSQL prints. */
  idOf(row: number): string {
    const w = this.words;
    const at = row * 4;
    const a = hex8(w[at] as number);
    const b = hex8(w[at + 1] as number);
    const c = hex8(w[at + 2] as number);
    const d = hex8(w[at + 3] as number);
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** `a` against `b` in the order of their ids. */
  compare(a: number, b: number): number {
    const w = this.words;
    for (let i = 0; i < 4; i++) {
      const x = w[a * 4 + i] as number;
      const y = w[b * 4 + i] as number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** The row's id against `id`'s words. */
  compareTo(row: number, id: IdWords): number {
    const w = this.words;
    for (let i = 0; i < 4; i++) {
      const x = w[row * 4 + i] as number;
      const y = id[i] as number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  rowOf(id: string): number | undefined {
    const words = idWords(id);
    const slot = this.find(words);
    return slot === undefined ? undefined : (this.slots[slot] as number) - 1;
  }

  /** Gives `row` the id (a row not held before, or freed by `delete`). */
  set(row: number, id: string) {
    if ((row + 1) * 4 > this.words.length) {
      const grown = new Uint32Array(Math.max(64, Math.ceil((row + 1) * 1.25)) * 4);
      grown.set(this.words);
      this.words = grown;
    }
    this.words.set(idWords(id), row * 4);
    if ((this.used + 1) * 2 > this.slots.length) this.rehash();
    this.place(row);
    this.used += 1;
    this.count += 1;
  }

  delete(id: string) {
    const slot = this.find(idWords(id));
    if (slot === undefined) return;
    this.slots[slot] = deleted;
    this.count -= 1;
  }

  private place(row: number) {
    const mask = this.slots.length - 1;
    let slot = (this.words[row * 4] as number) & mask;
    while ((this.slots[slot] as number) > 0) slot = (slot + 1) & mask;
    this.slots[slot] = row + 1;
  }

  private find(id: IdWords): number | undefined {
    const mask = this.slots.length - 1;
    for (let slot = (id[0] as number) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot] as number;
      if (held === empty) return undefined;
      if (held > 0 && this.compareTo(held - 1, id) === 0) return slot;
    }
  }

  /** A table for the live ids, without the deleted marks, with room to double. */
  private rehash() {
    const rows = [...this.slots].filter((held) => held > 0).map((held) => held - 1);
    let size = 16;
    while (size < (rows.length + 1) * 4) size *= 2;
    this.slots = new Int32Array(size);
    for (const row of rows) this.place(row);
    this.used = rows.length;
  }
}
