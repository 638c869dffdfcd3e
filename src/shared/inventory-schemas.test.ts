import { describe, expect, it } from "vitest";
import { inventoryItemBaseSchema, inventoryMessages, storeInventoryItemSchema } from "./inventory-schemas";

const firstMessage = (schema: typeof inventoryItemBaseSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("the inventory item schemas (spec: reseller-tools §5)", () => {
  it("turns KWD decimals into fils and blanks into the spec's defaults", () => {
    expect(
      inventoryItemBaseSchema.parse({
        make: " Rolex ",
        model: "Daytona",
        reference: "",
        buyingPrice: "1,250.5",
        expectedSellingPrice: "",
        soldPrice: " ",
        notes: "   ",
      }),
    ).toEqual({
      make: "Rolex",
      model: "Daytona",
      reference: null,
      buyingPrice: 1_250_500,
      expectedSellingPrice: 0,
      soldPrice: null,
      shippingCost: 0,
      fees: 0,
      status: "available",
      notes: null,
      imageMediaId: null,
    });
  });

  it("takes numbers too, and at most three decimals", () => {
    const parsed = inventoryItemBaseSchema.parse({ make: "A", model: "B", buyingPrice: 0.001, fees: 12.25 });
    expect(parsed).toMatchObject({ buyingPrice: 1, fees: 12_250 });
    expect(
      firstMessage(inventoryItemBaseSchema, { make: "A", model: "B", buyingPrice: "1", fees: "0.0001" }),
    ).toBe(inventoryMessages.invalidAmount);
  });

  it.each([
    [{ make: "", model: "B", buyingPrice: "1" }, inventoryMessages.makeModelRequired],
    [{ make: "A", buyingPrice: "1" }, inventoryMessages.makeModelRequired],
    [{ make: "A", model: "B" }, inventoryMessages.buyingPricePositive],
    [{ make: "A", model: "B", buyingPrice: "0.000" }, inventoryMessages.buyingPricePositive],
    [{ make: "A", model: "B", buyingPrice: "-3" }, inventoryMessages.buyingPricePositive],
    [{ make: "A", model: "B", buyingPrice: Number.NaN }, inventoryMessages.buyingPricePositive],
    [{ make: "A", model: "B", buyingPrice: "1", soldPrice: "1e3" }, inventoryMessages.invalidAmount],
    [
      { make: "A", model: "B", buyingPrice: "1", shippingCost: "10000000.001" },
      inventoryMessages.invalidAmount,
    ],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(inventoryItemBaseSchema, input)).toBe(message);
  });

  it("gives the store's item a condition from the catalogue's list and a sale date", () => {
    const parsed = storeInventoryItemSchema.parse({
      make: "A",
      model: "B",
      buyingPrice: "1",
      condition: "like-new",
      saleDate: "2026-03-01",
    });
    expect(parsed.condition).toBe("like-new");
    expect(parsed.saleDate?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(
      storeInventoryItemSchema.parse({ make: "A", model: "B", buyingPrice: "1", condition: "" }),
    ).toMatchObject({ condition: null, saleDate: null });
    expect(
      storeInventoryItemSchema.safeParse({ make: "A", model: "B", buyingPrice: "1", condition: "mint" })
        .success,
    ).toBe(false);
  });

  it("drops the store's fields from the reseller's item", () => {
    const parsed = inventoryItemBaseSchema.parse({
      make: "A",
      model: "B",
      buyingPrice: "1",
      condition: "new",
    });
    expect(parsed).not.toHaveProperty("condition");
  });
});
