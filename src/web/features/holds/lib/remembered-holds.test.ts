// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetHold, rememberedHolds, rememberHold } from "./remembered-holds";

const watch = "8d4f7c8e-0b7e-4a38-9d55-3f4a0c2a1b11";
const otherWatch = "0c6a1f52-5d0e-4f5e-9a43-7b0f2c9d8e21";
const tokenOf = (n: number) => `tok_${String(n).padStart(4, "0")}_abcdefghijkl`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the holds this browser remembers (issue 31)", () => {
  it("remembers each hold with its watch, the latest first, once, until it is forgotten", () => {
    rememberHold(tokenOf(1), watch);
    rememberHold(tokenOf(2), otherWatch);
    rememberHold(tokenOf(3), watch);
    rememberHold(tokenOf(1), watch);
    expect(rememberedHolds(watch)).toEqual([tokenOf(1), tokenOf(3)]);
    expect(rememberedHolds(otherWatch)).toEqual([tokenOf(2)]);

    forgetHold(tokenOf(1));
    expect(rememberedHolds(watch)).toEqual([tokenOf(3)]);
    forgetHold(tokenOf(9));
    expect(rememberedHolds(watch)).toEqual([tokenOf(3)]);
  });

  it("keeps the latest twenty", () => {
    for (let n = 1; n <= 25; n++) rememberHold(tokenOf(n), watch);
    const kept = rememberedHolds(watch);
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(tokenOf(25));
    expect(kept).not.toContain(tokenOf(5));
  });

  it("reads nothing from a value of another shape, and replaces it on the next hold", () => {
    for (const stored of ["{not json", '{"token":"x"}', "null", "42"]) {
      localStorage.setItem("holds", stored);
      expect(rememberedHolds(watch)).toEqual([]);
    }
    localStorage.setItem(
      "holds",
      JSON.stringify([
        null,
        "tok",
        { token: 7, listingId: watch },
        { token: "../../admin?x=1234567890", listingId: watch },
        { token: tokenOf(1) },
        { token: tokenOf(2), listingId: watch },
      ]),
    );
    expect(rememberedHolds(watch)).toEqual([tokenOf(2)]);
    rememberHold(tokenOf(3), watch);
    expect(JSON.parse(localStorage.getItem("holds") ?? "")).toEqual([
      { token: tokenOf(2), listingId: watch },
      { token: tokenOf(3), listingId: watch },
    ]);
  });

  it("remembers nothing, and throws nothing, where the browser refuses storage", () => {
    const full = (): never => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: full });
    rememberHold(tokenOf(1), watch);
    expect(rememberedHolds(watch)).toEqual([]);
    // A sandboxed page, or storage turned off: reading localStorage itself throws.
    vi.stubGlobal("localStorage", undefined);
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("Access is denied.", "SecurityError");
      },
    });
    expect(rememberedHolds(watch)).toEqual([]);
    expect(() => rememberHold(tokenOf(1), watch)).not.toThrow();
    expect(() => forgetHold(tokenOf(1))).not.toThrow();
  });
});
