// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import { createElement as h } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import { i18n } from "../../i18n/i18n";
import { switchLanguage } from "../../i18n/load-language";
import "./inventory-i18n";
import { InventoryTable } from "./inventory-table";

/** A watch the shop bought through a trade-in request, as GET /api/admin/inventory answers it. */
const bought: StoreInventoryItemDto = {
  id: "2b0f3b44-5c1f-4f2b-9a55-1c3b7e9d0a01",
  make: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  buyingPriceFils: 2_604_000,
  expectedSellingPriceFils: 3_100_000,
  soldPriceFils: null,
  shippingCostFils: 0,
  feesFils: 0,
  netProfitFils: null,
  status: "available",
  notes: null,
  image: null,
  dateAdded: "2026-12-01T09:00:00.000Z",
  updatedAt: "2026-12-01T09:00:00.000Z",
  condition: "excellent",
  saleDate: null,
  liveListing: null,
  tradeIn: { requestId: "7d1e5a0c-3f7b-4a8e-b0c2-6f4d2e9a1b33", seller: "Fatima Al-Sabah" },
};

const showTable = (items: StoreInventoryItemDto[]) =>
  render(
    h(
      MemoryRouter,
      null,
      h(InventoryTable<StoreInventoryItemDto>, {
        items,
        state: { loading: undefined, empty: null },
        onEdit: () => undefined,
        onDelete: () => undefined,
      }),
    ),
  );

afterEach(async () => {
  cleanup();
  await switchLanguage(i18n, "en");
});

describe("a store item bought through a trade-in request (issue 31)", () => {
  it("names the seller and links to the request, in the reader's language", async () => {
    await switchLanguage(i18n, "ar");
    const arabic = within(showTable([bought]).container).getByRole("link", { name: /عبر طلب بيع/ });
    expect(arabic.textContent).toBe("اشتريناها من \u2068Fatima Al-Sabah\u2069 عبر طلب بيع");
    expect(arabic.getAttribute("href")).toBe(`/admin/trade-ins?request=${bought.tradeIn?.requestId}`);
    cleanup();

    await switchLanguage(i18n, "en");
    const english = within(showTable([bought]).container).getByRole("link", { name: /trade-in request/ });
    expect(english.textContent).toBe("Bought from \u2068Fatima Al-Sabah\u2069 through a trade-in request");
  });

  it("says nothing of the kind for an item bought otherwise", async () => {
    const { container } = showTable([{ ...bought, tradeIn: null, notes: "Bought from a collector" }]);
    const [row] = within(container).getAllByTestId("inventory-row");
    expect(row?.textContent).toContain("Bought from a collector");
    expect(within(container).queryByRole("link", { name: /trade-in/ })).toBeNull();
  });
});
