// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { switchLanguage } from "../../i18n/load-language";
import { defaultStoreInfo, storeInfoKey } from "../../lib/site";
import { ProfitCalculator } from "./profit-calculator";

function renderCalculator(url = "/calculator") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(storeInfoKey, { ...defaultStoreInfo, contactEmail: "", social: [] });
  const router = createMemoryRouter([{ path: "/calculator", element: h(ProfitCalculator) }], {
    initialEntries: [url],
  });
  render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })));
  return router;
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const result = () => screen.getByTestId("calculator-result");

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});
afterEach(cleanup);

describe("the profitability calculator (spec: reseller-tools §4, §9)", () => {
  it("shows a hint, not a result, until both prices are above 0", () => {
    renderCalculator();
    expect(within(result()).getByText(/Enter a selling price and a purchase price above 0/)).toBeTruthy();
    type(/^Selling price/, "3000");
    expect(within(result()).queryByText("Fees")).toBeNull();
    type(/^Purchase price/, "0");
    expect(within(result()).queryByText("Fees")).toBeNull();
  });

  it("works out the eBay example: 3000 sell, 2000 buy → fees $345.00, a green 21.83% badge", () => {
    const router = renderCalculator();
    type(/^Selling price/, "3000");
    type(/^Purchase price/, "2000");
    type(/^Platform/, "ebay");
    const shown = within(result());
    expect(shown.getByText("$345.00")).toBeTruthy();
    expect(shown.getByText("$2,345.00")).toBeTruthy();
    expect(shown.getByText("$655.00")).toBeTruthy();
    const badge = shown.getByText("Strong");
    expect(badge.closest("[data-band]")?.getAttribute("data-band")).toBe("green");
    expect(badge.closest("[data-band]")?.textContent).toContain("21.83%");
    expect(router.state.location.search).toBe("?sell=3000&buy=2000&platform=ebay");

    // A higher purchase price moves the badge to red, in words too.
    type(/^Purchase price/, "2900");
    expect(within(result()).getByText("Loss")).toBeTruthy();
  });

  it("puts the four platforms side by side and names the best one", () => {
    renderCalculator("/calculator?sell=3000&buy=2000&platform=ebay");
    expect(screen.getByText("Best platform for this sale: Face to face")).toBeTruthy();
    const best = document.querySelector("[data-best]");
    expect(best?.getAttribute("data-platform")).toBe("face-to-face");
    expect(within(best as HTMLElement).getByText("$1,000.00")).toBeTruthy();
    expect(within(best as HTMLElement).getByText("310.00 KWD")).toBeTruthy();
    expect(document.querySelectorAll("[data-platform]")).toHaveLength(4);
  });

  it("reads a shared link, ignoring what it gets wrong", () => {
    renderCalculator("/calculator?sell=3000&buy=abc&platform=amazon&region=eu_vat&shipping=25");
    expect(field(/^Selling price/).value).toBe("3000");
    expect(field(/^Purchase price/).value).toBe("");
    expect(field(/^Platform/).value).toBe("chrono24");
    expect(field(/^Tax region/).value).toBe("eu_vat");
    expect(field(/^Shipping/).value).toBe("25");
  });

  it("resets to empty prices, chrono24, gcc and shipping 0", () => {
    const router = renderCalculator("/calculator?sell=3000&buy=2000&platform=ebay&region=usa&shipping=25");
    expect(within(result()).getByText("$345.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(field(/^Selling price/).value).toBe("");
    expect(field(/^Purchase price/).value).toBe("");
    expect(field(/^Platform/).value).toBe("chrono24");
    expect(field(/^Tax region/).value).toBe("gcc");
    expect(field(/^Shipping/).value).toBe("0");
    expect(router.state.location.search).toBe("");
    expect(within(result()).queryByText("Fees")).toBeNull();
  });
});
