import { type PriceBand, priceRangeBounds } from "./catalog-api";
import { type Currency, formatMoney, formatMoneyRange, fromUsd, roughAmount } from "./money";

/** Writes dollar amounts that need no precision in a shopper's currency (see `roughPriceWriter`). */
export interface RoughPriceWriter {
  amount: (usdCents: number) => string;
  range: (fromUsdCents: number, toUsdCents: number) => string;
}

/**
 * Dollar amounts for a label that needs no precision (issue 30: a price band's bounds), in
 * `currency` at `rate`: converted as prices are, then rounded to two significant figures without
 * minor units (`roughAmount`), with the reader's `symbol`: "3,800 ر.س", "310–1,600 KWD". The
 * collection's filter (web lib/use-format-rough-price.ts) and the alert e-mails write them so.
 */
export function roughPriceWriter(currency: Currency, rate: number, symbol: string): RoughPriceWriter {
  const options = { decimals: 0, symbol };
  const rough = (usdCents: number) => roughAmount(fromUsd(usdCents, currency, rate), currency);
  return {
    amount: (usdCents) => formatMoney(rough(usdCents), currency, options),
    range: (fromCents, toCents) => formatMoneyRange(rough(fromCents), rough(toCents), currency, options),
  };
}

/**
 * A price band (whose bounds and URL stay dollars) in another currency: which of the sentences
 * it reads as (storefront.json `priceBands`: under, between, over) and its rough amount.
 */
export function priceBandWording(
  band: PriceBand,
  writer: RoughPriceWriter,
): { key: "under" | "between" | "over"; amount: string } {
  const { min, max } = priceRangeBounds[band];
  if (max === undefined) return { key: "over", amount: writer.amount(min) };
  if (min === 0) return { key: "under", amount: writer.amount(max) };
  return { key: "between", amount: writer.range(min, max) };
}
