import { describe, expect, it } from "vitest";
import { directionOf, languageFromAcceptHeader, resolveLanguage } from "./i18n";

describe("language resolution", () => {
  it("prefers ?lang, then the cookie, then Accept-Language, then English", () => {
    expect(resolveLanguage({ query: "ar", cookie: "en", acceptLanguage: "en" })).toBe("ar");
    expect(resolveLanguage({ query: "fr", cookie: "ar" })).toBe("ar");
    expect(resolveLanguage({ acceptLanguage: "fr-FR,ar-KW;q=0.8,en;q=0.5" })).toBe("ar");
    expect(resolveLanguage({ acceptLanguage: "de" })).toBe("en");
    expect(resolveLanguage({})).toBe("en");
  });

  it("ranks Accept-Language by quality and ignores q=0", () => {
    expect(languageFromAcceptHeader("en;q=0.4, ar;q=0.9")).toBe("ar");
    expect(languageFromAcceptHeader("ar;q=0, en")).toBe("en");
  });

  it("gives Arabic a right-to-left direction", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});
