import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchWords, toReferenceKey, wordTokens } from "./search-text";

describe("normaliseSearchText", () => {
  it("lower-cases and unifies compatibility forms (NFKC)", () => {
    expect(normaliseSearchText("ROLEX Submariner")).toBe("rolex submariner");
    // Full-width letters and digits, as some phone keyboards type them.
    expect(normaliseSearchText("ＲＯＬＥＸ １２６６１０")).toBe("rolex 126610");
    // The lam-alef ligature of Arabic presentation forms.
    expect(normaliseSearchText("\ufefb")).toBe("لا");
  });

  it("folds Latin accents as PostgreSQL's unaccent does", () => {
    expect(normaliseSearchText("Fabergé")).toBe("faberge");
    expect(normaliseSearchText("Hermès Cape Cod")).toBe("hermes cape cod");
    expect(normaliseSearchText("Müller Genève Señor Çelik")).toBe("muller geneve senor celik");
    expect(normaliseSearchText("İstanbul")).toBe("istanbul");
  });

  it("spells out the Latin letters that have no accent to drop", () => {
    expect(normaliseSearchText("Straße")).toBe("strasse");
    expect(normaliseSearchText("Æon Œuvre")).toBe("aeon oeuvre");
    expect(normaliseSearchText("Søren Łódź")).toBe("soren lodz");
    expect(normaliseSearchText("Đorđe Ðan Þór")).toBe("dorde dan thor");
    expect(normaliseSearchText("Işık")).toBe("isik");
  });

  it("folds the alef forms, so أوميغا and اوميغا are one word", () => {
    expect(normaliseSearchText("أوميغا")).toBe("اوميغا");
    expect(normaliseSearchText("أوميغا")).toBe(normaliseSearchText("اوميغا"));
    expect(normaliseSearchText("إطار")).toBe("اطار");
    expect(normaliseSearchText("آي دبليو سي")).toBe("اي دبليو سي");
    expect(normaliseSearchText("ٱلساعة")).toBe("الساعه");
  });

  it("drops the hamza on waw and yeh too", () => {
    expect(normaliseSearchText("دائري")).toBe("دايري");
    expect(normaliseSearchText("مؤقت")).toBe("موقت");
  });

  it("writes alef maksura as yeh and teh marbuta as heh", () => {
    expect(normaliseSearchText("ساعة")).toBe("ساعه");
    expect(normaliseSearchText("ممتازة")).toBe("ممتازه");
    expect(normaliseSearchText("مصطفى")).toBe("مصطفي");
  });

  it("removes harakat, the superscript alef and Quranic marks", () => {
    expect(normaliseSearchText("سَاعَة")).toBe("ساعه");
    expect(normaliseSearchText("رُولِكْس")).toBe("رولكس");
    expect(normaliseSearchText("ذَهَبٌ")).toBe("ذهب");
    expect(normaliseSearchText("هٰذا")).toBe("هذا");
    expect(normaliseSearchText("الرَّحِيمِ\u06d6")).toBe("الرحيم");
  });

  it("removes tatweel", () => {
    expect(normaliseSearchText("رولـــكس")).toBe("رولكس");
    expect(normaliseSearchText("ســاعـة")).toBe("ساعه");
  });

  it("keeps رولكس and روليكس distinct words: spelling variants are synonyms, not normalisation", () => {
    expect(normaliseSearchText("رولكس")).toBe("رولكس");
    expect(normaliseSearchText("روليكس")).toBe("روليكس");
    expect(normaliseSearchText("رولكس")).not.toBe(normaliseSearchText("روليكس"));
  });

  it("writes Arabic-Indic and Extended Arabic-Indic digits as 0-9", () => {
    expect(normaliseSearchText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseSearchText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normaliseSearchText("رولكس ١٢٦٦١٠")).toBe("رولكس 126610");
  });

  it("writes the Persian keheh and yeh as the Arabic kaf and yeh", () => {
    expect(normaliseSearchText("رولکس")).toBe("رولكس");
    expect(normaliseSearchText("سیکو")).toBe("سيكو");
  });

  it("removes zero-width joiners, non-joiners and direction marks", () => {
    expect(normaliseSearchText("رول\u200cكس")).toBe("رولكس");
    expect(normaliseSearchText("رول\u200dكس")).toBe("رولكس");
    expect(normaliseSearchText("\u200f126610LN\u200e")).toBe("126610ln");
    expect(normaliseSearchText("\ufeffrolex")).toBe("rolex");
  });

  it("leaves other scripts whole", () => {
    expect(normaliseSearchText("ロレックス")).toBe("ロレックス");
    expect(normaliseSearchText("롤렉스")).toBe("롤렉스");
    expect(normaliseSearchText("हिंदी")).toBe("हिंदी");
  });
});

describe("searchWords", () => {
  it("splits the normalised text on whitespace", () => {
    expect(searchWords("  Rolex   Submariner ")).toEqual(["rolex", "submariner"]);
    expect(searchWords("ساعة  غواص")).toEqual(["ساعه", "غواص"]);
    expect(searchWords("أوميغا\u00a0سبيدماستر")).toEqual(["اوميغا", "سبيدماستر"]);
  });

  it("keeps only words with a letter or a digit", () => {
    expect(searchWords("Rolex - Submariner")).toEqual(["rolex", "submariner"]);
    expect(searchWords("رولكس ، ـــ")).toEqual(["رولكس"]);
    expect(searchWords(" - / ")).toEqual([]);
  });

  it("keeps at most eight", () => {
    expect(searchWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});

describe("wordTokens", () => {
  it("cuts a word into its letter-and-digit runs", () => {
    expect(wordTokens("gmt-master")).toEqual(["gmt", "master"]);
    expect(wordTokens("5711/1a-010")).toEqual(["5711", "1a", "010"]);
    expect(wordTokens("(rolex)")).toEqual(["rolex"]);
    expect(wordTokens("رولكس،")).toEqual(["رولكس"]);
    expect(wordTokens("--")).toEqual([]);
  });
});

describe("toReferenceKey", () => {
  it("keeps a reference's Latin letters and digits", () => {
    expect(toReferenceKey("M79030N-0001")).toBe("m79030n0001");
    expect(toReferenceKey("5711/1A-010")).toBe("57111a010");
    expect(toReferenceKey("310.30.42.50.01.001")).toBe("31030425001001");
    expect(toReferenceKey("15500ST.OO.1220ST.01")).toBe("15500stoo1220st01");
  });

  it("reads Arabic-Indic digits as digits", () => {
    expect(toReferenceKey("٣١٠.٣٠")).toBe("31030");
    expect(toReferenceKey("۱۲۶۷۱۰ BLRO")).toBe("126710blro");
  });

  it("folds accents and drops the rest", () => {
    expect(toReferenceKey("Fabergé AL-01")).toBe("fabergeal01");
    expect(toReferenceKey("رولكس")).toBe("");
  });
});
