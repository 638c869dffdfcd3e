import { describe, expect, it } from "vitest";
import {
  currencyFromLanguageTags,
  currencyOfCountry,
  currencyPreferenceOf,
  type DisplayRateDto,
  isStaleRate,
  offlineRates,
  shownCurrency,
} from "./display-currencies";

const offline = offlineRates({ usdToKwd: 310_000 }, null);
const euro: DisplayRateDto = { currency: "EUR", rate: 915_667, source: "ecb", date: "2026-12-04" };

describe("the shopper's currency (issue 30)", () => {
  it("guesses from the first browser language that names a region", () => {
    expect(currencyFromLanguageTags(["ar-SA", "ar"])).toBe("SAR");
    expect(currencyFromLanguageTags(["ar-KW"])).toBe("KWD");
    expect(currencyFromLanguageTags(["ar", "ar-AE"])).toBe("AED");
    expect(currencyFromLanguageTags(["en-GB"])).toBe("GBP");
    expect(currencyFromLanguageTags(["de-DE", "en-US"])).toBe("EUR");
    expect(currencyFromLanguageTags(["zh-Hant-TW", "ar-SA"])).toBeUndefined();
    expect(currencyFromLanguageTags(["en-US"])).toBe("USD");
    expect(currencyFromLanguageTags(["ar", "en"])).toBeUndefined();
    expect(currencyFromLanguageTags([])).toBeUndefined();
  });

  it("reads the cookie's choice and guesses from Accept-Language by quality", () => {
    expect(currencyPreferenceOf({ cookie: "QAR", acceptLanguage: "ar-SA" })).toEqual({
      chosen: "QAR",
      guess: "SAR",
    });
    expect(currencyPreferenceOf({ cookie: "XYZ", acceptLanguage: "en;q=0.5, ar-BH;q=0.9" })).toEqual({
      chosen: undefined,
      guess: "BHD",
    });
    expect(currencyPreferenceOf({})).toEqual({ chosen: undefined, guess: undefined });
  });

  it("knows the countries whose currency the shop shows", () => {
    expect(currencyOfCountry("sa")).toBe("SAR");
    expect(currencyOfCountry("OM")).toBe("OMR");
    expect(currencyOfCountry("FR")).toBe("EUR");
    expect(currencyOfCountry("JP")).toBeUndefined();
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });

  it("shows the choice, else the one country shipped to, else the guess, else dollars", () => {
    expect(shownCurrency({ chosen: "SAR", guess: "KWD" }, ["KW"], offline)).toMatchObject({
      currency: "SAR",
      rate: 3_750_000,
      source: "sama",
    });
    expect(shownCurrency({ guess: "SAR" }, ["KW"], offline)).toMatchObject({
      currency: "KWD",
      rate: 310_000,
    });
    expect(shownCurrency({ guess: "SAR" }, ["KW", "SA"], offline).currency).toBe("SAR");
    expect(shownCurrency({ guess: "AED" }, "all", offline).currency).toBe("AED");
    expect(shownCurrency({}, "all", offline)).toEqual({
      currency: "USD",
      rate: 1_000_000,
      source: null,
      unavailable: null,
    });
    expect(shownCurrency({ chosen: "USD", guess: "SAR" }, ["SA"], offline).currency).toBe("USD");
  });

  it("falls back to dollars, naming the currency, when it has no current rate", () => {
    expect(shownCurrency({ chosen: "EUR" }, "all", offline)).toMatchObject({
      currency: "USD",
      unavailable: "EUR",
    });
    expect(shownCurrency({ chosen: "EUR" }, "all", [...offline, euro])).toMatchObject({
      currency: "EUR",
      rate: 915_667,
      unavailable: null,
    });
  });

  it("offers the Gulf pegs and the shop's dinar offline, each with its source and date", () => {
    expect(offline.map(({ currency, rate, source }) => `${currency} ${rate} ${source}`)).toEqual([
      "KWD 310000 shop",
      "SAR 3750000 sama",
      "AED 3672500 cbuae",
      "QAR 3640000 qcb",
      "BHD 376000 cbb",
      "OMR 384500 cbo",
    ]);
    expect(offline.slice(1).every((rate) => /^\d{4}-\d{2}-\d{2}$/.test(rate.date ?? ""))).toBe(true);
  });

  it("calls a rate stale once it is more than a week old", () => {
    const now = new Date("2026-12-07T10:00:00Z");
    expect(isStaleRate("2026-12-04", now)).toBe(false);
    expect(isStaleRate("2026-11-30", now)).toBe(false);
    expect(isStaleRate("2026-11-29", now)).toBe(true);
    expect(isStaleRate("not a day", now)).toBe(true);
  });
});
