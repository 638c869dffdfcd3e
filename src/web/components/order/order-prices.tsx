import { type ReactNode, useMemo } from "react";
import type { DisplayedCurrency } from "../../../shared/orders";
import { ShownCurrencyProvider, useShownCurrency } from "../../lib/display-currency";

/**
 * Prices inside are an order's, shown as its buyer read them when they checked out (issue 30): in
 * the currency and at the rate the order keeps. An order that kept none (placed before the shop
 * recorded it) shows in the currency shown around it, as before. Apart from lib/display-currency,
 * so the storefront's first load does not carry it.
 */
export function OrderPrices({
  displayed,
  children,
}: {
  displayed: DisplayedCurrency | null;
  children: ReactNode;
}) {
  const around = useShownCurrency();
  const shown = useMemo(
    () =>
      displayed
        ? { currency: displayed.currency, rate: displayed.rate, source: null, unavailable: null }
        : around,
    [displayed, around],
  );
  return <ShownCurrencyProvider value={shown}>{children}</ShownCurrencyProvider>;
}
