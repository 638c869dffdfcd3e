import {
  type FacetName,
  facetNames,
  type ListingSort,
  type PriceBand,
  priceRangeBounds,
} from "../../../../shared/catalog-api";
import { withinEdits } from "../../../../shared/edit-distance";
import {
  type ComboSubset,
  comboFilter,
  combosToTest,
  countFacets,
  type FacetCombo,
  type FacetComboTable,
  recounted,
  subsetOf,
  tabulateCombos,
  withCombo,
} from "../facet-counts";
import type { ListingCursor } from "../listing-cursor";
import { type ChangedRow, hasWordBeginning, rowMatchesBase, rowMatchesWord } from "./changed-row";
import { KeptUntilChange } from "./kept-until-change";
import { PostingTable } from "./posting-table";
import { type IdWords, idWords, RowIds } from "./row-ids";
import { byOrder, type Order, RowOrders } from "./row-orders";
import type { WordPlan } from "./search-plan";
import type { SearchAnswer, SearchRequest } from "./search-request";
import {
  bitsOf,
  hasBit,
  insertSorted,
  intersect,
  lowerBound,
  noRows,
  type Rows,
  removeSorted,
  rowsWhere,
  smallest,
  union,
  unionAll,
} from "./sorted-lists";

/** A listing of the collection (for sale or reserved) as the index keeps it. */
export interface IndexedListing {
  id: string;
  title: string;
  createdMicros: number;
  priceCents: number;
  facets: Record<FacetName, string | null>;
  brandLabel: string | null;
  categoryId: string | null;
  /** listing-words.ts: the listing's search words, space-separated. */
  words: string;
  /** referenceKeyExpr: the reference's letters and digits, lower case. */
  referenceKey: string;
}

/** UTF-16 units ordered as the code points they spell, which is how a "C" collation orders text. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800) x += x <= 0xdfff ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y <= 0xdfff ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

const trigramsOf = (text: string) => {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) found.add(text.slice(i, i + 3));
  return found;
};

/** Marks a piece as the start of a reference key, which holds only [a-z0-9]. */
const start = "^";

/**
 * What a reference key is posted under: its trigrams, and its first one and two characters as
 * starts, so a piece inside it and its beginning are both found from one map.
 */
const piecesOf = (key: string) => {
  const pieces = trigramsOf(key);
  if (key) pieces.add(start + key.slice(0, 1)).add(start + key.slice(0, 2));
  return pieces;
};

const lettersOnly = /^\p{L}+$/u;

type Counts = ReturnType<typeof countFacets>;
/** The facet choices whose counts a kept base holds: those of a few shoppers' pages. */
const keptCountsPerBase = 32;

/**
 * How a page is found among a search's matches. Up to `pickUpTo` matches it is picked from them by
 * their ranks; past it the sort's order is walked, testing each listing, which finds a page after
 * about `limit × catalogue / matches` steps, and the matches are picked after all once the walk has
 * taken four times that and `walkAtLeast` more (matches that sit together far along the order).
 * Tests set both to hold each way to the same answers.
 */
export interface Paging {
  pickUpTo: number;
  walkAtLeast: number;
  /**
   * A word whose lists hold more than this many times the rows found so far is tested on those
   * rows instead of read (`narrowed`). Tests set it to hold each way to the same answers.
   */
  testRowsBelow: number;
}

/** Changes remembered for `untouchedSince`: minutes of staff edits; a search kept from before them is made again. */
const changesKept = 256;

const defaultPaging: Paging = { pickUpTo: 2_000, walkAtLeast: 1_000, testRowsBelow: 8 };

/** The order a sort lists rows in, as `orderOf` in sql-search.ts spells it. */
const orderOfSort: Record<ListingSort, Order> = {
  name: "name",
  newest: "newest",
  "price-low": "price",
  "price-high": "price",
};

/**
 * The collection's listings in memory (issue 26), so a search's matches, counts and page cost what
 * the matches cost, and a write changes the few rows it touched (`put`, `remove`) instead of
 * sending searches to SQL until the catalogue is read again. Each listing has a row number for as
 * long as it is in the index; every list of rows is ascending.
 */
export class ListingIndex {
  private readonly ids = new RowIds();
  /**
   * Rows handed out so far. A put listing always takes a new row (posting-table.ts), so removed
   * rows add up until the index is built again (`rebuilt`).
   */
  private rowCount = 0;
  /** 1 where a row holds a listing. */
  private alive = new Uint8Array(0);
  private readonly isLive = (row: number) => this.alive[row] === 1;
  private titles: string[] = [];
  private created: number[] = [];
  private prices: number[] = [];
  private comboOf = new Int32Array(0);
  private categoryOf: (string | null)[] = [];
  /** One string per category id, rather than one per listing as rows are read. */
  private readonly categoryIds = new Map<string, string>();
  private wordsOf: string[] = [];
  private referenceKeys: string[] = [];

  private readonly words = new PostingTable(() => this.alive);
  /** The reference keys' pieces (`piecesOf`), each with its rows. */
  private readonly pieces = new PostingTable(() => this.alive);
  private readonly categories = new Map<string, number[]>();
  /** The listings' words of letters alone, by length: what a typo is read against. */
  private readonly vocabulary = new Map<number, Set<string>>();

  private readonly comboIndex = new Map<string, number>();
  private readonly combos: FacetCombo[] = [];
  private readonly comboRows: number[][] = [];
  /** What is derived from the combinations, made again only after a write changed them. */
  private table: FacetComboTable | undefined;
  /** The table's counts changed since its counts with no choice were made. */
  private recount = false;
  private brands: string[] | undefined;
  /** The combinations of each brand and condition, for a scope by brand or a word naming a condition. */
  private combosByValue: CombosByValue | undefined;
  /** A zeroed count per combination, lent to `subsetOf`. */
  private comboScratch = new Float64Array(0);

  /** Each sort's rows in order (by name, newest first, cheapest first) and each row's place in each. */
  private orders = RowOrders.empty();
  private scratch = new Uint8Array(0);
  /** Moves with every listing taken in or let go, so what was worked out for a search is reused only while it holds. */
  private version = 0;
  /**
   * The rows of the last changes, by the version each made: a kept search none of them would be
   * found by still holds, so a write a second costs the searches it touches, not every one.
   */
  private readonly changeLog: { version: number; row: ChangedRow }[] = [];
  /**
   * A search's (or scope's) rows and the combinations they fall in, by plan and scope, with the
   * counts of the facets chosen with it so far: the shop's links and common words come back with
   * other facets, sorts and pages, and cost a page's work then. Rows and counts are 8 bytes each:
   * ten per listing held (8 MB at least), so a catalogue ten times larger keeps as many of its
   * ten times larger searches (over 1,000,000 listings a budget of 100,000's thrashed: issue 26).
   */
  private readonly bases = new KeptUntilChange<{
    rows: Rows | undefined;
    subset: ComboSubset | undefined;
    counts: Map<string, Counts>;
    /** Its rows as bits (`inBase`), made when a page first walks an order over them. */
    bits?: Uint32Array;
  }>(() => Math.max(1_000_000, 10 * this.size));
  /**
   * Each word's rows by its plan (five rows per listing held, 4 MB at least, and less in fact: a
   * word none of whose listings went is a view of the index's own postings): shoppers' searches are
   * new mostly in how they combine a small vocabulary of words (brands, models, their starts), so
   * most words were read for an earlier search.
   */
  private readonly keptWords = new KeptUntilChange<Rows>(() => Math.max(500_000, 5 * this.size));

  private constructor(private readonly paging: Paging) {}

  /** The index of `listings`, read at one moment: built in bulk, sorted once. */
  static build(listings: Iterable<IndexedListing>, paging = defaultPaging): ListingIndex {
    const index = new ListingIndex(paging);
    for (const listing of listings) index.load(listing);
    index.words.finish();
    index.pieces.finish();
    const rows = Array.from({ length: index.rowCount }, (_, row) => row);
    index.orders = new RowOrders(
      byOrder((order) => Int32Array.from(rows.sort((a, b) => index.compare(order, a, b)))),
    );
    return index;
  }

  get size(): number {
    return this.ids.size;
  }

  private load(listing: IndexedListing) {
    const row = this.rowCount++;
    this.room(row);
    this.setFields(row, listing);
    for (const word of this.wordsOf[row]?.split(" ") ?? []) if (word) this.words.load(word, row);
    for (const piece of piecesOf(listing.referenceKey)) this.pieces.load(piece, row);
    this.postOther(row);
  }

  /** Room for rows up to `row` in the arrays kept per row. */
  private room(row: number) {
    if (row < this.scratch.length) return;
    const size = Math.ceil((row + 1) * 1.25) + 1024;
    const scratch = new Uint8Array(size);
    scratch.set(this.scratch);
    this.scratch = scratch;
    const alive = new Uint8Array(size);
    alive.set(this.alive);
    this.alive = alive;
    const comboOf = new Int32Array(size);
    comboOf.set(this.comboOf);
    this.comboOf = comboOf;
  }

  private setFields(row: number, listing: IndexedListing) {
    this.ids.set(row, listing.id);
    this.alive[row] = 1;
    this.titles[row] = listing.title;
    this.created[row] = listing.createdMicros;
    this.prices[row] = listing.priceCents;
    const category = listing.categoryId;
    if (category !== null && !this.categoryIds.has(category)) this.categoryIds.set(category, category);
    this.categoryOf[row] = category === null ? null : (this.categoryIds.get(category) as string);
    this.wordsOf[row] = listing.words;
    this.referenceKeys[row] = listing.referenceKey;
    const key = JSON.stringify([listing.facets, listing.brandLabel]);
    let combo = this.comboIndex.get(key);
    if (combo === undefined) {
      combo = this.combos.push({ values: listing.facets, brandLabel: listing.brandLabel, n: 0 }) - 1;
      this.comboRows.push([]);
      this.comboIndex.set(key, combo);
      this.changedCombos(combo);
    }
    this.comboOf[row] = combo;
    this.count(combo, 1);
  }

  /**
   * Combination `c` was added: the table takes it in place when it holds its values already, else
   * is made again when next asked; the combinations by brand and condition take it in place.
   */
  private changedCombos(c: number) {
    const combo = this.combos[c] as FacetCombo;
    if (this.table) this.table = withCombo(this.table, combo);
    this.brands = undefined;
    if (this.combosByValue) listByValue(this.combosByValue, combo, c);
  }

  /**
   * A listing came into or left a combination: its count changes in the table as it stands, and
   * the brands only when one gained its first listing or lost its last.
   */
  private count(combo: number, delta: 1 | -1) {
    const entry = this.combos[combo] as FacetCombo;
    entry.n += delta;
    if (this.table) {
      this.table.n[combo] = entry.n;
      this.recount = true;
    }
    if (entry.n === (delta > 0 ? 1 : 0)) this.brands = undefined;
  }

  /** Everything but the posting tables, which loading packs and `put` adds to. */
  private postOther(row: number) {
    const category = this.categoryOf[row];
    if (category) {
      const list = this.categories.get(category);
      if (list) insertSorted(list, row);
      else this.categories.set(category, [row]);
    }
    insertSorted(this.comboRows[this.comboOf[row] as number] as number[], row);
    for (const word of (this.wordsOf[row] as string).split(" ")) if (lettersOnly.test(word)) this.know(word);
  }

  private know(word: string) {
    const words = this.vocabulary.get(word.length) ?? new Set<string>();
    this.vocabulary.set(word.length, words);
    words.add(word);
  }

  /** Adds the listing, or replaces what the index held of it. */
  put(listing: IndexedListing) {
    const old = this.ids.rowOf(listing.id);
    // Its old row keeps its places, and the sort keys they are found by, until the new row takes
    // them: an edit moves the listings between its old and new place only, not every one after.
    const from = old === undefined ? undefined : { row: old, places: this.places(old) };
    if (from) this.letGo(from.row, listing.id);
    const row = this.rowCount++;
    this.room(row);
    this.setFields(row, listing);
    this.logChange(row);
    for (const word of listing.words.split(" ")) if (word) this.words.add(word, row);
    for (const piece of piecesOf(listing.referenceKey)) this.pieces.add(piece, row);
    this.postOther(row);
    if (from) {
      this.orders.move(row, from.places, this.places(row));
      this.titles[from.row] = "";
    } else this.orders.insert(row, this.places(row));
  }

  /** Where `row` is, or goes, in each order. */
  private places(row: number): Record<Order, number> {
    return byOrder((order) => this.position(order, row));
  }

  /** What a search can tell of the row's listing (changed-row.ts). */
  private factsOf(row: number): ChangedRow {
    const combo = this.combos[this.comboOf[row] as number] as FacetCombo;
    return {
      words: this.wordsOf[row] as string,
      referenceKey: this.referenceKeys[row] as string,
      categoryId: this.categoryOf[row] ?? null,
      brand: combo.values.brand,
      condition: combo.values.condition,
    };
  }

  /** Keeps what a search can tell of the row as it is now, under a new version. */
  private logChange(row: number) {
    this.version += 1;
    this.changeLog.push({ version: this.version, row: this.factsOf(row) });
    if (this.changeLog.length > changesKept) this.changeLog.shift();
  }

  /** Whether no change after `version` is one `finds` would find (false once the log has forgotten some). */
  private untouchedSince(version: number, finds: (row: ChangedRow) => boolean): boolean {
    const oldest = this.changeLog[0]?.version ?? this.version + 1;
    if (version < oldest - 1) return false;
    for (let i = this.changeLog.length - 1; i >= 0; i--) {
      const change = this.changeLog[i] as { version: number; row: ChangedRow };
      if (change.version <= version) break;
      if (finds(change.row)) return false;
    }
    return true;
  }

  /** Takes the listing out (sold, withdrawn, deleted); nothing when it is not held. */
  remove(id: string) {
    const row = this.ids.rowOf(id);
    if (row === undefined) return;
    this.orders.remove(this.places(row));
    this.letGo(row, id);
    this.titles[row] = "";
  }

  /**
   * Everything of a row but its places in the orders and its title (which finds them). Its text is
   * read no more: only its row number stays, in packed postings, until `rebuilt`.
   */
  private letGo(row: number, id: string) {
    this.logChange(row);
    // Each word once, as it was posted once, whatever an older writer left in the column.
    for (const word of new Set((this.wordsOf[row] as string).split(" ")))
      if (word && this.words.remove(word, row) && lettersOnly.test(word))
        this.vocabulary.get(word.length)?.delete(word);
    for (const piece of piecesOf(this.referenceKeys[row] as string)) this.pieces.remove(piece, row);
    const category = this.categoryOf[row];
    if (category) removeSorted(this.categories.get(category) as number[], row);
    const combo = this.comboOf[row] as number;
    this.count(combo, -1);
    removeSorted(this.comboRows[combo] as number[], row);
    this.ids.delete(id);
    this.alive[row] = 0;
    this.wordsOf[row] = "";
    this.referenceKeys[row] = "";
  }

  /** Whether removed rows have grown to a quarter of the index, so building it again pays. */
  get wantsRebuild(): boolean {
    const removed = this.rowCount - this.size;
    return removed > 1_000 && removed * 4 > this.size;
  }

  /**
   * The index built again from its own listings, without the rows removed since it was built: a
   * few thousand rows at a time, yielding to the server between them (about 2.5 s of work over
   * 100,000 listings), and its orders carried over rather than sorted again. Nothing may change
   * this index meanwhile (the keeper holds its writes until it is done).
   */
  async rebuilt(): Promise<ListingIndex> {
    const index = new ListingIndex(this.paging);
    const rowIn = new Int32Array(this.rowCount);
    for (let row = 0; row < this.rowCount; row++) {
      if (!this.isLive(row)) continue;
      const combo = this.combos[this.comboOf[row] as number] as FacetCombo;
      rowIn[row] = index.rowCount;
      index.load({
        id: this.ids.idOf(row),
        title: this.titles[row] as string,
        createdMicros: this.created[row] as number,
        priceCents: this.prices[row] as number,
        facets: combo.values,
        brandLabel: combo.brandLabel,
        categoryId: this.categoryOf[row] ?? null,
        words: this.wordsOf[row] as string,
        referenceKey: this.referenceKeys[row] as string,
      });
      if (index.rowCount % 5_000 === 0) await nextTurn();
    }
    index.words.finish();
    await nextTurn();
    index.pieces.finish();
    index.orders = new RowOrders(
      byOrder((order) => this.orders.list(order).map((row) => rowIn[row] as number)),
    );
    return index;
  }

  /** `a` before `b` in the order: negative; the listing's id breaks ties, as in SQL. */
  private compare(order: Order, a: number, b: number): number {
    const byKey =
      order === "name"
        ? compareCodePoints(this.titles[a] as string, this.titles[b] as string)
        : order === "newest"
          ? (this.created[b] as number) - (this.created[a] as number)
          : (this.prices[a] as number) - (this.prices[b] as number);
    return byKey !== 0 ? byKey : this.ids.compare(a, b);
  }

  /** Where `row` is, or goes, in an order's list. */
  private position(order: Order, row: number): number {
    const list = this.orders.list(order);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(order, list[mid] as number, row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The row against the cursor's listing in the order's ascending sense: negative when before it. */
  private versusCursor(cursor: ListingCursor, id: IdWords, row: number): number {
    let byKey: number;
    if (cursor.s === "name") byKey = compareCodePoints(this.titles[row] as string, cursor.k);
    else if (cursor.s === "newest") byKey = cursor.k - (this.created[row] as number);
    else byKey = (this.prices[row] as number) - cursor.k;
    return byKey !== 0 ? byKey : this.ids.compareTo(row, id);
  }

  /** In an order's ascending list, the first place whose row is not before the cursor (`strict`: not at it either). */
  private boundOf(list: Int32Array, cursor: ListingCursor, strict: boolean): number {
    const id = idWords(cursor.i);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const versus = this.versusCursor(cursor, id, list[mid] as number);
      if (versus < 0 || (strict && versus === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The facet combinations of the whole collection. */
  private catalogue(): FacetComboTable {
    if (!this.table) {
      this.table = tabulateCombos(this.combos);
      this.recount = false;
    } else if (this.recount) {
      this.table = recounted(this.table);
      this.recount = false;
    }
    return this.table;
  }

  /** Whether some listing has a word beginning with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return this.words.hasPrefix(prefix);
  }

  /** The listings' words of letters alone within `edits` of `word`. */
  near(word: string, edits: number): string[] {
    const found: string[] = [];
    for (let length = word.length - edits; length <= word.length + edits; length++)
      for (const candidate of this.vocabulary.get(length) ?? [])
        if (withinEdits(word, candidate, edits)) found.push(candidate);
    return found.sort();
  }

  /** The lower-case brand names of the collection. */
  brandNames(): string[] {
    if (!this.brands) {
      const names = new Set<string>();
      for (const combo of this.combos) if (combo.n > 0 && combo.values.brand) names.add(combo.values.brand);
      this.brands = [...names];
    }
    return this.brands;
  }

  /** referenceContains: the key inside a reference's, or at its start when under three characters. */
  private referenceContains(key: string): Rows {
    if (key.length < 3) return this.referenceStartsWith(key);
    // A trigram's own rows are exactly the references holding it.
    if (key.length === 3) return this.pieces.exactly(key);
    return rowsWhere(this.holdingPieces(trigramsOf(key)), (row) =>
      (this.referenceKeys[row] as string).includes(key),
    );
  }

  /** The rows whose reference key begins with `prefix` (a nickname's references, or a short key). */
  private referenceStartsWith(prefix: string): Rows {
    if (prefix.length <= 2) return this.pieces.exactly(start + prefix);
    const candidates = this.holdingPieces(trigramsOf(prefix).add(start + prefix.slice(0, 2)));
    return rowsWhere(candidates, (row) => (this.referenceKeys[row] as string).startsWith(prefix));
  }

  /**
   * Rows whose references hold the pieces: the shortest piece's rows, intersected with the next
   * shortest's while that costs less than testing the rows left (over a million listings a
   * reference's digits are each in tens of thousands, and every row left is tested for the whole
   * key after). Every reference holding all the pieces is among them.
   */
  private holdingPieces(pieces: Iterable<string>): Rows {
    const sized = [...pieces]
      .map((piece) => ({ piece, size: this.pieces.sizeOf(piece) }))
      .sort((a, b) => a.size - b.size);
    const [first, ...others] = sized;
    if (!first) return noRows;
    let rows = this.pieces.exactly(first.piece);
    for (const { piece, size } of others) {
      if (size > rows.length * this.paging.testRowsBelow) break;
      rows = intersect(rows, this.pieces.exactly(piece));
    }
    return rows;
  }

  private fewestPiece(pieces: Iterable<string>): { piece: string; size: number } | undefined {
    let fewest: { piece: string; size: number } | undefined;
    for (const piece of pieces) {
      const size = this.pieces.sizeOf(piece);
      if (!fewest || size < fewest.size) fewest = { piece, size };
    }
    return fewest;
  }

  /** What `referenceContains` (or with `atStart`, `referenceStartsWith`) reads: at most that many rows. */
  private referenceSize(key: string, atStart: boolean): number {
    if (key.length <= 2 || (!atStart && key.length === 3))
      return this.pieces.sizeOf(key.length <= 2 ? start + key : key);
    const pieces = trigramsOf(key);
    if (atStart) pieces.add(start + key.slice(0, 2));
    return this.fewestPiece(pieces)?.size ?? 0;
  }

  /**
   * At most how many rows a word's alternatives find, from the sizes of the lists they would read
   * (the postings of a prefix's words, counted once per word): what decides whether the word is
   * read from its lists or tested on rows other words found.
   */
  private wordSize(word: WordPlan): number {
    let n = 0;
    for (const group of word.prefixes) {
      let fewest = group.length === 0 ? 0 : Number.MAX_SAFE_INTEGER;
      for (const token of group) fewest = Math.min(fewest, this.words.prefixSize(token));
      n += fewest;
    }
    for (const whole of word.words) n += this.words.sizeOf(whole);
    for (const key of word.referenceKeys) n += this.referenceSize(key, false);
    for (const prefix of word.referencePrefixes) n += this.referenceSize(prefix, true);
    for (const id of word.categoryIds) n += this.categories.get(id)?.length ?? 0;
    for (const rows of this.rowsOfCombos("condition", word.conditions)) n += rows.length;
    return n;
  }

  /**
   * `rows` narrowed to those `test` admits when that costs less than reading a list of `size`
   * rows and intersecting. A test reads a row's own text for each of its `alternatives`: several
   * times a posting's cost each (a word with a brand's synonyms has seven, and testing it on 21,000
   * rows took 15 ms over a million listings where reading it took 0.5).
   */
  private narrowed(
    rows: Rows,
    size: number,
    alternatives: number,
    test: (row: number) => boolean,
    read: () => Rows,
  ): Rows {
    return rows.length * this.paging.testRowsBelow * alternatives < size
      ? rowsWhere(rows, test)
      : intersect(rows, read());
  }

  /** The combinations' rows whose value of `facet` is one of `values`. */
  private rowsOfCombos(facet: "brand" | "condition", values: readonly string[]): Rows[] {
    const lists: Rows[] = [];
    if (values.length === 0) return lists;
    this.combosByValue ??= this.mapCombosByValue();
    for (const value of values)
      for (const c of this.combosByValue[facet].get(value) ?? [])
        if ((this.combos[c] as FacetCombo).n > 0) lists.push(this.comboRows[c] as Rows);
    return lists;
  }

  private mapCombosByValue(): CombosByValue {
    const byValue = { brand: new Map<string, number[]>(), condition: new Map<string, number[]>() };
    this.combos.forEach((combo, c) => {
      listByValue(byValue, combo, c);
    });
    return byValue;
  }

  private wordRows(word: WordPlan): Rows {
    const lists: Rows[] = [];
    for (const group of word.prefixes) {
      // Its narrowest token read, the others tested on the rows it found when they are broad.
      const tokens = group
        .map((token) => ({ token, size: this.words.prefixSize(token) }))
        .sort((a, b) => a.size - b.size);
      let rows: Rows | undefined;
      for (const { token, size } of tokens) {
        const read = () => this.words.withPrefix(token, this.scratch);
        rows = rows
          ? this.narrowed(rows, size, 1, (row) => hasWordBeginning(this.wordsOf[row] as string, token), read)
          : read();
        if (rows.length === 0) break;
      }
      lists.push(rows ?? noRows);
    }
    for (const whole of word.words) lists.push(this.words.exactly(whole));
    for (const key of word.referenceKeys) lists.push(this.referenceContains(key));
    for (const prefix of word.referencePrefixes) lists.push(this.referenceStartsWith(prefix));
    for (const id of word.categoryIds) lists.push(this.categories.get(id) ?? noRows);
    lists.push(...this.rowsOfCombos("condition", word.conditions));
    return unionAll(lists, this.scratch);
  }

  /** The rows the search and scope admit, or undefined for the whole collection. */
  private baseRows(request: SearchRequest): Rows | undefined {
    const { plan, scope } = request;
    let rows: Rows | undefined;
    if (plan) {
      // The narrowest word first; a broad one ("2", every title's year) is then tested on the
      // rows the others left rather than read whole.
      const words = plan.words
        .map((word) => ({ word, size: this.wordSize(word) }))
        .sort((a, b) => a.size - b.size);
      for (const { word, size } of words) {
        const key = JSON.stringify(word);
        const holds = (since: number) => this.untouchedSince(since, (row) => rowMatchesWord(word, row));
        const read = () =>
          this.keptWords.get(
            key,
            this.version,
            () => {
              const rows = this.wordRows(word);
              return { value: rows, size: rows.length + 1 };
            },
            holds,
          );
        // A word read for an earlier search costs an intersection only.
        const test = (row: number) => rowMatchesWord(word, this.factsOf(row));
        const kept = rows && this.keptWords.kept(key, this.version, holds);
        rows = !rows
          ? read()
          : kept
            ? intersect(rows, kept)
            : this.narrowed(rows, size, alternativesOf(word), test, read);
        if (rows.length === 0) break;
      }
      if (plan.wholeReferenceKey)
        rows = union(rows ?? noRows, this.referenceContains(plan.wholeReferenceKey));
    }
    let inScope: Rows | undefined;
    if (scope.kind === "category") inScope = this.categories.get(scope.id) ?? noRows;
    // A brand's slug given as a category: the rows of that brand's combinations.
    if (scope.kind === "brands") inScope = unionAll(this.rowsOfCombos("brand", scope.names), this.scratch);
    if (inScope) rows = rows ? intersect(rows, inScope) : inScope;
    return rows;
  }

  /**
   * The rows the search and scope admit (undefined: every row) and the combinations they fall in
   * (undefined: the catalogue's), which is what their facets are counted over.
   */
  private base(request: SearchRequest) {
    return this.bases.get(
      JSON.stringify([request.plan, request.scope]),
      this.version,
      () => {
        const rows = this.baseRows(request);
        let subset: ComboSubset | undefined;
        if (rows) {
          if (this.comboScratch.length < this.combos.length)
            this.comboScratch = new Float64Array(this.combos.length);
          subset = subsetOf(rows, this.comboOf, this.comboScratch);
        }
        const size = 1 + (rows?.length ?? 0) + (subset?.combos.length ?? 0) * 2;
        return { value: { rows, subset, counts: new Map<string, Counts>() }, size };
      },
      // Its counts too: they are made of its rows' combinations alone.
      (since) => this.untouchedSince(since, (row) => rowMatchesBase(request, row)),
    );
  }

  /**
   * The page, total and facets of a collection query: what sql-search.ts answers, from memory.
   * Synchronous, so nothing changes the index while it reads.
   */
  answer(request: SearchRequest): SearchAnswer {
    const kept = this.base(request);
    const { rows: base, subset, counts } = kept;
    const catalogue = this.catalogue();
    const chosen = JSON.stringify(facetNames.map((facet) => request.selection[facet]));
    let counted = counts.get(chosen);
    if (!counted) {
      counted = countFacets(catalogue, request.selection, request.brandNames, subset);
      if (counts.size >= keptCountsPerBase) counts.delete(counts.keys().next().value as string);
      counts.set(chosen, counted);
    }
    const { total, facets } = counted;
    const passes = comboFilter(catalogue, request.selection, request.brandNames);
    const { ids, next } = this.page(request, base, passes, total, () => this.inBase(kept));
    return { ids, total, facets, next };
  }

  /**
   * Whether a row is among the base's: a read of its bits when the base holds one row in 32 of
   * the index or more (the bits then take no more room than its rows), else a binary search. A
   * page walking an order tests every row it passes (a third of the walk's cost was the search).
   */
  private inBase(kept: { rows: Rows | undefined; bits?: Uint32Array }): (row: number) => boolean {
    const rows = kept.rows;
    if (!rows) return () => true;
    if (!kept.bits && rows.length * 32 < this.rowCount) return (row) => rows[lowerBound(rows, row)] === row;
    kept.bits ??= bitsOf(rows);
    const bits = kept.bits;
    return (row) => hasBit(bits, row);
  }

  private page(
    request: SearchRequest,
    base: Rows | undefined,
    passes: ((combo: number) => boolean) | undefined,
    total: number,
    inBase: () => (row: number) => boolean,
  ): { ids: string[]; next: ListingCursor | null } {
    const { sort, cursor, limit } = request;
    const order = orderOfSort[sort];
    const descending = sort === "price-high";
    const wanted = limit + 1;
    const comboOf = this.comboOf;
    // The matches: `total` of them, counted with the facets.
    const candidates = (): ArrayLike<number> => {
      if (base && !passes) return base;
      const rows = new Int32Array(total);
      let n = 0;
      if (base && passes) {
        for (let i = 0; i < base.length; i++) {
          const row = base[i] as number;
          if (passes(comboOf[row] as number)) rows[n++] = row;
        }
      } else {
        const test = combosToTest(this.catalogue(), request.selection, request.brandNames);
        const count = test ? test.length : this.comboRows.length;
        for (let i = 0; i < count; i++) {
          const c = test ? (test[i] as number) : i;
          if (!passes || passes(c)) for (const row of this.comboRows[c] as number[]) rows[n++] = row;
        }
      }
      return rows.subarray(0, n);
    };
    const picked = () => this.pageOf(sort, this.pick(order, descending, candidates(), cursor, wanted), limit);
    if (total <= this.paging.pickUpTo) return picked();
    // Matches that sit together far along the order (a brand's names, by name) would make the
    // walk long: past its budget they are picked instead (`Paging`). By price, the chosen price
    // bands are a stretch of the order itself: the walk keeps to it.
    const list = this.orders.list(order);
    const [from, to] = order === "price" ? this.priceStretch(request.selection.price) : [0, list.length];
    const budget = 4 * Math.ceil((wanted * (to - from)) / total) + this.paging.walkAtLeast;
    const found: number[] = [];
    const step = descending ? -1 : 1;
    const admits = inBase();
    let i = descending
      ? Math.min(cursor ? this.boundOf(list, cursor, false) : to, to) - 1
      : Math.max(cursor ? this.boundOf(list, cursor, true) : from, from);
    for (let walked = 0; i >= from && i < to && found.length < wanted; i += step, walked++) {
      if (walked === budget) return picked();
      const row = list[i] as number;
      if (admits(row) && (!passes || passes(comboOf[row] as number))) found.push(row);
    }
    return this.pageOf(sort, found, limit);
  }

  /** The places in the price order of the prices `bands` admit (all of them for none). */
  private priceStretch(bands: readonly PriceBand[]): [number, number] {
    const list = this.orders.list("price");
    if (bands.length === 0) return [0, list.length];
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const band of bands) {
      const bounds = priceRangeBounds[band];
      min = Math.min(min, bounds.min);
      max = Math.max(max, bounds.max ?? Number.POSITIVE_INFINITY);
    }
    return [this.firstPriceAtLeast(min), this.firstPriceAtLeast(max)];
  }

  private firstPriceAtLeast(cents: number): number {
    const list = this.orders.list("price");
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.prices[list[mid] as number] as number) < cents) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A page of `found`, the sort's first `limit + 1` rows after the cursor: the last one says there is a next page. */
  private pageOf(sort: ListingSort, found: readonly number[], limit: number) {
    const pageRows = found.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      ids: pageRows.map((row) => this.ids.idOf(row)),
      next: found.length > limit && last !== undefined ? this.cursorOf(sort, last) : null,
    };
  }

  /** The first `wanted` of a few candidates after the cursor, in the sort's order, by their ranks. */
  private pick(
    order: Order,
    descending: boolean,
    candidates: ArrayLike<number>,
    cursor: ListingCursor | undefined,
    wanted: number,
  ): number[] {
    const list = this.orders.list(order);
    const rank = this.orders.rank(order);
    // Cheapest first from the first place after the cursor; dearest first from the last before it.
    const after = cursor && !descending ? this.boundOf(list, cursor, true) : 0;
    const before = cursor && descending ? this.boundOf(list, cursor, false) : list.length;
    // Dearest first: the smallest of the places turned round.
    const sign = descending ? -1 : 1;
    const places = new Int32Array(candidates.length);
    let n = 0;
    for (let i = 0; i < candidates.length; i++) {
      const place = rank[candidates[i] as number] as number;
      if (place >= after && place < before) places[n++] = sign * place;
    }
    return Array.from(smallest(places.subarray(0, n), wanted), (place) => list[sign * place] as number);
  }

  private cursorOf(sort: ListingSort, row: number): ListingCursor {
    const i = this.ids.idOf(row);
    if (sort === "name") return { s: sort, k: this.titles[row] as string, i };
    if (sort === "newest") return { s: sort, k: this.created[row] as number, i };
    return { s: sort, k: this.prices[row] as number, i };
  }
}

/** The combinations of each brand and of each condition. */
type CombosByValue = { brand: Map<string, number[]>; condition: Map<string, number[]> };

function listByValue(byValue: CombosByValue, combo: FacetCombo, c: number) {
  for (const facet of ["brand", "condition"] as const) {
    const value = combo.values[facet];
    if (value === null) continue;
    const list = byValue[facet].get(value);
    if (list) list.push(c);
    else byValue[facet].set(value, [c]);
  }
}

/** How many things a row's text is tested for to know whether it matches the word. */
function alternativesOf(word: WordPlan): number {
  let n = word.words.length + word.referenceKeys.length + word.referencePrefixes.length;
  for (const group of word.prefixes) n += group.length;
  return n + word.categoryIds.length + word.conditions.length;
}

/** Lets the server answer what waits before the work goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
