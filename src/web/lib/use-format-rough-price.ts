import type { PriceBand } from "../../shared/catalog-api";
import type { ShownCurrency } from "../../shared/display-currencies";
import { priceBandWording, type RoughPriceWriter, roughPriceWriter } from "../../shared/price-band-words";
import { useTranslation } from "../i18n/use-translation";
import { useShownCurrency } from "./display-currency";

/**
 * Dollar amounts that need no precision (a price filter's bounds, issue 30), in the currency shown
 * here, with the page language's symbol (shared/price-band-words.ts): "3,800 ر.س", "310–1,600 KWD".
 * `band` words a price band that way, or gives nothing in dollars, whose bands keep their own words
 * (storefront.json `prices`). Beside use-format-money.ts, in a module of its own: only the price
 * filter and a saved search's summary need it.
 */
export function useFormatRoughPrice(): RoughPriceWriter & {
  shown: ShownCurrency;
  band: (band: PriceBand) => ReturnType<typeof priceBandWording> | undefined;
} {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const writer = roughPriceWriter(shown.currency, shown.rate, t(`currencySymbol.${shown.currency}`));
  return {
    ...writer,
    shown,
    band: (band) => (shown.currency === "USD" ? undefined : priceBandWording(band, writer)),
  };
}
