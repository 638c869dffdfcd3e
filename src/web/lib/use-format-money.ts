import type { ShownCurrency } from "../../shared/display-currencies";
import { type Currency, formatMoney, formatPrice, fromUsd } from "../../shared/money";
import { useTranslation } from "../i18n/use-translation";
import { useShownCurrency } from "./display-currency";

export type FormatMoney = (minor: number, currency: Currency, options?: { decimals?: number }) => string;

/**
 * formatMoney with the page language's word for each currency (common.json `currencySymbol`):
 * "KWD" in English, "د.ك" in Arabic, so no page names the dinar in both (issue 24).
 */
export function useFormatMoney(): FormatMoney {
  const { t } = useTranslation();
  return (minor, currency, options = {}) =>
    formatMoney(minor, currency, { ...options, symbol: t(`currencySymbol.${currency}`) });
}

/**
 * The one place a page formats a shopper's price (issue 30): a price the shop keeps in US cents,
 * converted into the currency shown here (shared/money.ts `fromUsd`, rounded once) and written in
 * that currency's convention (three decimals for KWD, BHD and OMR) with the page language's symbol
 * ("ر.س" in Arabic, "SAR" in English). Dollars in the back office, where no shopper's currency is.
 */
export function useFormatPrice(): { shown: ShownCurrency; format: (usdCents: number) => string } {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const symbol = t(`currencySymbol.${shown.currency}`);
  return {
    shown,
    format: (usdCents) =>
      formatPrice(fromUsd(usdCents, shown.currency, shown.rate), shown.currency, { symbol }),
  };
}
