import {
  type FacetName,
  type FacetSelection,
  facetNames,
  facetOptions,
  type ListingFacetsDto,
} from "../../../shared/catalog-api";
import { slugify } from "../../../shared/slug";

/**
 * The listings that share one value of every facet, and how many they are (a brand's value is its
 * lower-case name). A catalogue has far fewer of these than listings, and the number stops growing
 * once every combination a shop stocks is there, so counting from them costs the same over
 * 100,000 listings as over 1,000,000 (issue 13).
 */
export interface FacetCombo {
  values: Record<FacetName, string | null>;
  brandLabel: string | null;
  n: number;
}

type Entry = { value: string; count: number; label?: string };

const facets = facetNames.length;
const brandFacet = facetNames.indexOf("brand");

/**
 * Combinations laid out for counting: each combination's value of each facet as a small number
 * (a cell), and its brand label as its place among the labels sorted. Built once per read, so a
 * request's counting is one pass of array reads, a fraction of a millisecond over the ten-odd
 * thousand combinations of 100,000 listings, where string keys took several.
 */
export interface FacetComboTable {
  n: Float64Array;
  /**
   * Combination c's value of facet f is `cells[c * facets + f]`: the value's place in one list of
   * every facet's values, facet after facet (facet f's start at `offsets[f]`, then its dictionary's
   * codes, 0 for no value), so counting adds into one array and a choice is one mask over it.
   */
  cells: Uint32Array;
  dictionaries: (string | null)[][];
  /** Each brand value's slug, by its code: what the facet's entries are keyed by. */
  brandSlugs: string[];
  /** Each combination's brand label as a place in `labels` (-1: none). */
  labelPlaces: Int32Array;
  /** The brand labels, sorted as strings compare, so the largest spelling wins as SQL's max() would. */
  labels: string[];
  /** Where each facet's values start among the cells' places. */
  offsets: Int32Array;
  /** The combinations holding each cell's value: `combosOfCell[cellStarts[p]]` up to `cellStarts[p + 1]`. */
  cellStarts: Int32Array;
  combosOfCell: Int32Array;
  /** The counts with no facet chosen over the whole table, the commonest request, made once. */
  unfiltered: Counted;
}

/**
 * Some of a table's combinations with how many listings of a subset each holds (a search's, a
 * category's): counting them costs what the subset touches, never the whole catalogue.
 */
export interface ComboSubset {
  combos: Int32Array;
  n: Float64Array;
}

/** One pass's results: the total, every facet's counts (at `offsets`), each brand's best label place. */
interface Counted {
  total: number;
  sums: Float64Array;
  bestLabel: Int32Array;
}

export function tabulateCombos(combos: readonly FacetCombo[]): FacetComboTable {
  const dictionaries = facetNames.map((): (string | null)[] => [null]);
  const lookups = facetNames.map(() => new Map<string, number>());
  const codes = facetNames.map(() => new Uint32Array(combos.length));
  const n = new Float64Array(combos.length);
  const labels = [...new Set(combos.flatMap((combo) => (combo.brandLabel ? [combo.brandLabel] : [])))].sort();
  const placeOf = new Map(labels.map((label, place) => [label, place]));
  const labelPlaces = new Int32Array(combos.length);
  combos.forEach((combo, c) => {
    n[c] = combo.n;
    labelPlaces[c] = combo.brandLabel ? (placeOf.get(combo.brandLabel) as number) : -1;
    facetNames.forEach((facet, f) => {
      const value = combo.values[facet];
      if (!value) return;
      const lookup = lookups[f] as Map<string, number>;
      let code = lookup.get(value);
      if (code === undefined) {
        code = (dictionaries[f] as (string | null)[]).push(value) - 1;
        lookup.set(value, code);
      }
      (codes[f] as Uint32Array)[c] = code;
    });
  });
  const offsets = new Int32Array(facetNames.length + 1);
  dictionaries.forEach((dictionary, f) => {
    offsets[f + 1] = (offsets[f] as number) + dictionary.length;
  });
  const cells = new Uint32Array(combos.length * facets);
  for (let c = 0; c < combos.length; c++)
    for (let f = 0; f < facets; f++)
      cells[c * facets + f] = (offsets[f] as number) + ((codes[f] as Uint32Array)[c] as number);
  const brandSlugs = (dictionaries[brandFacet] as (string | null)[]).map((value) =>
    value ? slugify(value) : "",
  );
  const table = {
    n,
    cells,
    dictionaries,
    brandSlugs,
    labelPlaces,
    labels,
    offsets,
    ...cellIndex(cells, offsets),
  };
  return {
    ...table,
    unfiltered: countPass(table, undefined, undefined),
  };
}

/** Each cell's combinations (`cellStarts`, `combosOfCell`), from the combinations' cells. */
function cellIndex(cells: Uint32Array, offsets: Int32Array) {
  const places = offsets[facets] as number;
  const cellStarts = new Int32Array(places + 1);
  for (const cell of cells) cellStarts[cell + 1] = (cellStarts[cell + 1] as number) + 1;
  for (let p = 0; p < places; p++)
    cellStarts[p + 1] = (cellStarts[p + 1] as number) + (cellStarts[p] as number);
  const combosOfCell = new Int32Array(cells.length);
  const filled = cellStarts.slice(0, places);
  for (let at = 0; at < cells.length; at++) {
    const cell = cells[at] as number;
    combosOfCell[filled[cell] as number] = Math.floor(at / facets);
    filled[cell] = (filled[cell] as number) + 1;
  }
  return { cellStarts, combosOfCell };
}

/**
 * The table with `combo` added as its last combination, when every value and the label it holds
 * are already in the table (a write moving a listing to a combination of known values, the usual
 * case); undefined otherwise, and the table is made again (`tabulateCombos`). Laying out the whole
 * table again took 18 ms over 100,000 listings, on every instance, for most writes (issue 26).
 */
export function withCombo(table: FacetComboTable, combo: FacetCombo): FacetComboTable | undefined {
  const count = table.n.length;
  const cells = new Uint32Array((count + 1) * facets);
  cells.set(table.cells);
  for (let f = 0; f < facets; f++) {
    const value = combo.values[facetNames[f] as FacetName];
    const code = value ? (table.dictionaries[f] as (string | null)[]).indexOf(value) : 0;
    if (code < 0) return undefined;
    cells[count * facets + f] = (table.offsets[f] as number) + code;
  }
  const labelPlace = combo.brandLabel ? table.labels.indexOf(combo.brandLabel) : -1;
  if (combo.brandLabel && labelPlace < 0) return undefined;
  const n = new Float64Array(count + 1);
  n.set(table.n);
  n[count] = combo.n;
  const labelPlaces = new Int32Array(count + 1);
  labelPlaces.set(table.labelPlaces);
  labelPlaces[count] = labelPlace;
  const grown = { ...table, n, cells, labelPlaces, ...cellIndex(cells, table.offsets) };
  return { ...grown, unfiltered: countPass(grown, undefined, undefined) };
}

/**
 * The table after its combinations' counts (`n`) changed in place, no combination added: a write
 * moves a listing from one combination to another, and the table's layout still holds (issue 26).
 */
export function recounted(table: FacetComboTable): FacetComboTable {
  table.unfiltered = countPass(table, undefined, undefined);
  return table;
}

/**
 * The combinations `rows` fall in (`comboOf` gives each row's) and how many rows each holds.
 * `scratch` is a zeroed number per combination that the caller lends and gets back zeroed.
 */
export function subsetOf(rows: ArrayLike<number>, comboOf: Int32Array, scratch: Float64Array): ComboSubset {
  const touched: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const c = comboOf[rows[i] as number] as number;
    if (scratch[c] === 0) touched.push(c);
    scratch[c] = (scratch[c] as number) + 1;
  }
  const combos = new Int32Array(touched);
  const n = new Float64Array(combos.length);
  for (let i = 0; i < combos.length; i++) {
    const c = combos[i] as number;
    n[i] = scratch[c] as number;
    scratch[c] = 0;
  }
  return { combos, n };
}

/**
 * One pass over the combinations (a subset's, else the table's): how many chosen facets each
 * fails; one that fails none counts in the total and every facet, one that fails exactly one
 * facet counts in that facet alone (the usual faceting rule, so ticking a second brand never
 * empties the brand list). With one facet chosen its counts are thus those of no choice at all.
 */
function countPass(
  table: Omit<FacetComboTable, "unfiltered">,
  subset: ComboSubset | undefined,
  chosen: Choice | undefined,
): Counted {
  const { cells, offsets, labelPlaces } = table;
  const sums = new Float64Array(offsets[facets] as number);
  const bestLabel = new Int32Array((table.dictionaries[brandFacet] as unknown[]).length).fill(-1);
  const brandStart = offsets[brandFacet] as number;
  const size = subset ? subset.combos.length : table.n.length;
  const mask = chosen?.mask;
  const chosenFacets = chosen?.facets ?? [];
  let total = 0;
  for (let i = 0; i < size; i++) {
    const c = subset ? (subset.combos[i] as number) : i;
    const n = subset ? (subset.n[i] as number) : (table.n[c] as number);
    if (n === 0) continue;
    const row = c * facets;
    const brand = (cells[row + brandFacet] as number) - brandStart;
    if ((labelPlaces[c] as number) > (bestLabel[brand] as number))
      bestLabel[brand] = labelPlaces[c] as number;
    let failures = 0;
    let failedCell = 0;
    if (mask)
      for (let k = 0; k < chosenFacets.length; k++) {
        const cell = cells[row + (chosenFacets[k] as number)] as number;
        if (mask[cell] === 0) {
          failures++;
          failedCell = cell;
        }
      }
    if (failures === 0) {
      total += n;
      for (let f = 0; f < facets; f++) {
        const cell = cells[row + f] as number;
        sums[cell] = (sums[cell] as number) + n;
      }
    } else if (failures === 1) sums[failedCell] = (sums[failedCell] as number) + n;
  }
  return { total, sums, bestLabel };
}

/**
 * `countPass` over the whole table with one facet chosen (a brand's link, a single filter): its own
 * counts are those of no choice, and the others' come from the combinations holding a chosen
 * value alone, a fraction of the table.
 */
function countOneFacet(table: FacetComboTable, chosen: Choice): Counted {
  const { cells, offsets, cellStarts, combosOfCell } = table;
  const f = chosen.facets[0] as number;
  const from = offsets[f] as number;
  const to = offsets[f + 1] as number;
  const sums = new Float64Array(offsets[facets] as number);
  sums.set(table.unfiltered.sums.subarray(from, to), from);
  let total = 0;
  for (let cell = from; cell < to; cell++) {
    if (chosen.mask[cell] === 0) continue;
    for (let at = cellStarts[cell] as number; at < (cellStarts[cell + 1] as number); at++) {
      const c = combosOfCell[at] as number;
      const n = table.n[c] as number;
      if (n === 0) continue;
      total += n;
      for (let g = 0; g < facets; g++) {
        if (g === f) continue;
        const other = cells[c * facets + g] as number;
        sums[other] = (sums[other] as number) + n;
      }
    }
  }
  return { total, sums, bestLabel: table.unfiltered.bestLabel };
}

/** How many combinations hold a chosen value of facet `f`. */
function chosenSize(table: FacetComboTable, chosen: Choice, f: number): number {
  let size = 0;
  for (let cell = table.offsets[f] as number; cell < (table.offsets[f + 1] as number); cell++)
    if (chosen.mask[cell] === 1)
      size += (table.cellStarts[cell + 1] as number) - (table.cellStarts[cell] as number);
  return size;
}

/** The combinations holding a chosen value of facet `f` that `keep` admits. */
function chosenCombos(
  table: FacetComboTable,
  chosen: Choice,
  f: number,
  keep: (c: number) => boolean,
): number[] {
  const found: number[] = [];
  for (let cell = table.offsets[f] as number; cell < (table.offsets[f + 1] as number); cell++) {
    if (chosen.mask[cell] === 0) continue;
    for (let at = table.cellStarts[cell] as number; at < (table.cellStarts[cell + 1] as number); at++) {
      const c = table.combosOfCell[at] as number;
      if (keep(c)) found.push(c);
    }
  }
  return found;
}

/** The chosen facets, those holding the fewest combinations first. */
function narrowestFirst(table: FacetComboTable, chosen: Choice): { f: number; size: number }[] {
  return chosen.facets
    .map((f) => ({ f, size: chosenSize(table, chosen, f) }))
    .sort((a, b) => a.size - b.size);
}

/**
 * `countPass` over the whole table with several facets chosen, looking only at the combinations
 * that can count anywhere: one failing two chosen facets counts nowhere, so each that counts holds
 * a chosen value of the narrowest facet or of the next one. Those are gathered (the second's
 * without the first's) when they are under half the table; else every combination is looked at.
 * A shopper's facets over the whole collection otherwise cost a pass over every combination
 * (issue 26: a sixth of a search's work in the long tail).
 */
function countSeveralFacets(table: FacetComboTable, chosen: Choice): Counted {
  const [first, second] = narrowestFirst(table, chosen) as [
    { f: number; size: number },
    { f: number; size: number },
  ];
  if ((first.size + second.size) * 2 > table.n.length) return countPass(table, undefined, chosen);
  const holdsFirst = (c: number) => chosen.mask[table.cells[c * facets + first.f] as number] === 1;
  const combos = new Int32Array(
    chosenCombos(table, chosen, first.f, () => true).concat(
      chosenCombos(table, chosen, second.f, (c) => !holdsFirst(c)),
    ),
  );
  // A loop, not Float64Array.from(combos, map): that one took three quarters of this function's time.
  const n = new Float64Array(combos.length);
  for (let i = 0; i < combos.length; i++) n[i] = table.n[combos[i] as number] as number;
  return { ...countPass(table, { combos, n }, chosen), bestLabel: table.unfiltered.bestLabel };
}

/**
 * The combinations a page over the whole collection need test with `comboFilter`: those holding a
 * chosen value of the narrowest chosen facet, when under half the table; undefined: every one.
 */
export function combosToTest(
  table: FacetComboTable,
  selection: FacetSelection,
  brandNames: readonly string[],
): number[] | undefined {
  const chosen = choiceOf(table, selection, brandNames);
  if (!chosen) return undefined;
  const [narrowest] = narrowestFirst(table, chosen) as [{ f: number; size: number }];
  return narrowest.size * 2 > table.n.length
    ? undefined
    : chosenCombos(table, chosen, narrowest.f, () => true);
}

/**
 * The facets with a choice, and over every facet's values which are allowed: the chosen ones of
 * the chosen facets, and every value of the others.
 */
interface Choice {
  facets: number[];
  mask: Uint8Array;
}

function choiceOf(
  table: Pick<FacetComboTable, "dictionaries" | "offsets">,
  selection: FacetSelection,
  brandNames: readonly string[],
): Choice | undefined {
  const chosen = facetNames.flatMap((facet, f) => (selection[facet].length > 0 ? [f] : []));
  if (chosen.length === 0) return undefined;
  const mask = new Uint8Array(table.offsets[facets] as number).fill(1);
  for (const f of chosen) {
    const facet = facetNames[f] as FacetName;
    const wanted = new Set<string>(facet === "brand" ? brandNames : selection[facet]);
    const from = table.offsets[f] as number;
    (table.dictionaries[f] as (string | null)[]).forEach((value, code) => {
      mask[from + code] = value !== null && wanted.has(value) ? 1 : 0;
    });
  }
  return { facets: chosen, mask };
}

/**
 * Whether a combination fails no chosen facet, so its listings are in the filtered set; undefined
 * when no facet is chosen (every combination passes). Asked of the combinations a page looks at
 * only, and each one's answer kept for the search: a page over a broad search asks it of every
 * match, tens of thousands over a million listings (issue 26).
 */
export function comboFilter(
  table: FacetComboTable,
  selection: FacetSelection,
  brandNames: readonly string[],
): ((combo: number) => boolean) | undefined {
  const chosen = choiceOf(table, selection, brandNames);
  if (!chosen) return undefined;
  const { cells } = table;
  const { facets: chosenFacets, mask } = chosen;
  // 1: passes, -1: fails, 0: not asked yet.
  const answers = new Int8Array(table.n.length);
  return (c) => {
    const known = answers[c];
    if (known !== 0) return known === 1;
    let passes = true;
    for (let k = 0; k < chosenFacets.length && passes; k++)
      passes = mask[cells[c * facets + (chosenFacets[k] as number)] as number] === 1;
    answers[c] = passes ? 1 : -1;
    return passes;
  };
}

/**
 * The filtered total and every facet's counts, over the table's combinations or a subset of them.
 * `brandNames` are the lower-case names the chosen brand slugs stand for.
 */
export function countFacets(
  table: FacetComboTable,
  selection: FacetSelection,
  brandNames: readonly string[],
  subset?: ComboSubset,
): { total: number; facets: ListingFacetsDto } {
  const chosen = choiceOf(table, selection, brandNames);
  const counted = subset
    ? countPass(table, subset, chosen)
    : !chosen
      ? table.unfiltered
      : chosen.facets.length === 1
        ? countOneFacet(table, chosen)
        : countSeveralFacets(table, chosen);
  const found = Object.fromEntries(facetNames.map((facet) => [facet, [] as Entry[]])) as Record<
    FacetName,
    Entry[]
  >;
  const { sums, bestLabel } = counted;
  const { offsets } = table;
  facetNames.forEach((facet, f) => {
    const dictionary = table.dictionaries[f] as (string | null)[];
    const from = offsets[f] as number;
    for (let code = 1; code < dictionary.length; code++) {
      const count = sums[from + code] as number;
      const value = dictionary[code] as string;
      if (count === 0) continue;
      if (facet !== "brand") {
        found[facet].push({ value, count });
        continue;
      }
      // Several spellings of a brand ("Audemars Piguet", "audemars piguet ") share one slug.
      const slug = table.brandSlugs[code] as string;
      const known = found.brand.find((entry) => entry.value === slug);
      const place = bestLabel[code] as number;
      if (known) known.count += count;
      else if (slug)
        found.brand.push({ value: slug, label: place >= 0 ? table.labels[place] : value, count });
    }
  });
  return { total: counted.total, facets: orderFacets(found, selection) };
}

/**
 * Values that would show listings, and every chosen one (at 0 when nothing has it, so it can be
 * unticked); brands by count then name, the other facets in their options' order.
 */
function orderFacets(found: Record<FacetName, Entry[]>, selection: FacetSelection): ListingFacetsDto {
  const result = {} as Record<FacetName, Entry[]>;
  for (const facet of facetNames) {
    const chosen = selection[facet] as string[];
    const entries = found[facet].filter((entry) => entry.count > 0 || chosen.includes(entry.value));
    for (const value of chosen)
      if (!entries.some((entry) => entry.value === value))
        entries.push(facet === "brand" ? { value, label: value, count: 0 } : { value, count: 0 });
    if (facet === "brand") {
      entries.sort((a, b) => b.count - a.count || (a.label ?? "").localeCompare(b.label ?? ""));
      result[facet] = entries;
      continue;
    }
    const order = facetOptions[facet] as readonly string[];
    // Values outside the options (a free-text condition) are not facets.
    result[facet] = entries
      .filter((entry) => order.includes(entry.value))
      .sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  }
  return result as unknown as ListingFacetsDto;
}
