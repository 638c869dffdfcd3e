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

/**
 * Combinations laid out for counting: per facet, each combination's value as a small number into
 * that facet's dictionary (0: no value). Built once per read, so a request's counting is a pass of
 * array reads, a fraction of a millisecond over the ten-odd thousand combinations of 100,000
 * listings, where string keys took several.
 */
export interface FacetComboTable {
  n: Float64Array;
  codes: Uint32Array[];
  dictionaries: (string | null)[][];
  /** A brand's largest spelling, as SQL's max() would pick, so it does not depend on row order. */
  brandLabels: Map<string, string>;
  /** The sums with no facet chosen, the commonest request, made once. */
  unfiltered: Sums;
}

type Sums = { total: number; counts: Float64Array[] };

export function tabulateCombos(combos: readonly FacetCombo[]): FacetComboTable {
  const dictionaries = facetNames.map((): (string | null)[] => [null]);
  const lookups = facetNames.map(() => new Map<string, number>());
  const codes = facetNames.map(() => new Uint32Array(combos.length));
  const n = new Float64Array(combos.length);
  const brandLabels = new Map<string, string>();
  combos.forEach((combo, c) => {
    n[c] = combo.n;
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
    const brand = combo.values.brand;
    if (brand && combo.n > 0 && combo.brandLabel && combo.brandLabel > (brandLabels.get(brand) ?? ""))
      brandLabels.set(brand, combo.brandLabel);
  });
  const table = { n, codes, dictionaries, brandLabels };
  return { ...table, unfiltered: sumMatching(table, []) };
}

/**
 * Column by column: how many chosen facets each combination fails, then the sums over those that
 * fail none (the total and every facet) and those that fail one facet alone (that facet's).
 */
function sumMatching(
  table: Omit<FacetComboTable, "unfiltered">,
  masks: readonly (Uint8Array | undefined)[],
  withFailingOne = true,
): Sums {
  const size = table.n.length;
  const failures = new Uint8Array(size);
  const failedAt = new Uint8Array(size);
  masks.forEach((mask, f) => {
    if (!mask) return;
    const codes = table.codes[f] as Uint32Array;
    for (let c = 0; c < size; c++)
      if (mask[codes[c] as number] === 0) {
        failures[c] = (failures[c] as number) + 1;
        failedAt[c] = f;
      }
  });
  const matching: number[] = [];
  const failingOnly = facetNames.map((): number[] => []);
  for (let c = 0; c < size; c++) {
    if (failures[c] === 0) matching.push(c);
    else if (withFailingOne && failures[c] === 1) (failingOnly[failedAt[c] as number] as number[]).push(c);
  }
  let total = 0;
  for (const c of matching) total += table.n[c] as number;
  const counts = facetNames.map((_, f) => {
    const codes = table.codes[f] as Uint32Array;
    const sums = new Float64Array((table.dictionaries[f] as unknown[]).length);
    const add = (c: number) => {
      const code = codes[c] as number;
      sums[code] = (sums[code] as number) + (table.n[c] as number);
    };
    matching.forEach(add);
    (failingOnly[f] as number[]).forEach(add);
    return sums;
  });
  return { total, counts };
}

/** Per facet with a choice, which of its dictionary's values are chosen (1) or not (0). */
function facetMasks(
  table: Pick<FacetComboTable, "dictionaries">,
  selection: FacetSelection,
  brandNames: readonly string[],
): (Uint8Array | undefined)[] {
  return facetNames.map((facet, f) => {
    if (selection[facet].length === 0) return undefined;
    const wanted = new Set<string>(facet === "brand" ? brandNames : selection[facet]);
    return Uint8Array.from(table.dictionaries[f] as (string | null)[], (value) =>
      value !== null && wanted.has(value) ? 1 : 0,
    );
  });
}

/** Per combination, 1 when it fails no chosen facet: its listings are in the filtered set. */
export function combosPassing(
  table: FacetComboTable,
  selection: FacetSelection,
  brandNames: readonly string[],
): Uint8Array {
  const passing = new Uint8Array(table.n.length).fill(1);
  facetMasks(table, selection, brandNames).forEach((mask, f) => {
    if (!mask) return;
    const codes = table.codes[f] as Uint32Array;
    for (let c = 0; c < passing.length; c++) if (mask[codes[c] as number] === 0) passing[c] = 0;
  });
  return passing;
}

/**
 * The same combinations counted over a subset of their listings (`n` per combination, 0 for none),
 * with each brand's label taken from the combinations present, as a read of the subset would.
 */
export function recountCombos(
  table: FacetComboTable,
  n: Float64Array,
  brandLabelOf: readonly (string | null)[],
): FacetComboTable {
  const brandLabels = new Map<string, string>();
  const brandCodes = table.codes[facetNames.indexOf("brand")] as Uint32Array;
  const brandDictionary = table.dictionaries[facetNames.indexOf("brand")] as (string | null)[];
  for (let c = 0; c < n.length; c++) {
    const brand = brandDictionary[brandCodes[c] as number];
    const label = brandLabelOf[c];
    if (n[c] === 0 || !brand || !label) continue;
    if (label > (brandLabels.get(brand) ?? "")) brandLabels.set(brand, label);
  }
  const recounted = { n, codes: table.codes, dictionaries: table.dictionaries, brandLabels };
  return { ...recounted, unfiltered: sumMatching(recounted, []) };
}

/**
 * The combinations of a few listings, one entry per listing (`combos` holds each one's combination
 * in `table`): counting them costs what the listings cost, where `recountCombos` costs every
 * combination of the catalogue, whatever the few.
 */
export function entriesOf(
  table: FacetComboTable,
  combos: readonly number[],
  brandLabelOf: readonly (string | null)[],
): FacetComboTable {
  const codes = table.codes.map((column) => {
    const entries = new Uint32Array(combos.length);
    for (let entry = 0; entry < combos.length; entry++)
      entries[entry] = column[combos[entry] as number] as number;
    return entries;
  });
  const brandLabels = new Map<string, string>();
  const brandDictionary = table.dictionaries[facetNames.indexOf("brand")] as (string | null)[];
  const brandCodes = codes[facetNames.indexOf("brand")] as Uint32Array;
  combos.forEach((combo, entry) => {
    const brand = brandDictionary[brandCodes[entry] as number];
    const label = brandLabelOf[combo];
    if (brand && label && label > (brandLabels.get(brand) ?? "")) brandLabels.set(brand, label);
  });
  const entries = {
    n: new Float64Array(combos.length).fill(1),
    codes,
    dictionaries: table.dictionaries,
    brandLabels,
  };
  return { ...entries, unfiltered: sumMatching(entries, []) };
}

/**
 * The filtered total and every facet's counts. A facet's counts are over the listings that match
 * every other facet (the usual faceting rule, so ticking a second brand never empties the brand
 * list): one pass, where a combination that fails no facet counts everywhere and one that fails
 * exactly one facet counts in that facet alone. `brandNames` are the lower-case names the chosen
 * brand slugs stand for.
 */
export function countFacets(
  table: FacetComboTable,
  selection: FacetSelection,
  brandNames: readonly string[],
): { total: number; facets: ListingFacetsDto } {
  const masks = facetMasks(table, selection, brandNames);
  const unfiltered = table.unfiltered;
  const chosen = facetNames.flatMap((_, f) => (masks[f] ? [f] : []));
  const { total, counts } = chosen.length === 0 ? unfiltered : sumMatching(table, masks, chosen.length > 1);
  // With one facet chosen, its own counts are those of no choice at all.
  if (chosen.length === 1)
    counts[chosen[0] as number] = unfiltered.counts[chosen[0] as number] as Float64Array;
  const found = Object.fromEntries(facetNames.map((facet) => [facet, [] as Entry[]])) as Record<
    FacetName,
    Entry[]
  >;
  facetNames.forEach((facet, f) => {
    const dictionary = table.dictionaries[f] as (string | null)[];
    (counts[f] as Float64Array).forEach((count, code) => {
      const value = dictionary[code];
      if (!value || count === 0) return;
      if (facet !== "brand") {
        found[facet].push({ value, count });
        return;
      }
      // Several spellings of a brand ("Audemars Piguet", "audemars piguet ") share one slug.
      const slug = slugify(value);
      const known = found.brand.find((entry) => entry.value === slug);
      if (known) known.count += count;
      else if (slug) found.brand.push({ value: slug, label: table.brandLabels.get(value) ?? value, count });
    });
  });
  return { total, facets: orderFacets(found, selection) };
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
