import { describe, expect, it } from "vitest";
import { lastShopMonths, shopMonth, shopMonthStart, shopMonthStartOf } from "./shop-time";

describe("the shop's calendar (Kuwait, UTC+3)", () => {
  it("puts 22:00 UTC on the last day of a month in the next month, as Kuwait sees it", () => {
    expect(shopMonth(new Date("2026-10-31T20:59:59Z"))).toBe("2026-10");
    expect(shopMonth(new Date("2026-10-31T21:00:00Z"))).toBe("2026-11");
  });

  it("starts a month at midnight in Kuwait", () => {
    expect(shopMonthStart("2026-11").toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(shopMonthStart("2027-01").toISOString()).toBe("2026-12-31T21:00:00.000Z");
  });

  it("lists the last twelve months across a new year, oldest first", () => {
    const months = lastShopMonths(new Date("2027-02-10T12:00:00Z"), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-03");
    expect(months.at(-1)).toBe("2027-02");
    expect(months).toContain("2026-12");
  });

  it("puts midnight of the 1st in Kuwait (UTC+3) at 21:00 UTC the evening before", () => {
    const start = (iso: string) => shopMonthStartOf(new Date(iso)).toISOString();
    expect(start("2026-10-31T21:00:00.000Z")).toBe("2026-10-31T21:00:00.000Z");
    expect(start("2026-10-31T20:59:59.999Z")).toBe("2026-09-30T21:00:00.000Z");
    expect(start("2026-11-15T12:00:00.000Z")).toBe("2026-10-31T21:00:00.000Z");
    expect(start("2026-12-31T21:30:00.000Z")).toBe("2026-12-31T21:00:00.000Z");
    expect(start("2027-01-01T09:00:00.000Z")).toBe("2026-12-31T21:00:00.000Z");
    expect(start("2024-03-01T00:00:00.000Z")).toBe("2024-02-29T21:00:00.000Z");
  });
});
