import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { convert, defaultRates, formatMoney, type Rates } from "../../../shared/money";
import { cn } from "../../lib/cn";
import { type FormatMoney, useFormatMoney } from "../../lib/use-format-money";

/** spec: reseller-tools §2 — the currency display toggle between kwd and usd. */
export type DisplayCurrency = "kwd" | "usd";

const DisplayContext = createContext<{ currency: DisplayCurrency; rates: Rates }>({
  currency: "kwd",
  rates: defaultRates,
});

export function MoneyDisplay({
  currency,
  rates,
  children,
}: {
  currency: DisplayCurrency;
  rates: Rates;
  children: ReactNode;
}) {
  return <DisplayContext value={{ currency, rates }}>{children}</DisplayContext>;
}

const storageKey = "mizan.inventory.currency";

/** The toggle's choice, kept in this browser so the page opens as it was left. */
export function useDisplayCurrency(): [DisplayCurrency, (currency: DisplayCurrency) => void] {
  const [currency, setCurrency] = useState<DisplayCurrency>("kwd");
  useEffect(() => {
    if (localStorage.getItem(storageKey) === "usd") setCurrency("usd");
  }, []);
  return [
    currency,
    (next) => {
      setCurrency(next);
      localStorage.setItem(storageKey, next);
    },
  ];
}

/** The amount in the chosen currency and the other in brackets, both to two decimals (spec §9). */
export function moneyText(
  fils: number,
  currency: DisplayCurrency,
  rates: Rates,
  format: FormatMoney = formatMoney,
): [string, string] {
  const kwd = format(fils, "KWD");
  const usd = format(convert(fils, "KWD", "USD", rates), "USD");
  return currency === "kwd" ? [kwd, usd] : [usd, kwd];
}

/**
 * spec: reseller-tools §2 — a KWD amount with its USD equivalent in brackets ("1,234.50 KWD
 * ($3,987.44)"), or the other way round when the toggle says usd; left to right inside Arabic.
 * `stacked` puts the bracketed one on a line of its own (table cells).
 */
export function Money({
  fils,
  stacked = false,
  className,
}: {
  fils: number;
  stacked?: boolean;
  className?: string;
}) {
  const { currency, rates } = useContext(DisplayContext);
  const [primary, secondary] = moneyText(fils, currency, rates, useFormatMoney());
  return (
    <bdi dir="ltr" className={cn("tabular-nums", stacked ? "inline-grid" : "whitespace-nowrap", className)}>
      <span className="whitespace-nowrap">{primary}</span>
      {stacked ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground">({secondary})</span>
      ) : (
        <span className="text-muted-foreground"> ({secondary})</span>
      )}
    </bdi>
  );
}
