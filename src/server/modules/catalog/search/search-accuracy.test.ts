import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conditions } from "../../../../shared/catalog";
import type { ListingPageDto } from "../../../../shared/catalog-api";
import { allowedTypos, withinEdits } from "../../../../shared/edit-distance";
import { normaliseSearchText, searchWords, wordTokens } from "../../../../shared/search-text";
import { demoCategories } from "../../../demo/catalog-data";
import { createCategory, createListing } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { type AccuracyQueryKind, accuracyListings, accuracyQueries } from "./accuracy-queries";
import { findSynonyms, isStopWord } from "./synonyms";

/**
 * Issue 26: does the shop's search find what Gulf shoppers mean? Every query of the accuracy set
 * must return every listing it lists (recall); what else it returns is not measured here. The
 * recall of each kind of query is printed, so a change to the engine shows what it gained or lost.
 */
let t: TestApp;

/** Per kind: the listings expected, the ones found, and the queries that missed some. */
const recall = new Map<AccuracyQueryKind, { expected: number; found: number; misses: string[] }>();

beforeAll(async () => {
  t = await createTestApp();
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories)
    categoryIds.set(category.slug, (await createCategory(t.db, category)).id);
  for (const listing of accuracyListings)
    await createListing(t.db, {
      slug: listing.slug,
      title: listing.title,
      brand: listing.brand,
      model: listing.model,
      reference: listing.reference,
      categoryId: categoryIds.get(listing.categorySlug),
      specifications: { condition: listing.condition },
    });
  // Lets this instance's search index hear of the listings before the first search.
  await t.caughtUp();
});

afterAll(async () => {
  const lines = [...recall].map(
    ([kind, { expected, found }]) =>
      `search accuracy: ${kind.padEnd(14)} recall ${found}/${expected} (${percent(found, expected)})`,
  );
  const expected = [...recall.values()].reduce((sum, kind) => sum + kind.expected, 0);
  const found = [...recall.values()].reduce((sum, kind) => sum + kind.found, 0);
  lines.push(`search accuracy: total          recall ${found}/${expected} (${percent(found, expected)})`);
  console.log(lines.join("\n"));
  await t?.close();
});

const percent = (part: number, whole: number) =>
  `${whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10}%`;

/** Every slug the collection returns for `q`, page after page. */
async function search(q: string): Promise<Set<string>> {
  const slugs = new Set<string>();
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ q, limit: "48" });
    if (cursor) params.set("cursor", cursor);
    const response = await t.client().get(`/api/listings?${params}`);
    expect(response.status, q).toBe(200);
    const page = (await response.json()) as ListingPageDto;
    for (const item of page.items) slugs.add(item.slug);
    cursor = page.nextCursor;
  } while (cursor);
  return slugs;
}

/** The words of the listings' brands, models and titles. */
const listingVocabulary = () =>
  new Set(
    accuracyListings.flatMap((listing) =>
      wordTokens(normaliseSearchText(`${listing.brand} ${listing.model} ${listing.title}`)),
    ),
  );

describe("the accuracy set", () => {
  it("is a catalogue of the shop's kinds, with queries that each expect listings of it", () => {
    const slugs = accuracyListings.map((listing) => listing.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(accuracyListings.map((listing) => listing.categorySlug))).toEqual(
      new Set(demoCategories.map((category) => category.slug)),
    );
    expect(new Set(accuracyListings.map((listing) => listing.condition))).toEqual(new Set(conditions));
    expect(accuracyQueries.length).toBeGreaterThanOrEqual(60);
    expect(accuracyQueries.filter((query) => query.find.length === 0).map((query) => query.q)).toEqual([]);
    expect(accuracyQueries.flatMap((query) => query.find).filter((slug) => !slugs.includes(slug))).toEqual(
      [],
    );
  });

  it("misspells only within the typos a word's length allows (1 from 5 letters, 2 from 9)", () => {
    const vocabulary = listingVocabulary();
    const reachable = (typed: string) =>
      [...vocabulary].some((word) => word.startsWith(typed) || withinEdits(typed, word, allowedTypos(typed)));
    const unreachable = accuracyQueries
      .filter((query) => query.kind === "misspelt")
      .flatMap((query) => searchWords(query.q))
      .filter((word) => !reachable(word));
    expect(unreachable).toEqual([]);
  });

  it("has a synonym for every Arabic, transliterated or nickname word no listing spells", () => {
    const vocabulary = [...listingVocabulary()];
    const unexplained = accuracyQueries.flatMap((query) => {
      const words = searchWords(query.q);
      const spanned = new Set(
        findSynonyms(words).flatMap(({ from, to }) => Array.from({ length: to - from }, (_, i) => from + i)),
      );
      return words.filter(
        (word, index) =>
          (/\p{Script=Arabic}/u.test(word) || query.kind === "transliterated" || query.kind === "nickname") &&
          !spanned.has(index) &&
          !isStopWord(word) &&
          !vocabulary.some((own) => own.startsWith(word)),
      );
    });
    expect(unexplained).toEqual([]);
  });
});

const kinds = [...new Set(accuracyQueries.map((query) => query.kind))];

describe.each(kinds)("%s queries", (kind) => {
  it("find every listing they should", async () => {
    const tally = { expected: 0, found: 0, misses: [] as string[] };
    recall.set(kind, tally);
    for (const query of accuracyQueries.filter((query) => query.kind === kind)) {
      const found = await search(query.q);
      const missing = query.find.filter((slug) => !found.has(slug));
      tally.expected += query.find.length;
      tally.found += query.find.length - missing.length;
      if (missing.length > 0)
        tally.misses.push(
          `${query.q} — ${query.find.length - missing.length}/${query.find.length}, missing ${missing.join(", ")}`,
        );
    }
    expect(tally.misses).toEqual([]);
  });
});
