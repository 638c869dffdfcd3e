import type { FacetName, ListingSort } from "../../../shared/catalog-api";
import { type FacetCombo, type FacetComboTable, recountCombos, tabulateCombos } from "./facet-counts";
import type { ListingCursor } from "./listing-cursor";
import { searchWords, toReferenceKey, wordTokens } from "./search-words";

/** A listing of the collection (for sale or reserved) as the index keeps it; `search-index-load.ts` reads them in name order. */
export interface IndexedListing {
  id: string;
  title: string;
  createdMicros: number;
  priceCents: number;
  facets: Record<FacetName, string | null>;
  brandLabel: string | null;
  /** The lexemes of the listing's `search` column, as PostgreSQL made them. */
  lexemes: string[];
  /** referenceKeyExpr: the reference's letters and digits, lower case. */
  referenceKey: string;
}

/** One page of a search: the listings' ids in order, and the cursor of the next page. */
export interface IndexedPage {
  ids: string[];
  next: ListingCursor | null;
}

/**
 * The collection's listings (for sale or reserved), held in memory so a search's matches, counts and page cost what the
 * matches cost in arrays, not a read of every matching row (issue 13: 0.3-0.5 s per new search
 * over 1,000,000 listings). Rows are numbered in name order. It answers exactly what
 * `searchCondition` would select, or declines (undefined) and the caller asks SQL: a token whose
 * unaccented spelling it was not given, a name cursor when the database does not sort text by
 * code point.
 */
export interface SearchIndex {
  /** The combinations of every listing in the collection, ready for `countFacets`. */
  catalogue: FacetComboTable;
  /**
   * The rows matching `q`. A token with letters beyond a-z and digits is looked up as `plain`
   * spells it (PostgreSQL's unaccent, as the SQL search applies it); without one, undefined.
   */
  match(q: string, plain?: ReadonlyMap<string, string>): Int32Array | undefined;
  /** The rows of the combinations `passing` admits; ascending when `ordered`. */
  rowsPassing(passing: Uint8Array, ordered: boolean): Int32Array;
  /** Every row, ascending: in name order. */
  everyRow: Int32Array;
  /** The facet combinations of `rows`, ready for `countFacets`. */
  combos(rows: Int32Array): FacetComboTable;
  /**
   * The page after `cursor` among `rows` whose combination `passing` admits, or undefined when the
   * index cannot place the cursor exactly.
   */
  page(
    rows: Int32Array,
    passing: Uint8Array,
    sort: ListingSort,
    cursor: ListingCursor | undefined,
    limit: number,
  ): IndexedPage | undefined;
}

/** Rows ascending, shared by every search that needs them. */
type Rows = Int32Array;

const empty: Rows = new Int32Array(0);

function intersect(a: Rows, b: Rows): Rows {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
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
  return out.subarray(0, n);
}

function union(a: Rows, b: Rows): Rows {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    const next = Math.min(x, y);
    out[n++] = next;
    if (x === next) i++;
    if (y === next) j++;
  }
  return out.subarray(0, n);
}

/** Many sorted lists as one: sorted and without repeats. */
function unionAll(lists: Rows[], size: number): Rows {
  if (lists.length === 1) return lists[0] as Rows;
  const seen = new Uint8Array(size);
  let total = 0;
  for (const list of lists)
    for (const row of list) {
      if (seen[row] === 0) total++;
      seen[row] = 1;
    }
  const out = new Int32Array(total);
  let n = 0;
  for (let row = 0; row < size && n < total; row++) if (seen[row] === 1) out[n++] = row;
  return out;
}

/** Strings sorted, each with the rows that have it: a prefix is a contiguous range. */
class Postings {
  private readonly keys: string[];
  private readonly starts: Int32Array;
  private readonly rows: Int32Array;

  constructor(lists: Map<string, number[]>) {
    this.keys = [...lists.keys()].sort();
    this.starts = new Int32Array(this.keys.length + 1);
    let total = 0;
    this.keys.forEach((key, k) => {
      this.starts[k] = total;
      total += (lists.get(key) as number[]).length;
    });
    this.starts[this.keys.length] = total;
    this.rows = new Int32Array(total);
    this.keys.forEach((key, k) => {
      this.rows.set(lists.get(key) as number[], this.starts[k] as number);
    });
  }

  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private rowsAt(k: number): Rows {
    return this.rows.subarray(this.starts[k] as number, this.starts[k + 1] as number);
  }

  exactly(key: string): Rows {
    const k = this.lowerBound(key);
    return this.keys[k] === key ? this.rowsAt(k) : empty;
  }

  /** The rows of every key starting with `prefix`. */
  withPrefix(prefix: string, size: number): Rows {
    const lists: Rows[] = [];
    for (
      let k = this.lowerBound(prefix);
      k < this.keys.length && (this.keys[k] as string).startsWith(prefix);
      k++
    )
      lists.push(this.rowsAt(k));
    return lists.length === 0 ? empty : unionAll(lists, size);
  }
}

const trigramsOf = (text: string) => {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) found.add(text.slice(i, i + 3));
  return found;
};

/** UTF-16 units ordered as the code points they spell, which is how a "C" collation orders text. */
function compareCodePoints(a: string, b: string): number {
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

/** A token PostgreSQL's parser takes whole, as itself. */
export const plainToken = /^[a-z0-9]+$/;

/**
 * Takes the listings one by one in name order, keeping only what the index needs of each, so a
 * million rows never sit in memory as objects at once.
 */
export function createSearchIndexBuilder(options: { sortsTextByCodePoint: boolean }) {
  const ids: string[] = [];
  const titles: string[] = [];
  const createdList: number[] = [];
  const priceList: number[] = [];
  const referenceKeys: string[] = [];
  const comboOfList: number[] = [];
  // Facet combinations, a brand's spelling apart, so a subset's brand label is the subset's own.
  const comboIndex = new Map<string, number>();
  const comboList: FacetCombo[] = [];
  const lexemeLists = new Map<string, number[]>();
  const trigramLists = new Map<string, number[]>();
  const referenceLists = new Map<string, number[]>();
  const add = (lists: Map<string, number[]>, key: string, row: number) => {
    const list = lists.get(key);
    if (!list) lists.set(key, [row]);
    else if (list[list.length - 1] !== row) list.push(row);
  };
  return {
    add(listing: IndexedListing) {
      const row = ids.push(listing.id) - 1;
      titles.push(listing.title);
      createdList.push(listing.createdMicros);
      priceList.push(listing.priceCents);
      referenceKeys.push(listing.referenceKey);
      const key = JSON.stringify([listing.facets, listing.brandLabel]);
      let combo = comboIndex.get(key);
      if (combo === undefined) {
        combo = comboList.push({ values: listing.facets, brandLabel: listing.brandLabel, n: 0 }) - 1;
        comboIndex.set(key, combo);
      }
      comboOfList.push(combo);
      (comboList[combo] as FacetCombo).n += 1;
      for (const lexeme of listing.lexemes) add(lexemeLists, lexeme, row);
      for (const trigram of trigramsOf(listing.referenceKey)) add(trigramLists, trigram, row);
      if (listing.referenceKey) add(referenceLists, listing.referenceKey, row);
    },
    finish: (): SearchIndex =>
      searchIndexOf({
        options,
        ids,
        titles,
        created: Float64Array.from(createdList),
        prices: Float64Array.from(priceList),
        referenceKeys,
        comboOf: Int32Array.from(comboOfList),
        comboList,
        lexemes: new Postings(lexemeLists),
        trigrams: new Postings(trigramLists),
        references: new Postings(referenceLists),
      }),
  };
}

function searchIndexOf(parts: {
  options: { sortsTextByCodePoint: boolean };
  ids: string[];
  titles: string[];
  created: Float64Array;
  prices: Float64Array;
  referenceKeys: string[];
  comboOf: Int32Array;
  comboList: FacetCombo[];
  lexemes: Postings;
  trigrams: Postings;
  references: Postings;
}): SearchIndex {
  const {
    options,
    ids,
    titles,
    created,
    prices,
    referenceKeys,
    comboOf,
    comboList,
    lexemes,
    trigrams,
    references,
  } = parts;
  const size = ids.length;
  const table = tabulateCombos(comboList);
  const brandLabelOf = comboList.map((combo) => combo.brandLabel);
  // Each combination's rows, ascending: a browse by facets gathers its few rows from these.
  const comboStarts = new Int32Array(comboList.length + 1);
  comboList.forEach((combo, c) => {
    comboStarts[c + 1] = (comboStarts[c] as number) + combo.n;
  });
  const comboRows = new Int32Array(size);
  const filled = comboStarts.slice(0, comboList.length);
  comboOf.forEach((combo, row) => {
    comboRows[(filled[combo] as number)++] = row;
  });

  /** referenceContains: the key inside a reference key, or at its start when under three characters. */
  function referenceContains(key: string): Rows {
    if (key.length < 3) return references.withPrefix(key, size);
    let candidates: Rows | undefined;
    for (const trigram of trigramsOf(key)) {
      const rows = trigrams.exactly(trigram);
      if (!candidates || rows.length < candidates.length) candidates = rows;
    }
    return (candidates ?? empty).filter((row) => (referenceKeys[row] as string).includes(key));
  }

  /** wordPrefixes: every token the prefix of one of the listing's lexemes; undefined if one is not plain. */
  function prefixesOf(word: string, plain?: ReadonlyMap<string, string>): Rows | undefined {
    let rows: Rows | undefined;
    for (const typed of wordTokens(word)) {
      const token = plainToken.test(typed) ? typed : plain?.get(typed);
      if (token === undefined || !plainToken.test(token)) return undefined;
      const found = lexemes.withPrefix(token, size);
      rows = rows ? intersect(rows, found) : found;
      if (rows.length === 0) break;
    }
    return rows ?? empty;
  }

  return {
    catalogue: table,
    everyRow: Int32Array.from({ length: size }, (_, row) => row),

    rowsPassing(passing, ordered) {
      let total = 0;
      passing.forEach((pass, c) => {
        if (pass === 1) total += (comboList[c] as FacetCombo).n;
      });
      const rows = new Int32Array(total);
      let n = 0;
      passing.forEach((pass, c) => {
        if (pass !== 1) return;
        rows.set(comboRows.subarray(comboStarts[c] as number, comboStarts[c + 1] as number), n);
        n += (comboList[c] as FacetCombo).n;
      });
      return ordered ? rows.sort() : rows;
    },

    match(q, plain) {
      const words = searchWords(q);
      if (words.length === 0) return empty;
      let rows: Rows | undefined;
      for (const word of words) {
        const key = toReferenceKey(word);
        const prefixed = prefixesOf(word, plain);
        if (!prefixed) return undefined;
        const found = key ? union(prefixed, referenceContains(key)) : prefixed;
        rows = rows ? intersect(rows, found) : found;
      }
      const wholeKey = toReferenceKey(q);
      return words.length > 1 && wholeKey
        ? union(rows ?? empty, referenceContains(wholeKey))
        : (rows ?? empty);
    },

    combos(rows) {
      const n = new Float64Array(comboList.length);
      for (const row of rows) {
        const combo = comboOf[row] as number;
        n[combo] = (n[combo] as number) + 1;
      }
      return recountCombos(table, n, brandLabelOf);
    },

    page(rows, passing, sort, cursor, limit) {
      const wanted = limit + 1;
      const found: number[] = [];
      if (sort === "name") {
        // Rows are in name order: the page is the first rows after the cursor's place.
        let start = 0;
        if (cursor?.s === "name") {
          if (!options.sortsTextByCodePoint) return undefined;
          const after = (row: number) => {
            const byTitle = compareCodePoints(titles[row] as string, cursor.k);
            return byTitle > 0 || (byTitle === 0 && (ids[row] as string) > cursor.i);
          };
          let lo = 0;
          let hi = rows.length;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (after(rows[mid] as number)) hi = mid;
            else lo = mid + 1;
          }
          start = lo;
        }
        for (let i = start; i < rows.length && found.length < wanted; i++) {
          const row = rows[i] as number;
          if (passing[comboOf[row] as number] === 1) found.push(row);
        }
      } else {
        const keys = sort === "newest" ? created : prices;
        // Newest: later first, ids ascending; price low: cheaper first, ids ascending; price high:
        // dearer first, ids descending (orderOf in catalog.service.ts).
        const descending = sort !== "price-low";
        const idsDescending = sort === "price-high";
        const before = (keyA: number, idA: string, keyB: number, idB: string) =>
          keyA !== keyB ? (descending ? keyA > keyB : keyA < keyB) : idsDescending ? idA > idB : idA < idB;
        const after = cursor?.s === "name" ? undefined : cursor;
        for (const row of rows) {
          if (passing[comboOf[row] as number] !== 1) continue;
          const key = keys[row] as number;
          const id = ids[row] as string;
          if (after && !before(after.k, after.i, key, id)) continue;
          // Kept sorted, and no longer than a page and one: a pass over the matches, no sort of them.
          let at = found.length;
          while (at > 0) {
            const other = found[at - 1] as number;
            if (!before(key, id, keys[other] as number, ids[other] as string)) break;
            at--;
          }
          if (at >= wanted) continue;
          found.splice(at, 0, row);
          if (found.length > wanted) found.pop();
        }
      }
      const pageRows = found.slice(0, limit);
      const last = pageRows.at(-1);
      let next: ListingCursor | null = null;
      if (found.length > limit && last !== undefined) {
        const i = ids[last] as string;
        if (sort === "name") next = { s: sort, k: titles[last] as string, i };
        else if (sort === "newest") next = { s: sort, k: created[last] as number, i };
        else next = { s: sort, k: prices[last] as number, i };
      }
      return { ids: pageRows.map((row) => ids[row] as string), next };
    },
  };
}
