// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { addFormatters } from "./formatters";
import { loadLanguage } from "./load-language";
import { Trans } from "./trans";
import { Translator } from "./translator";

async function shopTranslator(): Promise<Translator> {
  const translator = new Translator("en");
  await loadLanguage(translator, "en");
  await loadLanguage(translator, "ar");
  addFormatters(translator);
  return translator;
}

afterEach(cleanup);

describe("the shop's translator", () => {
  it("picks each of Arabic's six plural forms, and English's zero as 'other'", async () => {
    const ar = (await shopTranslator()).getFixedT("ar", "storefront");
    expect([0, 1, 2, 3, 11, 100].map((count) => ar("collection.found", { count }))).toEqual([
      "لم يُعثر على أي ساعة",
      "تم العثور على ساعة واحدة",
      "تم العثور على ساعتين",
      "تم العثور على 3 ساعات",
      "تم العثور على 11 ساعة",
      "تم العثور على 100 ساعة",
    ]);
    const en = (await shopTranslator()).getFixedT("en", "storefront");
    expect([0, 1, 7].map((count) => en("collection.found", { count }))).toEqual([
      "0 watches found",
      "1 watch found",
      "7 watches found",
    ]);
  });

  it("reads a context's variant, and a promise nested from the claims", async () => {
    const { t } = await shopTranslator();
    expect(t("header.announcement")).toBe("Free worldwide shipping · 30-day returns");
    expect(t("header.announcement", { context: "paid" })).toBe("Insured worldwide shipping · 30-day returns");
    expect(t("header.announcement", { context: undefined })).toBe("Free worldwide shipping · 30-day returns");
  });

  it("reads another namespace by prefix or option, and the page's language until it changes", async () => {
    const translator = await shopTranslator();
    expect(translator.t("storefront:collection.loadMore")).toBe("Load More");
    expect(translator.t("collection.loadMore", { ns: "storefront" })).toBe("Load More");
    await translator.changeLanguage("ar");
    expect(translator.t("storefront:collection.loadMore")).toBe("عرض المزيد");
    expect(translator.t("storefront:collection.loadMore", { lng: "en" })).toBe("Load More");
  });

  it("falls back to English for a word Arabic lacks, then to the default value, then to the key", async () => {
    const translator = await shopTranslator();
    translator.addResourceBundle("en", "storefront", { onlyEnglish: "Only in English" });
    const ar = translator.getFixedT("ar", "storefront");
    expect(ar("onlyEnglish")).toBe("Only in English");
    expect(ar("nowhere", { defaultValue: "Rolex {{model}}", model: "Submariner" })).toBe("Rolex Submariner");
    expect(ar("nowhere.atAll")).toBe("nowhere.atAll");
  });

  it("formats values, puts each in once, and leaves a slot without a value as written", async () => {
    const ar = (await shopTranslator()).getFixedT("ar");
    const reserved = ar("apiReasons.listingReserved", {
      title: "Rolex {{until}} $t(claims:summary.checkout)",
      until: "2026-12-02T15:30:00.000Z",
    });
    expect(reserved).toContain("\u2068Rolex {{until}} $t(claims:summary.checkout)\u2069 محجوزة");
    expect(reserved).toContain("بعد \u20682 ديسمبر، 18:30\u2069 (بتوقيت الكويت)");
    expect(ar("apiReasons.listingReserved", { until: "2026-12-02T15:30:00.000Z" })).toContain(
      "{{title, bdi}}",
    );
  });
});

describe("<Trans>", () => {
  it("puts the dictionary's tags around their components, and a value's '<' stays text", async () => {
    const t = (await shopTranslator()).getFixedT("ar", "storefront");
    const { container } = render(
      h(Trans, {
        t,
        i18nKey: "collection.didYouMean",
        values: { suggestion: "<b>omega</b>" },
        components: { suggestion: h("button", { type: "button" }) },
      }),
    );
    expect(container.innerHTML).toBe('هل تقصد <button type="button">&lt;b&gt;omega&lt;/b&gt;</button>؟');
  });

  it("shows the words of a tag no component is given for", async () => {
    const t = (await shopTranslator()).getFixedT("en");
    const { container } = render(h(Trans, { t, i18nKey: "order.charged", values: { amount: "KWD 1.500" } }));
    expect(container.innerHTML).toBe("Charged through KNET: KWD 1.500");
  });
});
