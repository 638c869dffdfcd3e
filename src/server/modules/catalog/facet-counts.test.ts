import { describe, expect, it } from "vitest";
import {
  type FacetName,
  type FacetSelection,
  facetNames,
  facetOptions,
  type ListingFacetsDto,
} from "../../../shared/catalog-api";
import { slugify } from "../../../shared/slug";
import {
  comboFilter,
  countFacets,
  type FacetCombo,
  subsetOf,
  tabulateCombos,
  withCombo,
} from "./facet-counts";

/**
 * The facet counts (issue 26) are worked out from combinations along three paths: the whole
 * table, the whole table with one facet chosen, and a subset of it. Each must say what counting
 * the listings themselves says: a facet's values counted over the listings matching every other
 * facet's choice.
 */
type Listing = Record<FacetName, string | null> & { label: string };

const brands = [
  ["rolex", "Rolex"],
  ["omega", "Omega"],
  ["audemars piguet", "AUDEMARS PIGUET"],
  ["audemars piguet", "Audemars Piguet"],
  ["audemars piguet ", "Audemars Piguet"],
  ["tudor", "TUDOR"],
] as const;

function listings(count: number): Listing[] {
  return Array.from({ length: count }, (_, n) => {
    const [brand, label] = brands[(n * 7) % brands.length] as (typeof brands)[number];
    const pick = <T>(values: readonly T[], salt: number): T | null =>
      (n * salt) % 11 === 0 ? null : (values[(n * salt) % values.length] as T);
    return {
      brand,
      label,
      condition: pick(facetOptions.condition, 3),
      papers: pick(facetOptions.papers, 5),
      size: pick(facetOptions.size, 13),
      material: pick(facetOptions.material, 17),
      year: pick(facetOptions.year, 19),
      price: pick(facetOptions.price, 23),
    };
  });
}

function combosOf(all: readonly Listing[]): { combos: FacetCombo[]; comboOf: Int32Array } {
  const keys = new Map<string, number>();
  const combos: FacetCombo[] = [];
  const comboOf = new Int32Array(all.length);
  all.forEach((listing, row) => {
    const { label, ...values } = listing;
    const key = JSON.stringify([values, label]);
    let c = keys.get(key);
    if (c === undefined) {
      c = combos.push({ values, brandLabel: label, n: 0 }) - 1;
      keys.set(key, c);
    }
    (combos[c] as FacetCombo).n += 1;
    comboOf[row] = c;
  });
  return { combos, comboOf };
}

const selectionOf = (chosen: Partial<FacetSelection>): FacetSelection =>
  Object.fromEntries(facetNames.map((facet) => [facet, chosen[facet] ?? []])) as unknown as FacetSelection;

/** The counts read off the listings one by one. */
function countedByHand(all: readonly Listing[], selection: FacetSelection, brandNames: readonly string[]) {
  const admits = (listing: Listing, facet: FacetName) => {
    const chosen = facet === "brand" ? brandNames : (selection[facet] as readonly string[]);
    return chosen.length === 0 || (listing[facet] !== null && chosen.includes(listing[facet] as string));
  };
  const matching = (listing: Listing, except?: FacetName) =>
    facetNames.every((facet) => facet === except || admits(listing, facet));
  const facets = {} as Record<FacetName, Map<string, number>>;
  for (const facet of facetNames) {
    facets[facet] = new Map();
    for (const listing of all) {
      const value = listing[facet];
      if (value === null || !matching(listing, facet)) continue;
      const key = facet === "brand" ? slugify(value) : value;
      facets[facet].set(key, (facets[facet].get(key) ?? 0) + 1);
    }
  }
  return { total: all.filter((listing) => matching(listing)).length, facets };
}

/** The answer's counts as value → count, the chosen values at 0 left out. */
function countsOf(facets: ListingFacetsDto) {
  return Object.fromEntries(
    facetNames.map((facet) => [
      facet,
      new Map(
        (facets[facet] as { value: string; count: number }[])
          .filter((entry) => entry.count > 0)
          .map((entry) => [entry.value, entry.count]),
      ),
    ]),
  );
}

const choices: [string, Partial<FacetSelection>, string[]][] = [
  ["nothing", {}, []],
  ["one brand", { brand: ["rolex"] }, ["rolex"]],
  ["a brand of two spellings", { brand: ["audemars-piguet"] }, ["audemars piguet", "audemars piguet "]],
  ["two conditions", { condition: ["excellent", "good"] }, []],
  ["a brand and a size", { brand: ["omega"], size: ["40-42"] }, ["omega"]],
  ["three facets", { condition: ["new", "like-new"], papers: ["complete"], price: ["1000-5000"] }, []],
  ["a value no listing has", { material: ["not-a-material" as never] }, []],
  // Narrow facets: only the combinations holding a chosen value of the two narrowest are looked at.
  [
    "a brand, a year and a material",
    { brand: ["tudor"], year: ["2020s"], material: ["platinum"] },
    ["tudor"],
  ],
  [
    "four facets, two values of one",
    { brand: ["rolex", "omega"], size: ["36-39"], papers: ["box-only"], price: ["25000"] },
    ["rolex", "omega"],
  ],
  [
    "two facets, one value no listing has",
    { brand: ["omega"], material: ["not-a-material" as never] },
    ["omega"],
  ],
  // Broad ones: every combination is looked at.
  [
    "two broad facets",
    { condition: facetOptions.condition.slice(1), papers: facetOptions.papers.slice(1) },
    [],
  ],
];

describe("facet counts", () => {
  const all = listings(3_000);
  const { combos, comboOf } = combosOf(all);
  const table = tabulateCombos(combos);

  it.each(choices)("over the whole table match the listings' own count: %s", (_, chosen, brandNames) => {
    const selection = selectionOf(chosen);
    const expected = countedByHand(all, selection, brandNames);
    const counted = countFacets(table, selection, brandNames);
    expect(counted.total).toBe(expected.total);
    expect(countsOf(counted.facets)).toEqual(expected.facets);
  });

  it.each(choices)("over a subset match the subset's listings' own count: %s", (_, chosen, brandNames) => {
    const rows = all.flatMap((_listing, row) => (row % 3 === 1 ? [row] : []));
    const subset = subsetOf(rows, comboOf, new Float64Array(combos.length));
    const selection = selectionOf(chosen);
    const expected = countedByHand(
      rows.map((row) => all[row] as Listing),
      selection,
      brandNames,
    );
    const counted = countFacets(table, selection, brandNames, subset);
    expect(counted.total).toBe(expected.total);
    expect(countsOf(counted.facets)).toEqual(expected.facets);
    const passes = comboFilter(table, selection, brandNames);
    expect(rows.filter((row) => passes?.(comboOf[row] as number) ?? true).length).toBe(expected.total);
  });

  it.each(choices)(
    "over a table that took combinations in one by one match a table made at once: %s",
    (_, chosen, brandNames) => {
      // The last combinations of known values come in one at a time, as writes bring them.
      const grown = combos
        .slice(-40)
        .reduce<ReturnType<typeof tabulateCombos> | undefined>(
          (table, combo) => table && withCombo(table, combo),
          tabulateCombos(combos.slice(0, -40)),
        );
      expect(grown).toBeDefined();
      const selection = selectionOf(chosen);
      expect(countFacets(grown as ReturnType<typeof tabulateCombos>, selection, brandNames)).toEqual(
        countFacets(table, selection, brandNames),
      );
    },
  );

  it("takes in no combination holding a value or a brand label it has not got", () => {
    const [first] = combos as [FacetCombo];
    expect(
      withCombo(table, { ...first, values: { ...first.values, material: "meteorite" } }),
    ).toBeUndefined();
    expect(withCombo(table, { ...first, brandLabel: "Rolex Geneve" })).toBeUndefined();
    expect(withCombo(table, { ...first, brandLabel: null })).toBeDefined();
  });

  it("labels a brand by its largest spelling among the listings counted", () => {
    const rows = all.flatMap((listing, row) => (listing.label === "AUDEMARS PIGUET" ? [row] : []));
    const subset = subsetOf(rows, comboOf, new Float64Array(combos.length));
    const labelOf = (facets: ListingFacetsDto) =>
      facets.brand.find((entry) => entry.value === "audemars-piguet")?.label;
    expect(labelOf(countFacets(table, selectionOf({}), []).facets)).toBe("Audemars Piguet");
    expect(labelOf(countFacets(table, selectionOf({ brand: ["rolex"] }), ["rolex"]).facets)).toBe(
      "Audemars Piguet",
    );
    expect(labelOf(countFacets(table, selectionOf({}), [], subset).facets)).toBe("AUDEMARS PIGUET");
  });
});
