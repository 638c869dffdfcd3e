// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import { createElement as h } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import {
  type MarketBandDto,
  marketBand,
  type PositionPoint,
  placeListing,
} from "../../../../shared/market-position";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../admin-i18n";
import { ListingsTable } from "./listings-table";

const row = (id: string, reference: string): AdminListingRowDto => ({
  id,
  slug: `rolex-${reference.toLowerCase()}`,
  title: `Rolex Submariner ${reference}`,
  brand: "Rolex",
  model: "Submariner",
  reference,
  year: 2021,
  priceCents: 13_950_00,
  inventoryId: null,
  image: null,
  imagesCount: 2,
  isActive: true,
  isFeatured: false,
  stock: 1,
  soldAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
});

/** Sold prices recorded by staff in September to November 2026 (Kuwait time), 14,000 to 14,800 dollars. */
const sold: PositionPoint[] = [14_000, 14_200, 14_400, 14_600, 14_800].map((dollars, index) => ({
  usdCents: dollars * 100,
  observedAt: new Date(Date.UTC(2026, 8 + Math.min(index, 2), 10)).toISOString(),
  source: "manual",
  kind: "sold",
}));
const noHistory = { history: [], months: [] };
const band = (kind: MarketBandDto["kind"], points: PositionPoint[]) => marketBand(kind, points);

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});
afterEach(cleanup);

describe("the listing table's market position (issue 31)", () => {
  it("shows staff each row's verdict with its sources, or that there is not enough data", () => {
    const placed = row("a", "126610LN");
    const thin = row("b", "116500LN");
    const markets = {
      // Median 14,400: (13,950 − 14,400) / 14,400 = −3.125% → 3% below.
      a: placeListing(13_950_00, { ...noHistory, sold: band("sold", sold), asking: band("asking", []) }),
      b: placeListing(13_950_00, {
        ...noHistory,
        sold: band("sold", sold.slice(0, 2)),
        asking: band("asking", []),
      }),
    };
    const { container } = render(
      h(
        MemoryRouter,
        null,
        h(ListingsTable, {
          rows: [placed, thin],
          markets,
          state: { loading: undefined, empty: null },
          selected: new Set<string>(),
          onSelect: () => undefined,
          onEdit: () => undefined,
          onPost: () => undefined,
          onAuthenticity: () => undefined,
          onDelete: () => undefined,
        }),
      ),
    );
    const [first, second] = within(container).getAllByTestId("listing-row");
    if (!first || !second) throw new Error("rows not shown");
    const cell = within(first).getAllByTestId("listing-market-cell")[0];
    expect(cell?.textContent).toBe(
      "Priced 3% below the median of 5 sold prices, Sep–Nov 2026prices recorded by the shop (5)",
    );
    expect(cell?.dataset.direction).toBe("below");
    expect(second.textContent).toContain("Not enough data");
    expect(second.textContent).not.toContain("Priced");
  });
});
