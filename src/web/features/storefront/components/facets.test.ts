// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type ListingFacetsDto, priceBands, readListingFilters } from "../../../../shared/catalog-api";
import type { CurrencyPreference, DisplayCurrency } from "../../../../shared/display-currencies";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import { CurrencyPreferenceProvider, ShopperPrices } from "../../../lib/display-currency";
import { defaultStoreInfo, storeInfoKey } from "../../../lib/site";
import { FacetGroups } from "./facets";

// The storefront's layout gives these their children; here they are handed as createElement's.
const Preference = CurrencyPreferenceProvider as ComponentType<{
  initial: CurrencyPreference;
  children?: ReactNode;
}>;
const Prices = ShopperPrices as ComponentType<{ children?: ReactNode }>;

const facets: ListingFacetsDto = {
  brand: [],
  condition: [],
  papers: [],
  size: [],
  material: [],
  year: [],
  price: priceBands.map((value) => ({ value, count: 3 })),
};

/** The collection's facets for a shopper who chose `currency`, the shop's dinar at its 0.31. */
function renderFacets(currency: DisplayCurrency) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(storeInfoKey, {
    ...defaultStoreInfo,
    currencies: [
      { currency: "KWD", rate: 310_000, source: "shop", date: null },
      { currency: "SAR", rate: 3_750_000, source: "sama", date: "2026-11-30" },
    ],
  });
  const groups = h(FacetGroups, {
    facets,
    query: readListingFilters(new URLSearchParams()),
    onToggle: () => {},
  });
  render(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(Preference, { initial: { chosen: currency } }, h(Prices, null, groups)),
    ),
  );
  return [...screen.getByRole("group", { name: /Price|السعر/ }).querySelectorAll("label")].map(
    (label) => label.querySelector("span")?.textContent,
  );
}

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

/** Issue 30: the price bands stay in dollars underneath; their labels read in the shopper's currency. */
describe("the price facet's labels", () => {
  it("keep the dollars' own words for a shopper reading dollars", async () => {
    await switchLanguage(i18n, "en");
    expect(renderFacets("USD")).toEqual([
      "Under $1,000",
      "$1,000 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $25,000",
      "$25,000+",
    ]);
  });

  it("read riyals and dinars, rounded for a label, in English", async () => {
    await switchLanguage(i18n, "en");
    expect(renderFacets("SAR")).toEqual([
      "Under about 3,800 SAR",
      "About 3,800–19,000 SAR",
      "About 19,000–38,000 SAR",
      "About 38,000–94,000 SAR",
      "About 94,000 SAR and over",
    ]);
    cleanup();
    expect(renderFacets("KWD")).toEqual([
      "Under about 310 KWD",
      "About 310–1,600 KWD",
      "About 1,600–3,100 KWD",
      "About 3,100–7,800 KWD",
      "About 7,800 KWD and over",
    ]);
  });

  it("read riyals in Arabic, with Latin digits kept left to right", async () => {
    await switchLanguage(i18n, "ar");
    expect(renderFacets("SAR")).toEqual([
      "أقل من حوالي 3,800 ر.س",
      "حوالي 3,800–19,000 ر.س",
      "حوالي 19,000–38,000 ر.س",
      "حوالي 38,000–94,000 ر.س",
      "حوالي 94,000 ر.س فأكثر",
    ]);
    expect(document.querySelector('fieldset bdi[dir="ltr"]')?.textContent).toBe("3,800 ر.س");
  });
});
