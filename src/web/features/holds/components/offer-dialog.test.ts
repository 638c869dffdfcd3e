// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import { offerBounds } from "../../../../shared/holds";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import { ShownCurrencyProvider } from "../../../lib/display-currency";
import { OfferDialog } from "./offer-dialog";

const watch = {
  id: "8d4f7c8e-0b7e-4a38-9d55-3f4a0c2a1b11",
  title: "Rolex Submariner Date 126610LN",
  priceCents: 1_250_000,
  isAvailable: true,
} as ListingDetailDto;

const riyals = { currency: "SAR", rate: 3_750_000, source: "sama", unavailable: null } as const;

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(
        ShownCurrencyProvider,
        { value: riyals },
        h(OfferDialog, {
          watch,
          bounds: offerBounds(watch.priceCents),
          usePrefill: () => undefined,
          open: true,
          onOpenChange: () => {},
        }),
      ),
    ),
  );
}

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

describe("the offer dialog (issue 31)", () => {
  it("says the bounds in dollars, converts the amount typed into the shopper's currency, and refuses one too low", async () => {
    await switchLanguage(i18n, "en");
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Make an offer" });
    expect(dialog.textContent).toContain("Between $6,250.00 and $12,499.99");
    const amount = screen.getByLabelText(/Your offer in US dollars/);
    fireEvent.change(amount, { target: { value: "10,000" } });
    expect(screen.getByTestId("offer-converted").textContent).toContain("37,500.00 SAR");
    fireEvent.change(amount, { target: { value: "5000" } });
    fireEvent.click(screen.getByRole("button", { name: "Send my offer" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(["Please offer at least $6,250.00", "Please enter your name"]),
    );
    expect(document.activeElement).toBe(amount);
  });

  it("speaks Arabic, with the amounts still left to right", async () => {
    await switchLanguage(i18n, "ar");
    renderDialog();
    expect(screen.getByRole("dialog", { name: "قدّم عرضًا" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/عرضك بالدولار الأمريكي/), { target: { value: "١٠٠٠٠" } });
    expect(screen.getByTestId("offer-converted").textContent).toContain("37,500.00");
  });
});
