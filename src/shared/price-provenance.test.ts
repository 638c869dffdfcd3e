import { describe, expect, it } from "vitest";
import { keptPoints } from "./market-pricing";
import { priceProvenanceSchema, provenanceOf } from "./price-provenance";

const day = (date: string) => `${date}T12:00:00.000Z`;

describe("provenanceOf (issue 24: every price keeps its source, sample size and date)", () => {
  it("names one asking price as one asking price, and one sold price as one sold price", () => {
    expect(provenanceOf([{ source: "ebay", kind: "asking", observedAt: day("2026-11-20") }])).toEqual({
      basis: "one_asking",
      sources: [{ source: "ebay", count: 1 }],
      sampleSize: 1,
      asOf: day("2026-11-20"),
    });
    expect(provenanceOf([{ source: "manual", kind: "sold", observedAt: day("2026-11-20") }])?.basis).toBe(
      "one_sold",
    );
  });

  it("calls several prices their median, counted per source and dated by the newest", () => {
    expect(
      provenanceOf([
        { source: "shop_sales", kind: "sold", observedAt: day("2026-10-01") },
        { source: "ebay", kind: "asking", observedAt: day("2026-11-02") },
        { source: "shop_sales", kind: "sold", observedAt: day("2026-09-01") },
      ]),
    ).toEqual({
      basis: "median",
      sources: [
        { source: "shop_sales", count: 2 },
        { source: "ebay", count: 1 },
      ],
      sampleSize: 3,
      asOf: day("2026-11-02"),
    });
    expect(provenanceOf([])).toBeNull();
  });

  it("neither counts nor dates an outlier the median dropped", () => {
    const points = [10_000_00, 10_200_00, 10_100_00, 9_900_00].map((usdCents, index) => ({
      usdCents,
      source: "ebay" as const,
      kind: "asking" as const,
      observedAt: day(`2026-11-0${index + 1}`),
    }));
    // A strap whose title names the reference, listed on the newest day.
    const strap = {
      usdCents: 150_00,
      source: "ebay" as const,
      kind: "asking" as const,
      observedAt: day("2026-11-20"),
    };
    const provenance = provenanceOf(keptPoints([...points, strap]));
    expect(provenance).toMatchObject({ sampleSize: 4, sources: [{ source: "ebay", count: 4 }] });
    expect(provenance?.asOf).toBe(day("2026-11-04"));
  });

  it("refuses a sent provenance whose counts, basis or date do not add up", () => {
    const valid = {
      basis: "median",
      sources: [{ source: "ebay", count: 3 }],
      sampleSize: 3,
      asOf: day("2026-11-01"),
    };
    expect(priceProvenanceSchema.safeParse(valid).success).toBe(true);
    expect(priceProvenanceSchema.safeParse({ ...valid, sampleSize: 4 }).success).toBe(false);
    expect(priceProvenanceSchema.safeParse({ ...valid, basis: "one_asking" }).success).toBe(false);
    expect(priceProvenanceSchema.safeParse({ ...valid, basis: "entered" }).success).toBe(false);
    expect(priceProvenanceSchema.safeParse({ ...valid, asOf: "2999-01-01T00:00:00Z" }).success).toBe(false);
    expect(priceProvenanceSchema.safeParse({ ...valid, sources: [] }).success).toBe(false);
  });
});
