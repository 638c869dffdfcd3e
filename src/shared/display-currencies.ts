import { acceptedLanguageTags } from "./i18n";
import type { Currency, Rates } from "./money";

/**
 * Issue 30: the currencies a shopper may see prices in, in the order the header's menu lists
 * them. The shop still sells in US dollars (and charges KNET in dinars); every other amount is a
 * price converted for reading, by shared/money.ts `fromUsd`. No zod here: every storefront page
 * imports this.
 */
export const displayCurrencies = [
  "USD",
  "KWD",
  "SAR",
  "AED",
  "QAR",
  "BHD",
  "OMR",
  "EUR",
  "GBP",
] as const satisfies readonly Currency[];
export type DisplayCurrency = (typeof displayCurrencies)[number];
/** A currency a price is converted into from US dollars. */
export type ConvertedCurrency = Exclude<DisplayCurrency, "USD">;

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === "string" && (displayCurrencies as readonly string[]).includes(value);
}

/** Where the shopper's choice is remembered, as the language is: localStorage and a cookie the server reads. */
export const currencyCookie = "currency";
export const currencyStorageKey = "currency";

/**
 * Where a rate comes from, as a code each language words (common.json `currency.sources`): a
 * central bank's official peg, the Central Bank of Kuwait's daily rate, the European Central
 * Bank's daily reference rates, or the shop's own rate (the settings' USD → KWD).
 */
export const rateSources = ["sama", "cbuae", "qcb", "cbb", "cbo", "cbk", "ecb", "shop"] as const;
export type RateSource = (typeof rateSources)[number];

/** One currency a shopper may choose: how many of it one US dollar buys (millionths), from where, as of when. */
export interface DisplayRateDto {
  currency: ConvertedCurrency;
  /** Units of `currency` per US dollar, in millionths (SAR 3.75 is 3,750,000). */
  rate: number;
  source: RateSource;
  /** The day the source published or fixed the rate (YYYY-MM-DD); null for the shop's default rate, never saved. */
  date: string | null;
}

/**
 * The Gulf currencies pegged to the US dollar at their central banks' official rates, per dollar
 * (reference/external-apis.md, "Gulf currencies and reference rates"): data, not a fetch. Saudi
 * Central Bank, Central Bank of the UAE, Qatar Central Bank, Central Bank of Bahrain, Central
 * Bank of Oman. The Kuwaiti dinar follows an undisclosed basket and is fetched daily instead.
 */
export const dollarPegs = {
  SAR: { rate: 3_750_000, source: "sama" },
  AED: { rate: 3_672_500, source: "cbuae" },
  QAR: { rate: 3_640_000, source: "qcb" },
  BHD: { rate: 376_000, source: "cbb" },
  OMR: { rate: 384_500, source: "cbo" },
} as const satisfies Record<string, { rate: number; source: RateSource }>;
export type PeggedCurrency = keyof typeof dollarPegs;
/** The day the pegs above were last checked against the central banks' publications. */
export const pegsCheckedOn = "2026-11-30";

/** The currencies fetched each day, and the currencies shown only once a rate was fetched. */
export const fetchedCurrencies = ["KWD", "EUR", "GBP"] as const satisfies readonly ConvertedCurrency[];
export type FetchedCurrency = (typeof fetchedCurrencies)[number];

/** A fetched rate older than this is flagged to staff and never shown to a shopper. */
export const rateStaleAfterDays = 7;

/** Whether a rate published on `date` (YYYY-MM-DD) is more than a week of days old on `now`'s day (UTC). */
export function isStaleRate(date: string, now: Date): boolean {
  const published = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(published)) return true;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - published > rateStaleAfterDays * 24 * 60 * 60 * 1000;
}

/** The pegs as shoppers' rates, with their sources and the day they were checked. */
export function peggedRates(): DisplayRateDto[] {
  return (Object.keys(dollarPegs) as PeggedCurrency[]).map((currency) => ({
    currency,
    rate: dollarPegs[currency].rate,
    source: dollarPegs[currency].source,
    date: pegsCheckedOn,
  }));
}

/** What a shop with nothing fetched shows: the pegs, and the dinar at the shop's own rate. */
export function offlineRates(shop: Pick<Rates, "usdToKwd">, savedOn: string | null): DisplayRateDto[] {
  return [{ currency: "KWD", rate: shop.usdToKwd, source: "shop", date: savedOn }, ...peggedRates()];
}

/** The euro area (Bulgaria's since 2026) and the places that use the euro as their own money. */
// biome-ignore format: a table of codes
const euroCountries = [
  "AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT",
  "NL", "PT", "SI", "SK", "AD", "MC", "SM", "VA", "ME", "XK",
] as const;
const countryCurrencies: Record<string, DisplayCurrency> = {
  US: "USD",
  KW: "KWD",
  SA: "SAR",
  AE: "AED",
  QA: "QAR",
  BH: "BHD",
  OM: "OMR",
  GB: "GBP",
  ...Object.fromEntries(euroCountries.map((country) => [country, "EUR" as const])),
};

/** The shop's currency for a country (ISO 3166 alpha-2), when it is one the shop shows. */
export function currencyOfCountry(country: string | null | undefined): DisplayCurrency | undefined {
  return country ? countryCurrencies[country.toUpperCase()] : undefined;
}

/**
 * A first guess from the browser's languages: the first tag that names a region decides ("ar-SA"
 * → SAR, "ar-KW" → KWD, "en-GB" → GBP, "de-DE" → EUR); a region the shop has no currency for, or
 * no region at all ("ar"), guesses nothing.
 */
export function currencyFromLanguageTags(tags: readonly string[]): DisplayCurrency | undefined {
  for (const tag of tags) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return currencyOfCountry(region);
  }
  return undefined;
}

/** What the shopper asked for (the header's choice) and what their browser's languages suggest. */
export interface CurrencyPreference {
  chosen?: DisplayCurrency;
  guess?: DisplayCurrency;
}

/** The server's reading of a request: the `currency` cookie, and a guess from Accept-Language. */
export function currencyPreferenceOf(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): CurrencyPreference {
  return {
    chosen: isDisplayCurrency(input.cookie) ? input.cookie : undefined,
    guess: currencyFromLanguageTags(acceptedLanguageTags(input.acceptLanguage)),
  };
}

/** The currency prices are shown in, its rate, and the one asked for when it cannot be shown. */
export interface ShownCurrency {
  currency: DisplayCurrency;
  /** Units per US dollar, in millionths (1,000,000 for the dollar itself). */
  rate: number;
  source: RateSource | null;
  /** Asked for (chosen or guessed) but without a current rate: prices are in US dollars instead. */
  unavailable: DisplayCurrency | null;
}

/**
 * Which currency a shopper sees: their choice; else the currency of the one country the shop
 * ships to, when it ships to one; else their browser's guess; else US dollars. A currency without
 * a current rate (the euro before the first fetch, or after a week without one) falls back to US
 * dollars and says so.
 */
export function shownCurrency(
  preference: CurrencyPreference,
  shipTo: "all" | readonly string[],
  rates: readonly DisplayRateDto[],
): ShownCurrency {
  const onlyCountry = shipTo !== "all" && shipTo.length === 1 ? currencyOfCountry(shipTo[0]) : undefined;
  const wanted = preference.chosen ?? onlyCountry ?? preference.guess ?? "USD";
  const dollar = { currency: "USD", rate: 1_000_000, source: null } as const;
  if (wanted === "USD") return { ...dollar, unavailable: null };
  const found = rates.find((rate) => rate.currency === wanted);
  return found
    ? { currency: found.currency, rate: found.rate, source: found.source, unavailable: null }
    : { ...dollar, unavailable: wanted };
}

/** How a fetched or the shop's rate stands, for staff (the settings page). */
export type RateState = "pegged" | "fetched" | "stale" | "shop" | "missing";

/** GET /api/admin/settings/exchange-rates: every currency's rate as shoppers get it, and the daily fetch. */
export interface ExchangeRatesDto {
  currencies: {
    currency: ConvertedCurrency;
    /** What shoppers are shown now; null when the currency is not offered. */
    shown: DisplayRateDto | null;
    state: RateState;
    /** The last rate fetched for it, when one was (stale, or overridden by the shop's rate, included). */
    fetched: { rate: number; source: RateSource; date: string; stale: boolean } | null;
  }[];
  /** Whether a daily source is configured (EXCHANGE_RATE_SOURCES), and how the last fetches went. */
  fetching: {
    sources: string[];
    lastSuccessAt: string | null;
    lastAttemptAt: string | null;
    failures: { source: string; reason: string; at: string }[];
  };
}
