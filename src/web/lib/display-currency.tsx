import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import {
  type CurrencyPreference,
  currencyCookie,
  currencyFromLanguageTags,
  currencyStorageKey,
  type DisplayCurrency,
  isDisplayCurrency,
  type ShownCurrency,
  shownCurrency,
} from "../../shared/display-currencies";
import { languageCookieMaxAgeSeconds } from "../../shared/i18n";
import { useStoreInfo } from "./site";

/**
 * The attributes the server writes on <body> (server/web/spa.ts): the shopper's remembered choice
 * and the guess from Accept-Language, so a server-rendered page and its hydration agree.
 */
export const currencyAttribute = "data-currency";
export const currencyGuessAttribute = "data-currency-guess";

function storedCurrency(): string | null {
  try {
    return window.localStorage.getItem(currencyStorageKey);
  } catch {
    // Storage refused (a private window): the cookie still carries the choice.
    return null;
  }
}

function cookieCurrency(): string | undefined {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === currencyCookie)?.[1];
}

const asCurrency = (value: string | null | undefined) => (isDisplayCurrency(value) ? value : undefined);

/**
 * The browser's reading, as the language's (detect-language.ts): what the server wrote on the page
 * when it wrote it (the remembered choice it read from the cookie, its Accept-Language guess);
 * otherwise the remembered choice and the browser's languages.
 */
export function detectCurrencyPreference(): CurrencyPreference {
  if (typeof document === "undefined") return {};
  const body = document.body;
  if (body?.hasAttribute(currencyAttribute)) {
    return {
      chosen: asCurrency(body.getAttribute(currencyAttribute)),
      guess: asCurrency(body.getAttribute(currencyGuessAttribute)),
    };
  }
  return {
    chosen: asCurrency(storedCurrency()) ?? asCurrency(cookieCurrency()),
    guess: currencyFromLanguageTags(window.navigator.languages ?? [window.navigator.language]),
  };
}

/** Remembers the choice where the next page looks: localStorage here, the `currency` cookie on the server. */
function rememberCurrency(currency: DisplayCurrency): void {
  try {
    window.localStorage.setItem(currencyStorageKey, currency);
  } catch {
    // The cookie below still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: as the language's (detect-language.ts): the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${currencyCookie}=${currency}; Max-Age=${languageCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

interface PreferenceState {
  preference: CurrencyPreference;
  choose: (currency: DisplayCurrency) => void;
}

const PreferenceContext = createContext<PreferenceState>({ preference: {}, choose: () => {} });
const dollars: ShownCurrency = { currency: "USD", rate: 1_000_000, source: null, unavailable: null };
/** The currency the prices below are shown in: the shopper's in the storefront, dollars in the back office. */
const ShownCurrencyContext = createContext<ShownCurrency>(dollars);

/** Holds the shopper's currency choice for the page; the server passes the request's, the browser its own. */
export function CurrencyPreferenceProvider({
  initial,
  children,
}: {
  initial: CurrencyPreference;
  children: ReactNode;
}) {
  const [preference, setPreference] = useState(initial);
  const value = useMemo<PreferenceState>(
    () => ({
      preference,
      choose: (currency) => {
        rememberCurrency(currency);
        setPreference((current) => ({ ...current, chosen: currency }));
      },
    }),
    [preference],
  );
  return <PreferenceContext.Provider value={value}>{children}</PreferenceContext.Provider>;
}

/**
 * Prices inside are shown in the shopper's currency (the storefront's layout; elsewhere US dollars),
 * worked out once for the page (issue 30): the shopper's choice, else the one country the shop
 * ships to, else the browser's guess, else dollars; dollars too wherever no current rate exists.
 */
export function ShopperPrices({ children }: { children: ReactNode }) {
  const { preference } = useContext(PreferenceContext);
  const store = useStoreInfo();
  const shown = useMemo(
    () => shownCurrency(preference, store.shipTo, store.currencies),
    [preference, store.shipTo, store.currencies],
  );
  return <ShownCurrencyContext.Provider value={shown}>{children}</ShownCurrencyContext.Provider>;
}

/** Prices inside are the shop's own figures in US dollars, inside the storefront's frame too (the tools). */
export function DollarPrices({ children }: { children: ReactNode }) {
  return <ShownCurrencyContext.Provider value={dollars}>{children}</ShownCurrencyContext.Provider>;
}

/** Prices inside are in the currency given (an order's, as its buyer read it: components/order/order-prices.tsx). */
export const ShownCurrencyProvider = ShownCurrencyContext.Provider;

/** The shopper's choice and how to change it (the header's menu). */
export function useCurrencyPreference(): PreferenceState {
  return useContext(PreferenceContext);
}

/** The currency prices are shown in here, with its rate and source. */
export function useShownCurrency(): ShownCurrency {
  return useContext(ShownCurrencyContext);
}
