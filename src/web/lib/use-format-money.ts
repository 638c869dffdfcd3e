import { type Currency, formatMoney } from "../../shared/money";
import { useTranslation } from "../i18n/use-translation";

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
