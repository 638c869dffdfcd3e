import { describe, expect, it } from "vitest";
import {
  type InventoryItemDto,
  inventoryItemBaseSchema,
  type StoreInventoryItemDto,
  storeInventoryItemSchema,
} from "../../../shared/inventory-schemas";
import { checkItem, emptyItemValues, itemPayload, itemValues, kwdInput } from "./item-form-values";
import { moneyText } from "./money";

const item: StoreInventoryItemDto = {
  id: "7b0a5a8e-8a43-4c55-9a40-5b5a0c1c2d3e",
  make: "Rolex",
  model: "Daytona",
  reference: null,
  condition: "excellent",
  buyingPriceFils: 1_250_500,
  expectedSellingPriceFils: 2_000_000,
  soldPriceFils: null,
  shippingCostFils: 0,
  feesFils: 7_050,
  netProfitFils: null,
  status: "sold",
  notes: null,
  image: null,
  saleDate: "2026-02-03T18:45:12.123Z",
  dateAdded: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the inventory dialog's values", () => {
  it("shows fils as the decimals an admin types", () => {
    expect([kwdInput(1_250_500), kwdInput(2_000_000), kwdInput(7_050), kwdInput(5), kwdInput(null)]).toEqual([
      "1250.5",
      "2000",
      "7.05",
      "0.005",
      "",
    ]);
  });

  it("sends an unchanged sale day back as the stored moment, a changed one as the day", () => {
    const options = { fields: { condition: true, saleDate: true }, item, imageMediaId: null };
    const values = itemValues(item);
    expect(values).toMatchObject({ buyingPrice: "1250.5", saleDate: "2026-02-03", condition: "excellent" });
    expect(itemPayload(values, options).saleDate).toBe(item.saleDate);
    expect(itemPayload({ ...values, saleDate: "2026-02-04" }, options).saleDate).toBe("2026-02-04");
    expect(storeInventoryItemSchema.parse(itemPayload(values, options))).toMatchObject({
      buyingPrice: 1_250_500,
      fees: 7_050,
      soldPrice: null,
    });
  });

  it("leaves the store's fields out for an inventory without them", () => {
    const plain: InventoryItemDto = { ...item };
    const payload = itemPayload(itemValues(plain), {
      fields: { condition: false, saleDate: false },
      imageMediaId: null,
    });
    expect(payload).toMatchObject({ condition: null, saleDate: null });
    expect(inventoryItemBaseSchema.parse(payload)).not.toHaveProperty("saleDate");
  });

  it("reports each field's first refusal in the spec's words", () => {
    const errors = checkItem(
      storeInventoryItemSchema,
      itemPayload(emptyItemValues(), { fields: { condition: true, saleDate: true }, imageMediaId: null }),
    );
    expect(Object.fromEntries(errors)).toEqual({
      make: "Make and Model are required",
      model: "Make and Model are required",
      buyingPrice: "Buying price must be a positive number",
    });
  });
});

describe("the money display (spec: reseller-tools §2, §9)", () => {
  const rates = { usdToKwd: 310_000, kwdToUsd: 3_230_000 };
  it("shows KWD with USD in brackets, or the other way round, both to two decimals", () => {
    expect(moneyText(1_234_500, "kwd", rates)).toEqual(["1,234.50 KWD", "$3,987.44"]);
    expect(moneyText(1_234_500, "usd", rates)).toEqual(["$3,987.44", "1,234.50 KWD"]);
    expect(moneyText(-50_250, "kwd", rates)).toEqual(["-50.25 KWD", "-$162.31"]);
  });
});
