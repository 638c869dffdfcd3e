import { describe, expect, it } from "vitest";
import {
  type MatchableReference,
  matchReference,
  parseQuery,
  referenceForms,
  scoreReference,
  searchTokens,
} from "./reference-match";

const subDate: MatchableReference = {
  brand: "Rolex",
  collection: "Submariner",
  model: "Submariner Date",
  reference: "126610LN",
  aliases: ["Sub date", "Submariner date black"],
};
const starbucks: MatchableReference = { ...subDate, reference: "126610LV", aliases: ["Starbucks", "Kermit"] };
const nautilus: MatchableReference = {
  brand: "Patek Philippe",
  collection: "Nautilus",
  model: "Nautilus",
  reference: "5711/1A-010",
  aliases: ["5711"],
};

const blackBay: MatchableReference = {
  brand: "Tudor",
  collection: "Black Bay",
  model: "Black Bay Fifty-Eight",
  reference: "M79030N-0001",
  aliases: [],
};

const score = (query: string, row: MatchableReference) => scoreReference(parseQuery(query), row);

describe("searchTokens", () => {
  it("lower-cases, drops accents and splits on anything but letters and digits", () => {
    expect(searchTokens("A. Lange & Söhne Day-Date 5711/1A")).toEqual([
      "a",
      "lange",
      "sohne",
      "day",
      "date",
      "5711",
      "1a",
    ]);
  });
});

// Each figure below is worked by hand from the rule in scoreReference's comment.
describe("scoreReference", () => {
  it("the whole reference, in any spelling, with a model word: coverage 1, specificity 1", () => {
    expect(score("submariner 126610ln", subDate)).toBe(1);
    expect(score("rolex 126610 ln", subDate)).toBe(1);
    expect(score("126610-LN", subDate)).toBe(1);
    expect(score("5711 1a 010", nautilus)).toBe(1);
  });

  it("a reference prefix: 0.5 + 0.4 × 6/8 = 0.8, times 0.7 + 0.3 × 0.5", () => {
    expect(score("126610", subDate)).toBe(0.68);
    expect(score("126610", starbucks)).toBe(0.68);
  });

  it("an alias names the watch: 'Sub date' is 1 for the LN, and words alone for the LV", () => {
    expect(score("Sub date", subDate)).toBe(1);
    // sub begins submariner (0.8), date is a model word (1): 0.9 × 0.7
    expect(score("Sub date", starbucks)).toBe(0.63);
  });

  it("the other reference's prefix counts, its missing letters do not: (1 + 0.8 + 0) / 3 × 0.85", () => {
    expect(score("rolex 126610 ln", starbucks)).toBe(0.51);
  });

  it("words the watch does not have lower the score; none at all is 0", () => {
    expect(score("rolex daytona", subDate)).toBe(0.35);
    expect(score("omega speedmaster", subDate)).toBe(0);
    expect(score("", subDate)).toBe(0);
  });

  it("a short part of a reference is no prefix match", () => {
    expect(score("126", subDate)).toBe(0);
  });
});

describe("a reference behind the maker's letters", () => {
  it("is named with them or without them", () => {
    expect(referenceForms("m79030n0001")).toEqual(["m79030n0001", "79030n0001"]);
    expect(referenceForms("126610ln")).toEqual(["126610ln"]);
  });

  it("'79030' is a prefix of 79030N0001: 0.5 + 0.4 × 5/10 = 0.7, times 0.85", () => {
    expect(matchReference(parseQuery("79030"), blackBay)).toEqual({ score: 0.595, reference: 0.7 });
    // tudor (1) + 0.7, over 2 words, times 0.85
    expect(score("tudor 79030", blackBay)).toBe(0.722);
    expect(score("tudor 79030n 0001", blackBay)).toBe(1);
  });

  it("says when the query named no reference", () => {
    expect(matchReference(parseQuery("Sub date"), subDate).reference).toBe(0);
    expect(matchReference(parseQuery("126610"), subDate).reference).toBe(0.8);
  });
});
