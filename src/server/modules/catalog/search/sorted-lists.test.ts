import { describe, expect, it } from "vitest";
import { bitsOf, hasBit, smallest } from "./sorted-lists";

describe("smallest", () => {
  it("gives the k smallest values ascending, as sorting them all would", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: next() % 300 }, () => (next() % 1_000) - 500);
      const k = next() % 40;
      const expected = [...values].sort((a, b) => a - b).slice(0, k);
      expect(Array.from(smallest(values, k))).toEqual(expected);
    }
  });

  it("gives every value when k is larger, and none for k = 0", () => {
    expect(Array.from(smallest([3, -1, 2], 10))).toEqual([-1, 2, 3]);
    expect(Array.from(smallest([3, -1, 2], 0))).toEqual([]);
  });
});

describe("bitsOf", () => {
  it("holds exactly the rows it was made from, and none past the last", () => {
    const rows = Int32Array.from([0, 1, 31, 32, 33, 63, 64, 1_000, 4_095]);
    const bits = bitsOf(rows);
    const held = Array.from({ length: 5_000 }, (_, row) => row).filter((row) => hasBit(bits, row));
    expect(held).toEqual(Array.from(rows));
    expect(hasBit(bitsOf(new Int32Array(0)), 0)).toBe(false);
  });
});
