import {
  type ConvertedCurrency,
  type DisplayRateDto,
  isDisplayCurrency,
  shownCurrency,
} from "../../../shared/display-currencies";
import { fillIn, type Language } from "../../../shared/i18n";
import { formatMoney, formatPrice, fromUsd } from "../../../shared/money";
import { escapeHtml } from "./mail-layout";
import { currencyWords, mailTexts } from "./mail-texts";

/** The currency a shopper's message shows amounts in, at its rate (units per dollar, millionths). */
export interface MailPrices {
  currency: ConvertedCurrency;
  rate: number;
}

/**
 * A shopper who reads `currency` (a saved search's, a favourites' owner's, or the currency of the
 * country an older order ships to), at the shop's current rate, as the storefront would show it
 * (`shownCurrency`): dollars (none) for a dollar reader, and for a currency without a current rate
 * (a fetched rate a week old is not one), never a converted number the shop would not show.
 */
export function currentMailPrices(
  currency: string | null | undefined,
  rates: readonly DisplayRateDto[],
): MailPrices | undefined {
  if (!isDisplayCurrency(currency)) return undefined;
  const shown = shownCurrency({ chosen: currency }, "all", rates);
  return shown.currency === "USD" ? undefined : { currency: shown.currency, rate: shown.rate };
}

/** How a message writes an amount the shop keeps in US cents: in the shopper's currency, or in dollars. */
export function priceWriter(language: Language, prices: MailPrices | undefined) {
  if (!prices) return (cents: number) => formatMoney(cents, "USD");
  const symbol = currencyWords(language).symbol[prices.currency];
  return (cents: number) =>
    formatPrice(fromUsd(cents, prices.currency, prices.rate), prices.currency, { symbol });
}

/**
 * The line under prices converted for a shopper who has not paid yet (an alert, a reminder): the
 * amounts are converted for reference, and the card is charged in dollars, or dinars through
 * KNET. None in dollars.
 */
export function convertedNote(language: Language, prices: MailPrices | undefined): string | undefined {
  if (!prices) return undefined;
  return fillIn(mailTexts(language).convertedPrices, {
    currency: currencyWords(language).inCurrency[prices.currency],
  });
}

/** A mail's prices (HTML and text) followed by `convertedNote`, when there is one. */
export function withConvertedNote(
  details: { html: string; text: string },
  language: Language,
  prices: MailPrices | undefined,
): { html: string; text: string } {
  const note = convertedNote(language, prices);
  if (!note) return details;
  return {
    html: `${details.html}<p style="color:#6b6358;font-size:13px">${escapeHtml(note)}</p>`,
    text: `${details.text}\n\n${note}`,
  };
}
