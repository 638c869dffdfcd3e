import { toMinor } from "../../../shared/money";
import {
  defaultPlatform,
  defaultTaxRegion,
  type Platform,
  type ProfitInput,
  platforms,
  type TaxRegion,
  taxRegions,
} from "../../../shared/profitability";

/**
 * The calculator's inputs as they live in the URL (?sell=3000&buy=2000&platform=ebay&region=gcc
 * &shipping=25), so a calculation can be bookmarked or shared. Amounts stay as typed; anything a
 * hand-edited link gets wrong falls back to the default.
 */
export interface CalculatorValues {
  sell: string;
  buy: string;
  shipping: string;
  platform: Platform;
  region: TaxRegion;
}

export type AmountField = "sell" | "buy" | "shipping";

/** USD with up to nine whole digits: large enough for any watch, small enough to stay exact. */
const amountPattern = /^(?=\.?\d)\d{0,9}(?:\.\d{0,6})?$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

function amount(value: string | null, fallback: string): string {
  if (value === null) return fallback;
  const trimmed = value.trim();
  return trimmed === "" || amountPattern.test(trimmed) ? trimmed : fallback;
}

export function readCalculatorParams(params: URLSearchParams): CalculatorValues {
  return {
    sell: amount(params.get("sell"), defaultValues.sell),
    buy: amount(params.get("buy"), defaultValues.buy),
    shipping: amount(params.get("shipping"), defaultValues.shipping),
    platform: oneOf(platforms, params.get("platform"), defaultValues.platform),
    region: oneOf(taxRegions, params.get("region"), defaultValues.region),
  };
}

/** spec: reseller-tools §4 — Reset: empty prices, chrono24, gcc, shipping 0. */
export const defaultValues: CalculatorValues = {
  sell: "",
  buy: "",
  shipping: "0",
  platform: defaultPlatform,
  region: defaultTaxRegion,
};

/** The URL of these values: other parameters (?lang) kept, defaults left out so Reset reads clean. */
export function writeCalculatorParams(current: URLSearchParams, values: CalculatorValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.keys(defaultValues) as (keyof CalculatorValues)[]) {
    const value = values[name].trim();
    const isDefault = value === defaultValues[name] || (name === "shipping" && value === "");
    if (isDefault) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** spec §5: blank inputs parse as 0. */
export function toCents(text: string): number {
  return amountPattern.test(text) ? toMinor(text, "USD") : 0;
}

export function profitInput(values: CalculatorValues, platform: Platform = values.platform): ProfitInput {
  return {
    sellingCents: toCents(values.sell),
    purchaseCents: toCents(values.buy),
    shippingCents: toCents(values.shipping),
    platform,
    region: values.region,
  };
}
