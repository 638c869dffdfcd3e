import { describe, expect, it } from "vitest";
import { hasUnsupportedCharacters, text, textMessages } from "./text";

describe("text fields", () => {
  it("refuse NUL bytes and lone surrogates, keep every real character", () => {
    expect(hasUnsupportedCharacters("a\0b")).toBe(true);
    expect(hasUnsupportedCharacters("\uD800")).toBe(true);
    expect(hasUnsupportedCharacters("x\uDC00")).toBe(true);
    expect(hasUnsupportedCharacters("\uDC00\uD800")).toBe(true);
    expect(hasUnsupportedCharacters("Rolex ⌚ 😀 ساعة \u202Eabc")).toBe(false);
  });

  it("answer the message the web app translates", () => {
    const field = text(5);
    expect(field.safeParse("abcde").success).toBe(true);
    expect(field.safeParse("abcdef").error?.issues[0]?.message).toBe(textMessages.tooLong);
    expect(field.safeParse("a\0").error?.issues[0]?.message).toBe(textMessages.unsupportedCharacters);
  });
});
