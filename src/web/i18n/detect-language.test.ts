// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { languageStorageKey } from "../../shared/i18n";
import { detectLanguage, rememberLanguage } from "./detect-language";

function browserAsks(languages: string[]) {
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "";
  browserAsks(["en-US"]);
});

describe("the language a page opens in", () => {
  it("is ?lang first, then the remembered choice, then the browser's languages, then <html lang>", () => {
    document.documentElement.lang = "ar";
    browserAsks(["fr-FR", "ar-KW"]);
    window.localStorage.setItem(languageStorageKey, "en");
    window.history.replaceState(null, "", "/watches?lang=ar");
    expect(detectLanguage()).toBe("ar");
    window.history.replaceState(null, "", "/watches");
    expect(detectLanguage()).toBe("en");
    window.localStorage.clear();
    expect(detectLanguage()).toBe("ar");
    browserAsks(["fr-FR"]);
    document.documentElement.lang = "";
    expect(detectLanguage()).toBe("en");
  });

  it("is remembered where the next page and the server look", () => {
    rememberLanguage("ar");
    expect(window.localStorage.getItem(languageStorageKey)).toBe("ar");
    expect(document.cookie).toContain("lang=ar");
  });
});
