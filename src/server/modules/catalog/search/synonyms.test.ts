import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchWords } from "../../../../shared/search-text";
import { demoWatches } from "../../../demo/catalog-data";
import { findSynonyms, isStopWord, type SynonymEntry } from "./synonyms";
import data from "./synonyms.json";

const entries: SynonymEntry[] = data.entries;
const key = /^[a-z0-9]+$/;

describe("synonyms.json (SYNONYMS.md)", () => {
  it("stores every variant as normaliseSearchText writes it, words joined by one space", () => {
    const unnormalised = entries
      .flatMap((entry) => entry.variants)
      .filter(
        (variant) => variant !== searchWords(variant).join(" ") || variant !== normaliseSearchText(variant),
      );
    expect(unnormalised).toEqual([]);
  });

  it("gives each variant one meaning", () => {
    const owners = new Map<string, number>();
    const twice: string[] = [];
    for (const [index, entry] of entries.entries())
      for (const variant of entry.variants) {
        const normalised = normaliseSearchText(variant);
        if (owners.has(normalised) && owners.get(normalised) !== index) twice.push(variant);
        owners.set(normalised, index);
      }
    expect(twice).toEqual([]);
  });

  it("says where each entry comes from", () => {
    const unsourced = entries.filter(
      (entry) => entry.sources.length === 0 || entry.sources.some((source) => source.trim() === ""),
    );
    expect(unsourced.map((entry) => entry.variants[0])).toEqual([]);
    for (const source of entries.flatMap((entry) => entry.sources).concat(data.stopWords.sources)) {
      const address = source.match(/^https?:\/\/\S+/)?.[0];
      if (address) expect(() => new URL(address), source).not.toThrow();
    }
    expect(data.stopWords.sources.length).toBeGreaterThan(0);
  });

  it("stands for words or references in lower-case letters and digits", () => {
    const wrong = entries.filter(
      (entry) =>
        (entry.words ?? []).length + (entry.references ?? []).length === 0 ||
        ![...(entry.words ?? []), ...(entry.references ?? [])].every((word) => key.test(word)),
    );
    expect(wrong.map((entry) => entry.variants[0])).toEqual([]);
  });

  it("stores the stop words normalised", () => {
    expect(data.stopWords.words.filter((word) => word !== normaliseSearchText(word))).toEqual([]);
  });

  it("covers every brand the shop sells in its demo data and its benchmark catalogue", () => {
    const benchmarkBrands = [
      "Rolex",
      "Patek Philippe",
      "Audemars Piguet",
      "Omega",
      "Cartier",
      "Vacheron Constantin",
      "Jaeger-LeCoultre",
      "IWC",
      "Breitling",
      "Tudor",
      "Grand Seiko",
      "Panerai",
      "Hublot",
      "Fabergé",
    ];
    const brands = new Set([...benchmarkBrands, ...demoWatches.map((watch) => watch.brand)]);
    const covered = (brand: string) => {
      // "Jaeger-LeCoultre" is the words jaeger and lecoultre.
      const words = normaliseSearchText(brand).split(/[^a-z0-9]+/);
      return entries.some(
        (entry) =>
          entry.variants.some((variant) => /\p{Script=Arabic}/u.test(variant)) &&
          JSON.stringify(entry.words) === JSON.stringify(words),
      );
    };
    expect([...brands].filter((brand) => !covered(brand))).toEqual([]);
  });
});

describe("findSynonyms", () => {
  const spansOf = (q: string) => findSynonyms(searchWords(q));

  it("finds both Arabic spellings of Rolex, and Omega with or without its hamza", () => {
    for (const q of ["رولكس", "روليكس"])
      expect(spansOf(q)).toEqual([{ from: 0, to: 1, words: ["rolex"], references: [] }]);
    for (const q of ["أوميغا", "اوميغا", "اوميجا"])
      expect(spansOf(q)).toEqual([{ from: 0, to: 1, words: ["omega"], references: [] }]);
  });

  it("reads a phrase of several words as one span", () => {
    expect(spansOf("باتيك فيليب نوتيلوس")).toEqual([
      { from: 0, to: 2, words: ["patek", "philippe"], references: [] },
      { from: 2, to: 3, words: ["nautilus"], references: [] },
    ]);
  });

  it("takes the longest phrase that starts at a word", () => {
    expect(spansOf("رولكس جي إم تي ماستر")).toEqual([
      { from: 0, to: 1, words: ["rolex"], references: [] },
      { from: 1, to: 5, words: ["gmt", "master"], references: [] },
    ]);
    expect(spansOf("جي ام تي")).toEqual([{ from: 0, to: 3, words: ["gmt"], references: [] }]);
    expect(spansOf("ذهب وردي")).toEqual([{ from: 0, to: 2, words: ["rose", "gold"], references: [] }]);
    expect(spansOf("جيد جدا")).toEqual([{ from: 0, to: 2, words: ["very", "good"], references: [] }]);
  });

  it("gives a nickname's references", () => {
    expect(spansOf("Rolex Pepsi")).toEqual([
      { from: 1, to: 2, words: [], references: ["126710blro", "116719blro", "16710"] },
    ]);
    expect(spansOf("بيبسي")).toEqual(spansOf("pepsi"));
    expect(spansOf("root beer")).toEqual([
      { from: 0, to: 2, words: [], references: ["126711chnr", "126715chnr"] },
    ]);
  });

  it("reads diacritics, tatweel and the teh marbuta through the one normalisation", () => {
    expect(spansOf("سَاعَة غَوّاص")).toEqual([{ from: 1, to: 2, words: ["diver"], references: [] }]);
    expect(spansOf("رولـــكس ممتازة")).toEqual([
      { from: 0, to: 1, words: ["rolex"], references: [] },
      { from: 1, to: 2, words: ["excellent"], references: [] },
    ]);
  });

  it("ignores the punctuation around a word", () => {
    expect(spansOf("رولكس، (دايتونا)")).toEqual([
      { from: 0, to: 1, words: ["rolex"], references: [] },
      { from: 1, to: 2, words: ["daytona"], references: [] },
    ]);
  });

  it("leaves words it does not know, and never a part of a phrase alone", () => {
    expect(spansOf("submariner 126610LN")).toEqual([]);
    // "جي" alone is no phrase: GMT needs all three letters.
    expect(spansOf("جي")).toEqual([]);
    expect(findSynonyms([])).toEqual([]);
  });

  it("hands out copies, so a caller cannot change the table", () => {
    const [first] = spansOf("رولكس");
    first?.words.push("changed");
    expect(spansOf("رولكس")[0]?.words).toEqual(["rolex"]);
  });
});

describe("isStopWord", () => {
  it("knows the words that narrow nothing", () => {
    for (const word of searchWords("watch watches ساعة ساعات")) expect(isStopWord(word)).toBe(true);
    expect(isStopWord("ساعة،")).toBe(false);
    expect(isStopWord(searchWords("ساعة،")[0] as string)).toBe(true);
    expect(isStopWord("rolex")).toBe(false);
    expect(isStopWord("رولكس")).toBe(false);
  });
});
