import type { DisplayCurrency } from "../../../shared/display-currencies";
import type { Language } from "../../../shared/i18n";
import arCommon from "../../../shared/locales/ar/common.json";
import arMail from "../../../shared/locales/ar/mail.json";
import arStorefront from "../../../shared/locales/ar/storefront.json";
import enCommon from "../../../shared/locales/en/common.json";
import enMail from "../../../shared/locales/en/mail.json";
import enStorefront from "../../../shared/locales/en/storefront.json";

/** Every word of every e-mail, one dictionary per language beside the site's own (issue 13). */
export type MailTexts = typeof enMail;

const dictionaries: Record<Language, MailTexts> = { en: enMail, ar: arMail };

export function mailTexts(language: Language): MailTexts {
  return dictionaries[language];
}

/**
 * Each currency's symbol and its "in riyals" phrase in a language, from the site's own words
 * (common.json): an e-mail names a currency as the pages do (issue 30).
 */
export function currencyWords(language: Language): {
  symbol: Record<DisplayCurrency, string>;
  inCurrency: Record<DisplayCurrency, string>;
} {
  const common = language === "ar" ? arCommon : enCommon;
  return { symbol: common.currencySymbol, inCurrency: common.currency.inCurrency };
}

/**
 * The collection's words for its price bands (storefront.json): each band in dollars, and the
 * sentences a band reads as in another currency ("About {{amount}}"), so a saved search's
 * description names a price band as its filter does (issue 30).
 */
export function priceBandTexts(language: Language): {
  prices: typeof enStorefront.prices;
  priceBands: typeof enStorefront.priceBands;
} {
  const storefront = language === "ar" ? arStorefront : enStorefront;
  return { prices: storefront.prices, priceBands: storefront.priceBands };
}
