// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../hold-checkout-i18n";
import { HoldCheckoutSummary } from "./hold-checkout-summary";

const held: HoldDto = {
  kind: "deposit",
  status: "held",
  listing: {
    id: null,
    slug: null,
    title: "Omega Speedmaster Professional",
    imageUrl: null,
    priceCents: 1_200_000,
  },
  offerCents: null,
  counterCents: null,
  agreedPriceCents: 1_200_000,
  depositCents: 120_000,
  balanceCents: 1_080_000,
  expiresAt: "2026-12-14T10:00:00.000Z",
  createdAt: "2026-12-07T10:00:00.000Z",
  refundError: false,
  orderNumber: null,
  events: [],
};

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

describe("a hold's checkout summary (issue 31)", () => {
  it("charges the agreed price and shipping less the deposit paid", async () => {
    await switchLanguage(i18n, "en");
    render(h(HoldCheckoutSummary, { hold: held, shippingCents: 2_500 }));
    expect(screen.getByTestId("checkout-line").textContent).toContain("Omega Speedmaster Professional");
    expect(screen.getByTestId("deposit-credit").textContent).toMatch(/Deposit paid.*−\$1,200\.00/);
    expect(screen.getByTestId("order-total").textContent).toBe("$10,825.00");
  });
});
