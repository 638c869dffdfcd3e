/**
 * The shopper's mix of collection URLs (issue 26, "Measurement"): words, references, the seed's
 * brand and category links, next pages by cursor, Arabic and misspelt words, each sometimes with a
 * sort, a facet or a price band. No URL is handed out twice, so no page is another's cache hit.
 */
import { randomUUID } from "node:crypto";
import { encodeCursor } from "../../src/server/modules/catalog/listing-cursor";
import {
  caseMaterials,
  caseSizeBands,
  facetOptions,
  type ListingSort,
  listingSorts,
  priceBands,
  yearBands,
} from "../../src/shared/catalog-api";
import { slugify } from "../../src/shared/slug";
import { brands, categoryNames, listingCount } from "./catalog-fixture";
import { chance, pickOne, pickWeighted, randomInt, someOf } from "./random";
import { arabicSearch, misspeltSearch, referenceSearch, wordSearch } from "./shopper-words";

/** Issue 26: each kind's share of the requests, in percent. */
const shares = {
  words: 35,
  references: 15,
  "brand links": 15,
  "category links": 10,
  "next pages": 15,
  Arabic: 5,
  misspelt: 5,
} as const;
export type ShopperKind = keyof typeof shares;
type FirstPageKind = Exclude<ShopperKind, "next pages">;

const brandSlugs = brands.map(([brand]) => slugify(brand));
const categorySlugs = categoryNames.map((name) => slugify(name));
const facets: [string, readonly string[]][] = [
  ["brand", brandSlugs],
  ["condition", facetOptions.condition],
  ["papers", facetOptions.papers],
  ["size", Object.keys(caseSizeBands)],
  ["material", caseMaterials],
  ["year", Object.keys(yearBands)],
  ["price", priceBands],
];

/** Each facet but `except` ticked with chance `p`; whether any was. */
function tickFacets(params: URLSearchParams, p: number, except?: string): boolean {
  let ticked = false;
  for (const [facet, values] of facets)
    if (facet !== except && chance(p)) {
      params.set(facet, someOf(values).join(","));
      ticked = true;
    }
  return ticked;
}

/** A cursor for the sort, pointing anywhere in the catalogue, as a later page's would. */
function randomCursor(sort: ListingSort): string {
  const i = randomUUID();
  if (sort === "newest")
    return encodeCursor({ s: sort, k: (Date.now() - randomInt(0, listingCount * 37_000)) * 1000, i });
  if (sort === "name") return encodeCursor({ s: sort, k: wordSearch(), i });
  return encodeCursor({ s: sort, k: randomInt(50_000, 12_050_000), i });
}

interface FirstPage {
  params: URLSearchParams;
  /** With a facet or price band beside what the kind itself sets. */
  faceted: boolean;
}

/** A first page of one kind; `withRandomCursor` lets a word search jump anywhere, as issue 13's long tail did. */
function firstPage(kind: FirstPageKind, withRandomCursor: boolean): FirstPage {
  const params = new URLSearchParams();
  // Most shoppers tick no facet; a link's own brand or category, or a browse, more often get one.
  let facetChance = 0.05;
  switch (kind) {
    case "words":
      // Issue 13's long tail: now and then a browse by facets alone.
      if (chance(0.75)) params.set("q", wordSearch());
      facetChance = params.has("q") ? 0.07 : 0.25;
      break;
    case "references":
      params.set("q", referenceSearch());
      break;
    case "brand links":
      // The home page's brand links; a brand slug given as the category is read as the brand.
      params.set(chance(0.7) ? "brand" : "category", pickOne(brandSlugs));
      facetChance = 0.07;
      break;
    case "category links":
      params.set("category", pickOne(categorySlugs));
      facetChance = 0.1;
      break;
    case "Arabic":
      params.set("q", arabicSearch());
      break;
    case "misspelt":
      params.set("q", misspeltSearch());
      break;
  }
  // A brand's page offers other facets, not other brands.
  const faceted = tickFacets(params, facetChance, kind === "brand links" ? "brand" : undefined);
  const sort = pickOne(listingSorts);
  if (sort !== "newest") params.set("sort", sort);
  if (withRandomCursor && kind === "words" && chance(0.2)) params.set("cursor", randomCursor(sort));
  return { params, faceted };
}

/** One run's URLs, and for each its kind and whether it carries a facet or band beside its link or words. */
export interface ShopperPaths {
  paths: string[];
  kinds: ShopperKind[];
  faceted: boolean[];
}

/**
 * The generator of one benchmark's URLs: every list it gives, and every first page it hands out for
 * a next-page chain, differs from all the others.
 */
export function createShopperMix() {
  const seen = new Set<string>();
  const fresh = (make: () => FirstPage): FirstPage => {
    // Brand and category links alone are few; once asked, a sort, a facet or a band makes them new.
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const page = make();
      if (seen.has(page.params.toString())) continue;
      seen.add(page.params.toString());
      return page;
    }
    throw new Error("the shopper's mix ran out of new queries");
  };
  const { "next pages": _, ...firstPageShares } = shares;
  return {
    /** A new first page to follow to later pages: any kind, without a cursor. */
    firstPage: () => fresh(() => firstPage(pickWeighted(firstPageShares), false)).params,
    /**
     * `count` URLs in the mix's shares and a random order; the next-page share is taken from
     * `nextPages` (real cursors, followed beforehand) and goes to the other kinds once it runs out.
     */
    paths(count: number, nextPages: readonly string[] = []): ShopperPaths {
      const unused = nextPages.filter((url) => !seen.has(url));
      for (const url of unused) seen.add(url);
      const list: ShopperPaths = { paths: [], kinds: [], faceted: [] };
      while (list.paths.length < count) {
        const kind: ShopperKind = unused.length > 0 ? pickWeighted(shares) : pickWeighted(firstPageShares);
        const page = kind === "next pages" ? undefined : fresh(() => firstPage(kind, true));
        list.paths.push(page ? `/api/listings?${page.params}` : (unused.pop() as string));
        list.kinds.push(kind);
        list.faceted.push(page?.faceted ?? false);
      }
      return list;
    },
  };
}

/** The next-page share of a list of `count` URLs: how many next pages to follow for it. */
export const nextPageCount = (count: number) => Math.round((count * shares["next pages"]) / 100);

/**
 * The make-up of the first `used` URLs of the list (those a run asked for) in one line: its kinds,
 * and how many carry a sort, a facet or band, a random cursor.
 */
export function describeMix(list: ShopperPaths, used = list.paths.length): string {
  const paths = list.paths.slice(0, used);
  const kinds = list.kinds.slice(0, used);
  const queries = paths.map((url) => new URL(url, "http://x").searchParams);
  const share = (n: number, of = paths.length) => `${((n / Math.max(of, 1)) * 100).toFixed(1)}%`;
  const countOf = (kind: ShopperKind) => kinds.filter((k) => k === kind).length;
  const byKind = (Object.keys(shares) as ShopperKind[]).map((kind) => `${kind} ${share(countOf(kind))}`);
  const firstPages = paths.length - countOf("next pages");
  const withCursor = queries.filter((query) => query.has("cursor")).length;
  return (
    `shopper's mix, the ${paths.length.toLocaleString("en-US")} URLs asked, none repeated: ${byKind.join(", ")}; ` +
    `${share(queries.filter((query) => query.has("sort")).length)} sorted other than newest; of the first pages, ` +
    `${share(list.faceted.slice(0, used).filter(Boolean).length, firstPages)} with a facet or price band beside their link or words, ` +
    // Every next page carries its cursor; any other cursor is a random one.
    `${share(withCursor - countOf("next pages"), firstPages)} with a random cursor`
  );
}
