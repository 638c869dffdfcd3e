// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminOrderEventDto, OrderEventFlag } from "../../../../shared/orders";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../admin-i18n";
import { OrderTimeline } from "./order-timeline";

const placed: AdminOrderEventDto = {
  from: null,
  to: "pending",
  actor: "customer",
  note: null,
  flag: null,
  actorName: null,
  at: "2026-03-01T10:00:00.000Z",
};

const flag: OrderEventFlag = {
  code: "PAYMENT_MISMATCH",
  expected: { currency: "KWD", amountMinor: 1_472_500 },
  received: { currency: "KWD", amountMinor: 1_000 },
  reference: "chg_TS_0001",
};

/** A well-signed event that said a 1,472.500 KWD order took 1.000 KWD (issue 25). */
const mismatch: AdminOrderEventDto = {
  from: "pending",
  to: "pending",
  actor: "provider",
  note: null,
  flag,
  actorName: null,
  at: "2026-03-01T10:05:00.000Z",
};

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

describe("the order timeline in the back office", () => {
  it("tells staff a payment did not match, with both amounts and what to do, in English", async () => {
    await switchLanguage(i18n, "en");
    render(h(OrderTimeline, { events: [placed, mismatch] }));
    const flags = screen.getAllByTestId("order-flag");
    expect(flags).toHaveLength(1);
    expect(flags[0]?.textContent).toContain("Payment does not match this order");
    expect(flags[0]?.textContent).toContain("1,472.500 KWD");
    expect(flags[0]?.textContent).toContain("1.000 KWD");
    expect(flags[0]?.textContent).toContain("chg_TS_0001");
    expect(flags[0]?.textContent).toContain("not marked paid");
  });

  it("says the same in Arabic, and names an amount in a currency the shop does not use", async () => {
    await switchLanguage(i18n, "ar");
    // Issue 30 shows shoppers euros, so the shop's table knows them; Swiss francs it does not.
    const francs = { ...mismatch, flag: { ...flag, received: { currency: "CHF", amountMinor: 1 } } };
    render(h(OrderTimeline, { events: [francs] }));
    const shown = screen.getByTestId("order-flag").textContent ?? "";
    expect(shown).toContain("الدفعة لا تطابق هذا الطلب");
    expect(shown).toContain("1,472.500 د.ك");
    expect(shown).toContain("1 من أصغر وحدات CHF");
    expect(shown).not.toMatch(/Payment|order/);
  });
  it("words the shop's own notes and a late payment in each language, never in English on an Arabic page", async () => {
    const expired: AdminOrderEventDto = {
      from: "pending",
      to: "expired",
      actor: "system",
      note: "reservation_expired",
      flag: null,
      actorName: null,
      at: "2026-03-01T10:35:00.000Z",
    };
    const late: AdminOrderEventDto = {
      from: "expired",
      to: "expired",
      actor: "provider",
      note: null,
      flag: { code: "LATE_PAYMENT", reference: "pi_TS_0002" },
      actorName: null,
      at: "2026-03-01T10:40:00.000Z",
    };
    await switchLanguage(i18n, "en");
    render(h(OrderTimeline, { events: [placed, expired, late] }));
    expect(screen.getByText("The reservation ran out before payment.")).toBeTruthy();
    expect(screen.getByTestId("order-flag").textContent).toContain(
      "Payment arrived after the order was closed",
    );
    cleanup();
    await switchLanguage(i18n, "ar");
    render(h(OrderTimeline, { events: [placed, expired, late] }));
    const shown = screen.getByTestId("order-timeline").textContent ?? "";
    expect(shown).toContain("انتهى الحجز قبل الدفع.");
    expect(shown).toContain("وصلت الدفعة بعد إغلاق الطلب");
    expect(shown).toContain("pi_TS_0002");
    expect(shown.replace("pi_TS_0002", "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("names the staff member who took a step, in both languages", async () => {
    const shipped: AdminOrderEventDto = {
      ...placed,
      from: "paid",
      to: "shipped",
      actor: "admin",
      actorName: "Noura Salem",
    };
    render(h(OrderTimeline, { events: [shipped] }));
    expect(screen.getByTestId("order-event-actor").textContent).toBe("by Noura Salem");
    cleanup();
    await switchLanguage(i18n, "ar");
    render(h(OrderTimeline, { events: [shipped] }));
    expect(screen.getByTestId("order-event-actor").textContent).toBe("بواسطة Noura Salem");
  });
});
