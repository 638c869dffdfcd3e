import { describe, expect, it } from "vitest";
import { adminListingQuerySchema, listingMessages, listingWriteSchema } from "./listing-schemas";

const imageId = "3f0c7a52-8d1e-4c1b-9a51-0c6f3b2d1e11";
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `3f0c7a52-8d1e-4c1b-9a51-${String(i).padStart(12, "0")}`);

const valid = {
  brand: " Rolex ",
  model: "Submariner",
  reference: "126610LN",
  year: "2021",
  price: "14,500.50",
  specifications: { condition: "excellent", boxPapers: "complete", caseSize: " 41mm " },
  imageIds: [imageId],
};

const firstMessage = (input: unknown) => {
  const result = listingWriteSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("listingWriteSchema (spec: storefront §5, §7)", () => {
  it("takes the dialog's values: trimmed text, a decimal price in cents, defaults", () => {
    const parsed = listingWriteSchema.parse(valid);
    expect(parsed).toMatchObject({
      brand: "Rolex",
      model: "Submariner",
      reference: "126610LN",
      year: 2021,
      price: 14_500_50,
      originalPrice: null,
      description: null,
      categoryId: null,
      inventoryId: null,
      isFeatured: false,
      isActive: true,
      stock: 1,
      imageIds: [imageId],
    });
    expect(parsed.specifications).toEqual({
      condition: "excellent",
      boxPapers: "complete",
      caseSize: "41mm",
    });
  });

  it("accepts numbers for prices, rounding to the cent", () => {
    const parsed = listingWriteSchema.parse({ ...valid, price: 999.999, originalPrice: 1200 });
    expect(parsed.price).toBe(1_000_00);
    expect(parsed.originalPrice).toBe(1_200_00);
  });

  it.each([
    ["brand", { ...valid, brand: "  " }],
    ["model", { ...valid, model: undefined }],
    ["price", { ...valid, price: "" }],
    ["price missing", { ...valid, price: undefined }],
    ["condition", { ...valid, specifications: { boxPapers: "complete" } }],
    ["specifications", { ...valid, specifications: undefined }],
    ["everything", {}],
  ])("says the spec's sentence when %s is missing", (_, input) => {
    expect(firstMessage(input)).toBe(listingMessages.missingFields);
  });

  it("asks for at least one image and at most ten", () => {
    expect(firstMessage({ ...valid, imageIds: [] })).toBe(listingMessages.noImages);
    expect(firstMessage({ ...valid, imageIds: undefined })).toBe(listingMessages.noImages);
    expect(firstMessage({ ...valid, imageIds: ids(11) })).toBe(listingMessages.tooManyImages);
    expect(listingWriteSchema.parse({ ...valid, imageIds: ids(10) }).imageIds).toHaveLength(10);
    expect(firstMessage({ ...valid, imageIds: [imageId, imageId] })).toBe(listingMessages.duplicateImage);
  });

  it("stores empty reference, year and description as null", () => {
    const parsed = listingWriteSchema.parse({ ...valid, reference: " ", year: "", description: "" });
    expect(parsed).toMatchObject({ reference: null, year: null, description: null });
    expect(listingWriteSchema.parse({ ...valid, year: null }).year).toBeNull();
  });

  it("refuses prices and years that are not amounts or whole years", () => {
    for (const price of ["abc", "-5", "1e5", Number.NaN, Number.POSITIVE_INFINITY, "1".repeat(40), true]) {
      expect(firstMessage({ ...valid, price })).toBe(listingMessages.invalidPrice);
    }
    for (const year of ["20x1", 1999.5, 1500, 99_999]) {
      expect(firstMessage({ ...valid, year })).toBe(listingMessages.invalidYear);
    }
  });

  it("keeps only the spec's choices for condition, box & papers and authenticity", () => {
    for (const condition of ["new", "like-new", "excellent", "very-good", "good", "fair"]) {
      expect(listingWriteSchema.safeParse({ ...valid, specifications: { condition } }).success).toBe(true);
    }
    expect(listingWriteSchema.safeParse({ ...valid, specifications: { condition: "mint" } }).success).toBe(
      false,
    );
    expect(
      listingWriteSchema.safeParse({ ...valid, specifications: { condition: "good", boxPapers: "box" } })
        .success,
    ).toBe(false);
    const parsed = listingWriteSchema.parse({
      ...valid,
      specifications: { condition: "good", authenticity: "certified", boxPapers: "", extra: "dropped" },
    });
    expect(parsed.specifications).toEqual({ condition: "good", authenticity: "certified" });
  });

  it("refuses text the database cannot hold or that is too long", () => {
    expect(listingWriteSchema.safeParse({ ...valid, brand: "a\u0000b" }).success).toBe(false);
    expect(listingWriteSchema.safeParse({ ...valid, model: "x".repeat(101) }).success).toBe(false);
    expect(
      listingWriteSchema.safeParse({
        ...valid,
        specifications: { condition: "good", movement: "x".repeat(201) },
      }).success,
    ).toBe(false);
  });

  it("takes blank ids as none and refuses ids that are not uuids", () => {
    expect(listingWriteSchema.parse({ ...valid, categoryId: "", inventoryId: null })).toMatchObject({
      categoryId: null,
      inventoryId: null,
    });
    expect(listingWriteSchema.safeParse({ ...valid, categoryId: "1" }).success).toBe(false);
    expect(listingWriteSchema.safeParse({ ...valid, imageIds: ["nope"] }).success).toBe(false);
  });
});

describe("adminListingQuerySchema", () => {
  it("defaults to every status and a page of 20", () => {
    expect(adminListingQuerySchema.parse({})).toEqual({ status: "all", limit: 20 });
    expect(adminListingQuerySchema.parse({ q: "  ", status: "inactive", limit: "5" })).toEqual({
      status: "inactive",
      limit: 5,
    });
    expect(adminListingQuerySchema.safeParse({ status: "sold" }).success).toBe(false);
  });
});
