import { describe, expect, it } from "vitest";
import { afterSignInPath, safeRedirectPath } from "./safe-redirect";

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

describe("afterSignInPath", () => {
  it("goes to the requested page, else to /account", () => {
    expect(afterSignInPath("/checkout")).toBe("/checkout");
    expect(afterSignInPath(null)).toBe("/account");
    expect(afterSignInPath("https://evil.example")).toBe("/account");
  });

  it("never sends a signed-in visitor back to the sign-in screen", () => {
    expect(afterSignInPath("/login")).toBe("/account");
    expect(afterSignInPath("/register?redirect=/login")).toBe("/account");
    expect(afterSignInPath("/login-help")).toBe("/login-help");
  });
});
