// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import { holdKeys } from "../api/query-keys";
import { rememberedHolds } from "../lib/remembered-holds";
import { HoldPage } from "./hold-page";

const token = "tok_0123456789abcdefghij";
const listing = {
  id: "8d4f7c8e-0b7e-4a38-9d55-3f4a0c2a1b11",
  slug: "rolex-submariner-date-126610ln",
  title: "Rolex Submariner Date 126610LN",
  imageUrl: null,
  priceCents: 1_250_000,
};

const acceptedOffer: HoldDto = {
  kind: "offer",
  status: "accepted",
  listing,
  offerCents: 1_100_000,
  counterCents: null,
  agreedPriceCents: 1_100_000,
  depositCents: null,
  balanceCents: 1_100_000,
  expiresAt: "2026-12-09T15:30:00.000Z",
  createdAt: "2026-12-07T10:00:00.000Z",
  refundError: false,
  orderNumber: null,
  events: [
    { toStatus: "offered", at: "2026-12-07T10:00:00.000Z", amountCents: 1_100_000 },
    { toStatus: "accepted", at: "2026-12-07T15:30:00.000Z", amountCents: 1_100_000 },
  ],
};

const heldDeposit: HoldDto = {
  ...acceptedOffer,
  kind: "deposit",
  status: "held",
  offerCents: null,
  agreedPriceCents: 1_250_000,
  depositCents: 125_000,
  balanceCents: 1_125_000,
  events: [
    { toStatus: "awaiting_deposit", at: "2026-12-07T10:00:00.000Z", amountCents: 125_000 },
    { toStatus: "held", at: "2026-12-07T10:02:00.000Z", amountCents: 125_000 },
  ],
};

function renderHold(hold: HoldDto, search = "") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(holdKeys.detail(token), hold);
  const router = createMemoryRouter([{ path: "/holds/:token", element: h(HoldPage) }], {
    initialEntries: [`/holds/${token}${search}`],
  });
  render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })));
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage(i18n, "en");
});

describe("the hold page (issue 31)", () => {
  it("shows an accepted offer's status, deadline, amounts and steps, and asks before withdrawing", async () => {
    await switchLanguage(i18n, "en");
    renderHold(acceptedOffer);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(listing.title);
    expect(screen.getByTestId("hold-status").textContent).toContain("Accepted");
    // 15:30 UTC is 18:30 in Kuwait.
    expect(screen.getByTestId("hold-deadline").textContent).toMatch(/Until .*9 Dec.*18:30.*\(Kuwait time\)/);
    expect(screen.getByTestId("hold-offer").textContent).toContain("$11,000.00");
    expect(screen.getByTestId("hold-balance").textContent).toContain("$11,000.00");
    expect(screen.getByTestId("hold-timeline").textContent).toContain("Offer sent");
    const pay = screen.getByRole("link", { name: "Buy at the agreed price" });
    expect(pay.getAttribute("href")).toBe(`/checkout?hold=${token}`);
    fireEvent.click(screen.getByRole("button", { name: "Withdraw my offer" }));
    expect(await screen.findByRole("alertdialog", { name: "Withdraw your offer?" })).toBeTruthy();
  });

  it("shows a held deposit in Arabic with the balance to pay and the way to a refund", async () => {
    await switchLanguage(i18n, "ar");
    renderHold(heldDeposit);
    expect(screen.getByTestId("hold-status").textContent).toContain("محجوزة لك");
    expect(screen.getByTestId("hold-deposit").textContent).toContain("$1,250.00");
    expect(screen.getByTestId("hold-balance").textContent).toContain("$11,250.00");
    expect(screen.getByTestId("hold-deadline").textContent).toContain("(بتوقيت الكويت)");
    expect(screen.getByRole("link", { name: "ادفع المبلغ المتبقي" }).getAttribute("href")).toBe(
      `/checkout?hold=${token}`,
    );
    expect(screen.getByRole("button", { name: "ألغِ الحجز واسترد العربون" })).toBeTruthy();
  });

  it("says the deposit arrived while the provider's event is awaited, back from the payment page", async () => {
    await switchLanguage(i18n, "en");
    renderHold({ ...heldDeposit, status: "awaiting_deposit", balanceCents: null }, "?paid=1");
    expect(screen.getByTestId("hold-confirming").textContent).toContain(
      "Deposit received, we are confirming your payment",
    );
    expect(screen.queryByTestId("hold-actions")).toBeNull();
    cleanup();
    // Left unpaid (no `?paid=1`): the shopper may let the watch go at once.
    renderHold({ ...heldDeposit, status: "awaiting_deposit", balanceCents: null });
    expect(screen.queryByTestId("hold-confirming")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel this reservation" })).toBeTruthy();
  });

  it("remembers an open hold in this browser, for its watch's page, and forgets it once it has ended", async () => {
    await switchLanguage(i18n, "en");
    renderHold(heldDeposit);
    expect(rememberedHolds(listing.id)).toEqual([token]);
    cleanup();
    renderHold({ ...heldDeposit, status: "refunded", balanceCents: null, expiresAt: null });
    expect(screen.getByTestId("hold-status").textContent).toContain("Cancelled, deposit refunded");
    expect(rememberedHolds(listing.id)).toEqual([]);
  });

  it("offers a counter-offer's answers, and nothing for a closed offer", async () => {
    await switchLanguage(i18n, "en");
    renderHold({
      ...acceptedOffer,
      status: "countered",
      counterCents: 1_180_000,
      agreedPriceCents: null,
      balanceCents: null,
    });
    expect(screen.getByRole("button", { name: /Accept .*\$11,800\.00/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline the counter-offer" })).toBeTruthy();
    cleanup();
    renderHold({ ...acceptedOffer, status: "lapsed", balanceCents: null, expiresAt: null });
    expect(screen.getByTestId("hold-explain").textContent).toContain("closed without a sale");
    expect(screen.queryByTestId("hold-actions")).toBeNull();
    expect(screen.queryByTestId("hold-deadline")).toBeNull();
  });
});
