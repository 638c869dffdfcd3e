/** The orders the collection is sorted in: each sort reads one of them, ascending or turned round. */
export type Order = "name" | "newest" | "price";

export const orderNames: readonly Order[] = ["name", "newest", "price"];

/** One value per order. */
export const byOrder = <T>(make: (order: Order) => T): Record<Order, T> => ({
  name: make("name"),
  newest: make("newest"),
  price: make("price"),
});

/**
 * Each order's rows, and each row's place in it, as Int32Arrays (issue 26): over a million listings
 * the six plain arrays took 48 MB and every full collection of the heap walked their 6,000,000
 * slots; as numbers alone they take half and the collector skips them. A write moves the places
 * after it with `copyWithin` instead of a splice. The lists keep room to grow, so `list` is a view
 * of the live part.
 */
export class RowOrders {
  private readonly lists: Record<Order, Int32Array>;
  private readonly ranks: Record<Order, Int32Array>;
  private length: number;

  /** `sorted`: every row held (numbered from 0 up, as a built index numbers them), in each order. */
  constructor(sorted: Record<Order, Int32Array>) {
    this.length = sorted.name.length;
    this.lists = byOrder((order) => withRoom(sorted[order], this.length));
    this.ranks = byOrder(() => new Int32Array(grown(this.length)));
    for (const order of orderNames) this.rerank(order, 0);
  }

  static empty(): RowOrders {
    return new RowOrders(byOrder(() => new Int32Array(0)));
  }

  /** The rows in `order`, first to last. */
  list(order: Order): Int32Array {
    return this.lists[order].subarray(0, this.length);
  }

  /** Each row's place in `order` (a row not held has a stale one: only held rows are asked). */
  rank(order: Order): Int32Array {
    return this.ranks[order];
  }

  /** Puts `row` at `places[order]` of each order (found before the call, against the lists as they are). */
  insert(row: number, places: Record<Order, number>) {
    this.roomFor(row, this.length + 1);
    this.length += 1;
    for (const order of orderNames) {
      const list = this.lists[order];
      const at = places[order];
      list.copyWithin(at + 1, at, this.length - 1);
      list[at] = row;
      this.rerank(order, at);
    }
  }

  /** Takes out the rows at `places[order]` of each order (one row, found in each). */
  remove(places: Record<Order, number>) {
    this.length -= 1;
    for (const order of orderNames) {
      const at = places[order];
      this.lists[order].copyWithin(at, at + 1, this.length + 1);
      this.rerank(order, at);
    }
  }

  /**
   * Puts `row` in the place of the row at `from[order]` as it moves to `to[order]` (where `row`
   * goes in the lists as they are, the old row still in them): the rows between the two places
   * move by one, and no other.
   */
  move(row: number, from: Record<Order, number>, to: Record<Order, number>) {
    this.roomFor(row, this.length);
    for (const order of orderNames) {
      const list = this.lists[order];
      const a = from[order];
      // The place among the others once the old row is out of the list.
      const b = to[order] > a ? to[order] - 1 : to[order];
      if (b >= a) list.copyWithin(a, a + 1, b + 1);
      else list.copyWithin(b + 1, b, a);
      list[b] = row;
      this.rerank(order, Math.min(a, b), Math.max(a, b) + 1);
    }
  }

  /** Room for `row`'s rank and for `length` rows in each list. */
  private roomFor(row: number, length: number) {
    for (const order of orderNames) {
      if (row >= this.ranks[order].length) this.ranks[order] = withRoom(this.ranks[order], row + 1);
      if (length > this.lists[order].length) this.lists[order] = withRoom(this.lists[order], length);
    }
  }

  /** The places from `from` on (to `to`) moved: their rows' ranks follow. */
  private rerank(order: Order, from: number, to = this.length) {
    const list = this.lists[order];
    const rank = this.ranks[order];
    for (let i = from; i < to; i++) rank[list[i] as number] = i;
  }
}

/** A quarter more than asked, so rows added one by one copy the lists rarely. */
const grown = (n: number) => Math.ceil(n * 1.25) + 1024;

/** `values` copied into an array with room for `n` and more. */
function withRoom(values: Int32Array, n: number): Int32Array {
  const roomy = new Int32Array(grown(n));
  roomy.set(values);
  return roomy;
}
