import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type ListingQuery,
  priceBands,
  priceRangeBounds,
  readListingFilters,
} from "../../../../shared/catalog-api";
import { toReferenceKey } from "../../../../shared/search-text";
import { namesOfSlugs } from "../catalog-facets";
import { type IndexedListing, ListingIndex, type Paging } from "./listing-index";
import { listingWords } from "./listing-words";
import { planSearch } from "./search-plan";
import type { SearchAnswer, SearchScope } from "./search-request";

/**
 * The index changed in place (issue 26): a put listing takes a new row while the rows read at
 * build stay, skipped, until the index is built again. Whatever its history, it must answer as an
 * index built at once from the same listings.
 */
const models = [
  ["Rolex", "Submariner", "126610LN"],
  ["Rolex", "Daytona", "116500LN"],
  ["Omega", "Speedmaster", "310.30.42.50.01.001"],
  ["Tudor", "Black Bay", "M79030N-0001"],
  ["Cartier", "Santos", "WSSA0018"],
] as const;
const conditions = ["excellent", "very-good", "good"];

function listing(n: number, id: string = randomUUID(), edition = ""): IndexedListing {
  const [brand, model, reference] = models[n % models.length] as (typeof models)[number];
  const title = `${brand} ${model}${edition} ${n % 7}`;
  const fullReference = `${reference}-${n % 13}`;
  // Every band, and the prices on each side of its bounds.
  const priceCents = [
    50_000, 1_000_00, 4_999_99, 5_000_00, 12_000_00, 25_000_00, 40_000_00, 9_999_99, 2_500_00,
  ][n % 9] as number;
  return {
    id,
    title,
    createdMicros: 1_700_000_000_000_000 + (n % 50) * 1_000_000,
    priceCents,
    facets: {
      brand: brand.toLowerCase(),
      condition: conditions[n % conditions.length] as string,
      papers: null,
      size: null,
      material: null,
      year: null,
      price: priceBands.find((band) => {
        const { min, max = Number.POSITIVE_INFINITY } = priceRangeBounds[band];
        return priceCents >= min && priceCents < max;
      }) as string,
    },
    brandLabel: brand,
    categoryId: n % 2 === 0 ? "even" : null,
    words: listingWords({ title, brand, model, reference: fullReference }),
    referenceKey: toReferenceKey(fullReference),
  };
}

const paging: Paging = { pickUpTo: 2_000, walkAtLeast: 1_000, testRowsBelow: 8 };

const queries = [
  "",
  "q=rolex",
  "q=sub&sort=price-low",
  "q=126610&sort=name",
  "q=m79&sort=price-high",
  "q=ln&brand=rolex",
  "brand=omega&condition=good",
  "q=edition&condition=excellent",
  "q=speedmaster%20edition&sort=newest",
  "brand=omega&brand=tudor&sort=name",
  "q=wssa&condition=good&sort=price-high",
  "price=5000-10000&sort=price-low",
  "price=1000-5000,25000&sort=price-high",
  "q=rolex&price=25000&sort=price-low",
  "price=0-1000&brand=omega&sort=price-high",
  "price=10000-25000&sort=name",
  // A broad word beside a narrow one: "1", "ln" and "126" begin the words of many listings.
  "q=1%20santos&sort=name",
  "q=ln%20126610&sort=price-low",
  "q=ro-126&sort=newest",
  "q=3%20edition%20sub",
];

/** Every page of each query, by its cursors, over the whole collection unless a scope is given. */
function pagesOf(index: ListingIndex, scope: SearchScope = { kind: "all" }): SearchAnswer[] {
  const context = {
    hasPrefix: (prefix: string) => index.hasPrefix(prefix),
    near: (word: string, edits: number) => index.near(word, edits),
    categories: [],
    conditions: [],
  };
  const answers: SearchAnswer[] = [];
  for (const text of queries) {
    const query: ListingQuery = { ...readListingFilters(new URLSearchParams(text)), limit: 9 };
    let cursor = undefined as SearchAnswer["next"] | undefined;
    do {
      const answer = index.answer({
        plan: query.q ? planSearch(query.q, context) : undefined,
        scope,
        selection: query,
        brandNames: namesOfSlugs(index.brandNames(), query.brand),
        sort: query.sort,
        cursor: cursor ?? undefined,
        limit: query.limit,
      });
      answers.push(answer);
      cursor = answer.next;
    } while (cursor);
  }
  return answers;
}

describe("ListingIndex", () => {
  it("answers after thousands of edits and removals as one built from the listings it holds", async () => {
    const held = new Map<string, IndexedListing>();
    for (let n = 0; n < 1_500; n++) {
      const read = listing(n);
      held.set(read.id, read);
    }
    const index = ListingIndex.build(held.values());
    const ids = [...held.keys()];
    ids.forEach((id, n) => {
      if (n % 5 === 4) {
        index.remove(id);
        held.delete(id);
      } else if (n % 5 !== 0) {
        const edited = listing(n + 3, id, " Edition");
        index.put(edited);
        held.set(id, edited);
      }
    });
    for (let n = 1_500; n < 1_600; n++) {
      const added = listing(n);
      index.put(added);
      held.set(added.id, added);
    }
    expect(index.size).toBe(held.size);
    expect(index.wantsRebuild).toBe(true);
    const expected = pagesOf(ListingIndex.build(held.values()));
    expect(expected.reduce((sum, answer) => sum + answer.ids.length, 0)).toBeGreaterThan(3_000);
    expect(pagesOf(index)).toEqual(expected);
    const rebuilt = await index.rebuilt();
    expect(rebuilt.wantsRebuild).toBe(false);
    expect(pagesOf(rebuilt)).toEqual(expected);
  });

  it("counts a listing of a new combination as one built afresh, whether its values are known or new", () => {
    // No Omega in good condition at first: the write below brings that combination of known values.
    const held = new Map<string, IndexedListing>();
    for (let n = 0; n < 300; n++) {
      const read = listing(n);
      if (read.facets.brand === "omega" && read.facets.condition === "good") continue;
      held.set(read.id, read);
    }
    const index = ListingIndex.build(held.values());
    const omegas: SearchScope = { kind: "brands", names: ["omega"] };
    pagesOf(index);
    pagesOf(index, omegas);
    const omega = listing(2);
    const known = { ...omega, facets: { ...omega.facets, condition: "good" } };
    const unknown = { ...listing(3), facets: { ...listing(3).facets, material: "meteorite" } };
    for (const added of [known, unknown]) {
      index.put(added);
      held.set(added.id, added);
      const built = ListingIndex.build(held.values());
      expect(pagesOf(index)).toEqual(pagesOf(built));
      expect(pagesOf(index, omegas)).toEqual(pagesOf(built, omegas));
    }
  });

  it("reuses what it worked out for a search only while no write since would change it", () => {
    const held = new Map<string, IndexedListing>();
    for (let n = 0; n < 300; n++) {
      const read = listing(n);
      held.set(read.id, read);
    }
    const index = ListingIndex.build(held.values());
    const scopes: SearchScope[] = [
      { kind: "all" },
      { kind: "category", id: "even" },
      { kind: "brands", names: ["omega", "tudor"] },
    ];
    const answersOf = (of: ListingIndex) => scopes.map((scope) => pagesOf(of, scope));
    answersOf(index);
    const ids = [...held.keys()];
    // One change at a time, each followed by every search: a kept search a write touched must be
    // made again, and one it did not may be served as it was.
    for (let n = 0; n < 40; n++) {
      const id = ids[(n * 7) % ids.length] as string;
      if (n % 4 === 3 && held.has(id)) {
        index.remove(id);
        held.delete(id);
      } else {
        const edited = listing(n * 11 + 1, id, n % 2 ? " Edition" : "");
        index.put(edited);
        held.set(id, edited);
      }
      expect(answersOf(index)).toEqual(answersOf(ListingIndex.build(held.values())));
    }
  });

  it("finds each page alike by picking among the matches and by walking the sort's order", () => {
    const held = Array.from({ length: 1_500 }, (_, n) => listing(n));
    const picking = pagesOf(
      ListingIndex.build(held, { ...paging, pickUpTo: Number.POSITIVE_INFINITY, walkAtLeast: 0 }),
    );
    expect(picking.reduce((sum, answer) => sum + answer.ids.length, 0)).toBeGreaterThan(3_000);
    // Walking to the end of the order, and walking a short way before picking after all.
    expect(
      pagesOf(ListingIndex.build(held, { ...paging, pickUpTo: 0, walkAtLeast: Number.POSITIVE_INFINITY })),
    ).toEqual(picking);
    expect(pagesOf(ListingIndex.build(held, { ...paging, pickUpTo: 0, walkAtLeast: 0 }))).toEqual(picking);
  });

  it("finds the same listings whether a broad word is read from its lists or tested on the rows others found", () => {
    const held = new Map<string, IndexedListing>();
    for (let n = 0; n < 1_500; n++) {
      const read = listing(n);
      held.set(read.id, read);
    }
    const index = (testRowsBelow: number) => {
      const built = ListingIndex.build(held.values(), { ...paging, testRowsBelow });
      // Edited and removed listings too: a test reads a row's own words, a list its postings.
      let n = 0;
      for (const id of [...held.keys()].slice(0, 300)) {
        if (n++ % 3 === 0) built.remove(id);
        else built.put(listing(n * 5, id, " Edition"));
      }
      return built;
    };
    const read = pagesOf(index(Number.POSITIVE_INFINITY));
    expect(read.filter((answer) => answer.total > 0).length).toBeGreaterThan(20);
    expect(pagesOf(index(0))).toEqual(read);
    expect(pagesOf(index(8))).toEqual(read);
  });

  it("forgets a word whose every listing went, so a typo of it is no longer read as it", () => {
    const only = { ...listing(0), title: "Zenith Defy", words: "zenith defy", referenceKey: "" };
    const index = ListingIndex.build([listing(1), only]);
    expect(index.hasPrefix("zen")).toBe(true);
    expect(index.near("zenit", 1)).toEqual(["zenith"]);
    index.remove(only.id);
    expect(index.hasPrefix("zen")).toBe(false);
    expect(index.near("zenit", 1)).toEqual([]);
  });

  it("keeps a word that other listings still have when one whose column repeats it goes", () => {
    const repeated = { ...listing(0), words: "zenith zenith defy", referenceKey: "" };
    const other = { ...listing(1), words: "zenith pilot", referenceKey: "" };
    const index = ListingIndex.build([repeated, other, listing(2)]);
    index.remove(repeated.id);
    expect(index.hasPrefix("zen")).toBe(true);
    expect(index.near("zenit", 1)).toEqual(["zenith"]);
  });
});
