// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminHoldDto } from "../../../../shared/hold-schemas";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../admin-i18n";
import { HoldDialog } from "./hold-dialog";

const offer: AdminHoldDto = {
  id: "1f0c1a52-7c6e-4d8e-9a43-5f3f1b6c2d10",
  kind: "offer",
  status: "offered",
  listing: {
    id: "8d4f7c8e-0b7e-4a38-9d55-3f4a0c2a1b11",
    slug: "omega-speedmaster",
    title: "Omega Speedmaster Professional",
    imageUrl: null,
    priceCents: 1_000_000,
  },
  offerCents: 850_000,
  counterCents: null,
  agreedPriceCents: null,
  depositCents: null,
  balanceCents: null,
  expiresAt: "2026-12-14T10:00:00.000Z",
  createdAt: "2026-12-07T10:00:00.000Z",
  refundError: false,
  orderNumber: null,
  email: "sara@example.com",
  name: "Sara Al-Sabah",
  phone: null,
  note: "I can collect this week.",
  language: "ar",
  paymentProvider: null,
  events: [
    {
      fromStatus: null,
      toStatus: "offered",
      at: "2026-12-07T10:00:00.000Z",
      amountCents: 850_000,
      actor: "customer",
      actorName: null,
      note: null,
    },
  ],
};

function renderDialog(hold: AdminHoldDto, onAct = vi.fn()) {
  const element = h(HoldDialog, { hold, pending: false, error: undefined, onAct, onOpenChange: () => {} });
  const router = createMemoryRouter([{ path: "/admin/holds", element }], {
    initialEntries: ["/admin/holds"],
  });
  render(h(RouterProvider, { router }));
  return onAct;
}

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

describe("an offer in the back office (issue 31)", () => {
  it("shows the shopper, the amounts and the message, and refuses a counter outside the offer and the price", async () => {
    await switchLanguage(i18n, "en");
    const onAct = renderDialog(offer);
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("I can collect this week.");
    expect(dialog.textContent).toContain("$8,500.00");
    expect(screen.getByTestId("admin-hold-timeline").textContent).toContain("New offer");
    expect(screen.getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Counter" }));
    const amount = screen.getByLabelText("Counter-offer in US dollars");
    fireEvent.change(amount, { target: { value: "10,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the counter-offer" }));
    expect(screen.getByRole("alert").textContent).toContain("below the price");
    expect(onAct).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: "9,400" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the counter-offer" }));
    expect(onAct).toHaveBeenCalledWith(
      offer,
      { action: "counter", amountCents: 940_000 },
      expect.any(Function),
    );
  });

  it("offers only cancelling a held reservation, in Arabic", async () => {
    await switchLanguage(i18n, "ar");
    renderDialog({ ...offer, kind: "deposit", status: "held", offerCents: null, depositCents: 100_000 });
    expect(screen.getByRole("button", { name: "ألغِ" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "اقبل" })).toBeNull();
  });
});
