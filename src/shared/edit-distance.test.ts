import { describe, expect, it } from "vitest";
import { allowedTypos, withinEdits } from "./edit-distance";

/** The textbook optimal-string-alignment distance, over code points, to check the bounded one against. */
function distance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[s.length] as number[])[t.length] as number;
}

describe("withinEdits", () => {
  it("counts a swap of two neighbours as one edit", () => {
    expect(withinEdits("omgea", "omega", 1)).toBe(true);
    expect(withinEdits("rloex", "rolex", 1)).toBe(true);
    expect(withinEdits("lecoulter", "lecoultre", 1)).toBe(true);
  });

  it("counts insertions, deletions and substitutions", () => {
    expect(withinEdits("submarinr", "submariner", 1)).toBe(true);
    expect(withinEdits("daytonna", "daytona", 1)).toBe(true);
    expect(withinEdits("nautilis", "nautilus", 1)).toBe(true);
    expect(withinEdits("speedmastr", "speedmaster", 1)).toBe(true);
    expect(withinEdits("aquanaught", "aquanaut", 2)).toBe(true);
    expect(withinEdits("aquanaught", "aquanaut", 1)).toBe(false);
  });

  it("says no past the bound", () => {
    expect(withinEdits("rolex", "omega", 2)).toBe(false);
    expect(withinEdits("tudor", "tudro", 0)).toBe(false);
    expect(withinEdits("tudor", "tudor", 0)).toBe(true);
    // Lengths further apart than the bound never get a table.
    expect(withinEdits("gmt", "gmtmaster", 2)).toBe(false);
    expect(withinEdits("", "ab", 2)).toBe(true);
    expect(withinEdits("", "abc", 2)).toBe(false);
  });

  it("works on Arabic letters, one code point each", () => {
    expect(withinEdits("رولكس", "روليكس", 1)).toBe(true);
    expect(withinEdits("بريتلنغ", "بريتلينغ", 1)).toBe(true);
    expect(withinEdits("كرونوغراف", "كرونوجراف", 1)).toBe(true);
    expect(withinEdits("رولكس", "اوميغا", 2)).toBe(false);
  });

  it("counts a character beyond the BMP as one, not two halves", () => {
    expect(withinEdits("a😀b", "ab", 1)).toBe(true);
    expect(withinEdits("😀😀", "😁😀", 1)).toBe(true);
  });

  it("agrees with the unbounded distance on every pair of short words", () => {
    const alphabet = ["a", "b", "c", "ا", "😀"];
    const words = [""];
    for (let length = 1; length <= 4; length++)
      for (const word of words.filter((w) => [...w].length === length - 1))
        for (const letter of alphabet) words.push(word + letter);
    const sample = words.filter((_, index) => index % 7 === 0);
    const wrong: string[] = [];
    for (const a of sample)
      for (const b of sample) {
        const exact = distance(a, b);
        for (const max of [0, 1, 2, 3])
          if (withinEdits(a, b, max) !== exact <= max) wrong.push(`${a}|${b}|${max}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe("allowedTypos", () => {
  it("allows none under 5 letters, 1 from 5, 2 from 9", () => {
    expect(allowedTypos("gmt")).toBe(0);
    expect(allowedTypos("tank")).toBe(0);
    expect(allowedTypos("omega")).toBe(1);
    expect(allowedTypos("daytona")).toBe(1);
    expect(allowedTypos("navitimer")).toBe(2);
    expect(allowedTypos("submariner")).toBe(2);
  });

  it("counts code points, so an Arabic word counts its letters", () => {
    expect(allowedTypos("رولكس")).toBe(1);
    expect(allowedTypos("تانك")).toBe(0);
    expect(allowedTypos("كرونوغراف")).toBe(2);
  });
});
