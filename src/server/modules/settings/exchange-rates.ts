import {
  type ConvertedCurrency,
  type DisplayRateDto,
  displayCurrencies,
  type ExchangeRatesDto,
  isStaleRate,
  offlineRates,
  type RateState,
} from "../../../shared/display-currencies";
import type { Db } from "../../db/client";
import { type FetchedRates, getRateSettings } from "./settings.service";

type RateSettings = Awaited<ReturnType<typeof getRateSettings>>;

const converted = displayCurrencies.filter((currency): currency is ConvertedCurrency => currency !== "USD");
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A fetched rate as shoppers would get it, when it is a week old or newer; else none. */
function freshRate(
  fetched: FetchedRates,
  currency: ConvertedCurrency,
  now: Date,
): DisplayRateDto | undefined {
  const rate = fetched.rates[currency as keyof FetchedRates["rates"]];
  if (!rate || isStaleRate(rate.date, now)) return undefined;
  return { currency, rate: rate.rate, source: rate.source, date: rate.date };
}

/**
 * Each currency's rate for shoppers and how it stands (issue 30): the Gulf pegs always; the dinar
 * at the admin's rate when one was saved (it overrides the fetched one), else the Central Bank of
 * Kuwait's when a week old or newer, else the shop's default rate; the euro and the pound only
 * with a rate a week old or newer. A staler rate is never shown: the currency is then not offered.
 */
function ratesOf(stored: RateSettings, now: Date): ExchangeRatesDto["currencies"] {
  const offline = new Map(
    offlineRates(stored.shopRates, stored.shopRatesSavedAt ? dayOf(stored.shopRatesSavedAt) : null).map(
      (rate) => [rate.currency, rate],
    ),
  );
  return converted.map((currency) => {
    const kept = stored.fetched.rates[currency as keyof FetchedRates["rates"]];
    const fetched = kept
      ? { rate: kept.rate, source: kept.source, date: kept.date, stale: isStaleRate(kept.date, now) }
      : null;
    const fresh = freshRate(stored.fetched, currency, now);
    const pegged = offline.get(currency);
    let shown: DisplayRateDto | null;
    let state: RateState;
    if (currency === "KWD") {
      const overridden = stored.shopRatesSavedAt !== null;
      shown = !overridden && fresh ? fresh : (offline.get("KWD") ?? null);
      state = !overridden && fresh ? "fetched" : !overridden && fetched?.stale ? "stale" : "shop";
    } else if (pegged) {
      shown = pegged;
      state = "pegged";
    } else {
      shown = fresh ?? null;
      state = fresh ? "fetched" : fetched ? "stale" : "missing";
    }
    return { currency, shown, state, fetched };
  });
}

/** The rates a shopper may choose from, with their sources and dates (GET /api/store-info `currencies`). */
export async function getDisplayRates(db: Db, now = new Date()): Promise<DisplayRateDto[]> {
  return ratesOf(await getRateSettings(db), now).flatMap((row) => (row.shown ? [row.shown] : []));
}

/** Every currency's rate and state, and how the daily fetches went, for the settings page. */
export async function getExchangeRatesStatus(
  db: Db,
  sources: readonly string[],
  now = new Date(),
): Promise<ExchangeRatesDto> {
  const stored = await getRateSettings(db);
  return {
    currencies: ratesOf(stored, now),
    fetching: {
      sources: [...sources],
      lastSuccessAt: stored.fetched.lastSuccessAt,
      lastAttemptAt: stored.fetched.lastAttemptAt,
      failures: stored.fetched.failures,
    },
  };
}
