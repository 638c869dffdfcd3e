// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import { defaultStoreInfo, storeInfoKey } from "../../../lib/site";
import { EmptyCart } from "./empty-cart";

function renderEmptyCart(shippingFeeCents: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(storeInfoKey, { ...defaultStoreInfo, shippingFeeCents });
  const router = createMemoryRouter([{ path: "/cart", element: h(EmptyCart) }], {
    initialEntries: ["/cart"],
  });
  render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })));
}

afterEach(cleanup);

/** Issue 24: the empty cart promises free shipping only while the shop charges none. */
describe.each([
  ["en", /ships free/, /ships insured worldwide/],
  ["ar", /تُشحن مجانًا/, /تُشحن بشحن مؤمَّن/],
] as const)("the empty cart in %s", (language, free, insured) => {
  it("says the watches ship free when the fee is nil, and insured when the shop charges one", async () => {
    await switchLanguage(i18n, language);
    renderEmptyCart(0);
    expect(screen.getByText(free)).toBeTruthy();
    cleanup();
    renderEmptyCart(25_00);
    expect(screen.getByText(insured)).toBeTruthy();
    expect(screen.queryByText(free)).toBeNull();
  });
});
