import { describe, expect, it } from "vitest";
import { maxSlugLength, slugify, slugPattern } from "./slug";

describe("slugify", () => {
  it("drops accents, case and punctuation", () => {
    expect(slugify("Patek Philippe Nautilus 5711/1A")).toBe("patek-philippe-nautilus-5711-1a");
    expect(slugify("Fabergé Altruist")).toBe("faberge-altruist");
    expect(slugify("  --Rolex  GMT-Master II--  ")).toBe("rolex-gmt-master-ii");
  });

  it("makes only slugs of the accepted shape, within the limit", () => {
    for (const name of ["A Lange & Söhne", "x".repeat(500), "Tudor Black Bay 79230N", "Ω"]) {
      const slug = slugify(name);
      expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
      if (slug) expect(slug).toMatch(slugPattern);
    }
  });
});

describe("slugify transliterates (issue 9)", () => {
  it("spells letters that have no accent to drop", () => {
    expect(slugify("A. Lange & Söhne Großer Datograph")).toBe("a-lange-sohne-grosser-datograph");
    expect(slugify("Ørsted Œuvre Łódź")).toBe("orsted-oeuvre-lodz");
  });

  it("spells Arabic letters and digits in Latin, dropping short vowels", () => {
    expect(slugify("رولكس")).toBe("rwlks");
    expect(slugify("ساعة رُولِكس ١٢٦٦١٠")).toBe("saaa-rwlks-126610");
    expect(slugify("رولكس Submariner")).toBe("rwlks-submariner");
  });

  it("drops what it cannot spell", () => {
    expect(slugify("⌚ Rolex 日本")).toBe("rolex");
    expect(slugify("⌚")).toBe("");
  });
});
