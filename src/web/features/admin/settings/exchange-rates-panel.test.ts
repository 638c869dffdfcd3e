// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ExchangeRatesDto } from "../../../../shared/display-currencies";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../admin-i18n";
import { ExchangeRatesView } from "./exchange-rates-panel";

const peg = (
  currency: "SAR" | "AED" | "QAR" | "BHD" | "OMR",
  rate: number,
  source: "sama" | "cbuae" | "qcb" | "cbb" | "cbo",
) => ({
  currency,
  shown: { currency, rate, source, date: "2026-11-30" },
  state: "pegged" as const,
  fetched: null,
});

/** A shop whose ECB rates are ten days old, whose dinar is the admin's, and whose last fetch failed. */
const rates: ExchangeRatesDto = {
  currencies: [
    {
      currency: "KWD",
      shown: { currency: "KWD", rate: 305_000, source: "shop", date: "2026-12-01" },
      state: "shop",
      fetched: { rate: 307_700, source: "cbk", date: "2026-12-06", stale: false },
    },
    peg("SAR", 3_750_000, "sama"),
    peg("AED", 3_672_500, "cbuae"),
    peg("QAR", 3_640_000, "qcb"),
    peg("BHD", 376_000, "cbb"),
    peg("OMR", 384_500, "cbo"),
    {
      currency: "EUR",
      shown: null,
      state: "stale",
      fetched: { rate: 915_667, source: "ecb", date: "2026-11-27", stale: true },
    },
    {
      currency: "GBP",
      shown: null,
      state: "stale",
      fetched: { rate: 789_012, source: "ecb", date: "2026-11-27", stale: true },
    },
  ],
  fetching: {
    sources: ["ecb", "frankfurter"],
    lastSuccessAt: "2026-12-06T09:00:00.000Z",
    lastAttemptAt: "2026-12-07T09:00:00.000Z",
    failures: [{ source: "ecb", reason: "unavailable", at: "2026-12-07T09:00:00.000Z" }],
  },
};

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr");

describe("the shoppers' currencies on the settings page (issue 30)", () => {
  it("flags the rates older than a week, never offered, and the failed source, in English", async () => {
    await switchLanguage(i18n, "en");
    render(h(ExchangeRatesView, { rates, language: "en" }));
    // The stale rates above the table and the failed source below it, each flagged as staff's to act on.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Older than a week, so not shown to shoppers: Euro, British pound. Check the daily source.",
      "European Central Bank: the last try failed (it answered with an error). Its last good rates are kept, and it is tried again within the hour.",
    ]);
    expect(rowOf("Euro")?.textContent).toContain("Not offered");
    expect(rowOf("Euro")?.textContent).toContain("Fetched rate older than a week: not used");
    expect(rowOf("Euro")?.textContent).toContain("Fetched 0.915667 of 27 Nov 2026");
    expect(rowOf("Saudi riyal")?.textContent).toMatch(
      /3\.75Saudi Central Bank30 Nov 2026Pegged to the dollar/,
    );
    expect(rowOf("Kuwaiti dinar")?.textContent).toContain("Overrides the fetched 0.3077 of 6 Dec 2026");
  });

  it("says the same in Arabic, with Latin digits", async () => {
    await switchLanguage(i18n, "ar");
    render(h(ExchangeRatesView, { rates, language: "ar" }));
    const [stale, failed] = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(stale).toBe(
      "أقدم من أسبوع، لذا لا تُعرض للمتسوقين: اليورو، الجنيه الإسترليني. تحقّق من المصدر اليومي.",
    );
    expect(failed).toMatch(/^البنك المركزي الأوروبي: فشلت المحاولة الأخيرة/);
    expect(rowOf("اليورو")?.textContent).toContain("السعر المجلوب أقدم من أسبوع: غير مستخدم");
    expect(rowOf("الريال السعودي")?.textContent).toContain("البنك المركزي السعودي");
    expect(document.body.textContent).not.toMatch(/[\u0660-\u0669]/);
    expect(document.body.textContent).not.toMatch(/Pegged|Fetched|Central Bank/);
  });
});
