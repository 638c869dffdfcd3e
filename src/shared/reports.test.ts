import { describe, expect, it } from "vitest";
import {
  changePercent,
  figuresOf,
  periodsOf,
  presetRange,
  previousRange,
  reportQuerySchema,
} from "./reports";

describe("the reports' ranges", () => {
  it("compares a range with as many days just before it", () => {
    expect(previousRange("2026-11-01", "2026-11-30")).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(previousRange("2026-03-01", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });

  it("cuts a range into Sunday weeks and months, the first period starting at the range", () => {
    expect(periodsOf("2026-11-04", "2026-11-20", "week")).toEqual(["2026-11-04", "2026-11-08", "2026-11-15"]);
    expect(periodsOf("2026-10-15", "2027-01-02", "month")).toEqual([
      "2026-10-15",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
    ]);
    expect(periodsOf("2026-02-27", "2026-03-01", "day")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("offers ranges that end today", () => {
    expect(presetRange("last7", "2026-12-03")).toEqual({ from: "2026-11-27", to: "2026-12-03", by: "day" });
    expect(presetRange("thisMonth", "2026-12-03")).toEqual({
      from: "2026-12-01",
      to: "2026-12-03",
      by: "day",
    });
    expect(presetRange("last12Months", "2026-12-03")).toEqual({
      from: "2026-01-01",
      to: "2026-12-03",
      by: "month",
    });
  });

  it("refuses a backwards range, and a long one by day", () => {
    expect(reportQuerySchema.safeParse({ from: "2026-12-03", to: "2026-12-01" }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-01-01", to: "2026-12-01", by: "day" }).success).toBe(
      false,
    );
    expect(reportQuerySchema.safeParse({ from: "2026-01-01", to: "2026-12-01", by: "month" }).success).toBe(
      true,
    );
  });

  it("says nothing of an average or a margin without sales, nor of a change from nothing", () => {
    expect(figuresOf({ revenueFils: 0, sales: 0, profitFils: 0, costedRevenueFils: 0 })).toMatchObject({
      averageSaleFils: null,
      marginPercent: null,
    });
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 0)).toBeNull();
    expect(changePercent(-20, -40)).toBe(50);
  });
});
