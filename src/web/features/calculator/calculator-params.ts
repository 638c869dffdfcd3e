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

export const calculatorParams = ["sell", "buy", "shipping", "platform", "region"] as const;
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

/** spec: reseller-tools §4 — Reset: empty prices, chrono24, gcc, shipping 0. */
export function readCalculatorParams(params: URLSearchParams): CalculatorValues {
  return {
    sell: amount(params.get("sell"), ""),
    buy: amount(params.get("buy"), ""),
    shipping: amount(params.get("shipping"), "0"),
    platform: oneOf(platforms, params.get("platform"), defaultPlatform),
    region: oneOf(taxRegions, params.get("region"), defaultTaxRegion),
  };
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
