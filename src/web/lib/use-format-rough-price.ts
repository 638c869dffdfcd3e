import type { ShownCurrency } from "../../shared/display-currencies";
import { formatMoney, formatMoneyRange, fromUsd, roughAmount } from "../../shared/money";
import { useTranslation } from "../i18n/use-translation";
import { useShownCurrency } from "./display-currency";

/**
 * Dollar amounts that need no precision (a price filter's bounds, issue 30), in the currency shown
 * here: converted as prices are, then rounded to two significant figures without minor units
 * (shared/money.ts `roughAmount`), with the page language's symbol: "3,800 ر.س", "310–1,600 KWD".
 * Beside use-format-money.ts, in a module of its own: only the collection's price filter needs it.
 */
export function useFormatRoughPrice(): {
  shown: ShownCurrency;
  amount: (usdCents: number) => string;
  range: (fromUsdCents: number, toUsdCents: number) => string;
} {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const { currency, rate } = shown;
  const options = { decimals: 0, symbol: t(`currencySymbol.${currency}`) };
  const rough = (usdCents: number) => roughAmount(fromUsd(usdCents, currency, rate), currency);
  return {
    shown,
    amount: (usdCents) => formatMoney(rough(usdCents), currency, options),
    range: (fromCents, toCents) => formatMoneyRange(rough(fromCents), rough(toCents), currency, options),
  };
}
