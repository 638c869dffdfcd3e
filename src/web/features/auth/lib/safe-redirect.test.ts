import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeRedirectPath("/account")).toBe("/account");
    expect(safeRedirectPath("/watches?brand=rolex#top")).toBe("/watches?brand=rolex#top");
  });

  it.each([
    null,
    "",
    "account",
    "https://evil.example/account",
    "//evil.example/account",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
