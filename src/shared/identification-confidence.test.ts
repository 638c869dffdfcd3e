import { describe, expect, it } from "vitest";
import { catalogueConfidences, rankPhotoMatches } from "./identification-confidence";

// Each figure below is worked by hand from the rules in identification-confidence.ts.
describe("catalogueConfidences", () => {
  it("keeps the score of a hit that stands alone", () => {
    expect(catalogueConfidences([1])).toEqual([100]);
    expect(catalogueConfidences([0.68])).toEqual([68]);
  });

  it("shares it among hits with the same words: none of them is certain", () => {
    expect(catalogueConfidences([1, 1, 1])).toEqual([33, 33, 33]);
    // "Sub date": three references by alias (1) and their three green siblings by words (0.63):
    // 1 ÷ 4.89 and 0.63² ÷ 4.89
    expect(catalogueConfidences([1, 1, 1, 0.63, 0.63, 0.63])).toEqual([20, 20, 20, 8, 8, 8]);
    expect(catalogueConfidences([0.68, 0.68])).toEqual([34, 34]);
  });

  it("lets a clearly better hit keep most of its score: 1 ÷ 1.6 and 0.6² ÷ 1.6", () => {
    expect(catalogueConfidences([1, 0.6])).toEqual([63, 23]);
  });

  it("gives nothing to nothing", () => {
    expect(catalogueConfidences([])).toEqual([]);
    expect(catalogueConfidences([0, 0])).toEqual([0, 0]);
  });
});

describe("rankPhotoMatches", () => {
  const limit = 0.12;

  it("puts the surest first, which is not always the nearest", () => {
    // a: near 0.583, barely beats b (1 − 0.05/0.051): 30; b: near 0.575, clearly beats c: 44;
    // c: near 0.083, last: 8
    const ranked = rankPhotoMatches(
      [
        { id: "a", distance: 0.05 },
        { id: "b", distance: 0.051 },
        { id: "c", distance: 0.11 },
      ],
      limit,
      3,
    );
    expect(ranked.map((match) => [match.id, match.confidence])).toEqual([
      ["b", 44],
      ["a", 30],
      ["c", 8],
    ]);
  });

  it("drops watches at the limit or past it, then keeps the surest `limit`", () => {
    const ranked = rankPhotoMatches(
      [
        { id: "a", distance: 0.01 },
        { id: "b", distance: 0.1 },
        { id: "c", distance: 0.12 },
      ],
      limit,
      1,
    );
    // a: (1 − 0.01/0.12) × (0.5 + 0.5 × 0.9) = 87
    expect(ranked).toEqual([{ id: "a", distance: 0.01, confidence: 87 }]);
    expect(rankPhotoMatches([{ distance: 0.13 }], limit, 3)).toEqual([]);
  });
});
