import { describe, expect, it } from "vitest";
import { freeSpecificationKeys } from "../../shared/listing-schemas";
import { translateSpecValue } from "../../shared/spec-value-words";
import { demoWatches } from "./catalog-data";
import { demoArabicSpecifications } from "./catalog-data-ar";

const arabicLetter = /[\u0600-\u06FF]/;
const latinWords = (text: string) =>
  (text.match(/\p{Script=Latin}+/gu) ?? []).map((word) => word.toLowerCase());
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

const freeValues = demoWatches.flatMap((watch) =>
  freeSpecificationKeys.flatMap((key) => {
    const english = watch.specifications[key];
    return english ? [{ reference: watch.reference, key, english }] : [];
  }),
);

describe("the demo watches' specifications in Arabic (issue 24)", () => {
  it("gives every free-text value of every demo watch Arabic words, not its English", () => {
    const englishOnly = freeValues
      .filter(({ reference, key, english }) => {
        const arabic = demoArabicSpecifications[reference]?.[key];
        if (arabic !== undefined) return !arabicLetter.test(arabic);
        return translateSpecValue(english, "ar").parts.some((part) => !part.translated);
      })
      .map(({ reference, key, english }) => `${reference} ${key}: ${english}`);
    expect(englishOnly).toEqual([]);
  });

  it("says in Arabic the English's facts: its numbers, and no Latin word the English lacks", () => {
    const differing = freeValues.flatMap(({ reference, key, english }) => {
      const arabic = demoArabicSpecifications[reference]?.[key];
      if (arabic === undefined) return [];
      const englishWords = new Set(latinWords(english));
      const sameFacts =
        numbers(arabic).join(" ") === numbers(english).join(" ") &&
        latinWords(arabic).every((word) => englishWords.has(word));
      return sameFacts ? [] : [`${reference} ${key}: ${english} | ${arabic}`];
    });
    expect(differing).toEqual([]);
  });

  it("has Arabic only for demo watches and their free-text keys", () => {
    const references = new Set(demoWatches.map((watch) => watch.reference));
    for (const [reference, values] of Object.entries(demoArabicSpecifications)) {
      expect(references.has(reference), reference).toBe(true);
      for (const key of Object.keys(values)) expect(freeSpecificationKeys, reference).toContain(key);
    }
  });
});
