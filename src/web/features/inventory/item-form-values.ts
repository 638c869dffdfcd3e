import type { z } from "zod";
import type { InventoryItemDto, StoreInventoryItemInput } from "../../../shared/inventory-schemas";

/** What the add/edit dialog edits: every field as typed, amounts as KWD decimals. */
export interface ItemFormValues {
  make: string;
  model: string;
  reference: string;
  condition: string;
  buyingPrice: string;
  expectedSellingPrice: string;
  soldPrice: string;
  shippingCost: string;
  fees: string;
  status: InventoryItemDto["status"];
  saleDate: string;
  notes: string;
}
export type ItemField = keyof ItemFormValues;

/** Fils as the decimal a KWD input shows ("1250.5" for 1,250.500), empty for none. */
export function kwdInput(fils: number | null): string {
  if (fils === null) return "";
  const fraction = String(fils % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${Math.floor(fils / 1000)}${fraction ? `.${fraction}` : ""}`;
}

const stringOf = (item: object, key: string) => {
  const value = (item as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
};

export function emptyItemValues(): ItemFormValues {
  return {
    make: "",
    model: "",
    reference: "",
    condition: "",
    buyingPrice: "",
    expectedSellingPrice: "",
    soldPrice: "",
    shippingCost: "",
    fees: "",
    status: "available",
    saleDate: "",
    notes: "",
  };
}

export function itemValues(item: InventoryItemDto): ItemFormValues {
  return {
    make: item.make,
    model: item.model,
    reference: item.reference ?? "",
    condition: stringOf(item, "condition"),
    buyingPrice: kwdInput(item.buyingPriceFils),
    expectedSellingPrice: kwdInput(item.expectedSellingPriceFils),
    soldPrice: kwdInput(item.soldPriceFils),
    shippingCost: kwdInput(item.shippingCostFils),
    fees: kwdInput(item.feesFils),
    status: item.status,
    // The date input holds a day; the stored moment is kept when the day is not changed.
    saleDate: stringOf(item, "saleDate").slice(0, 10),
    notes: item.notes ?? "",
  };
}

/**
 * The write payload: the shared fields, plus condition and sale date for an inventory that has
 * them. An unchanged sale day sends the stored moment back, so saving does not move it to midnight.
 */
export function itemPayload(
  values: ItemFormValues,
  options: {
    fields: { condition: boolean; saleDate: boolean };
    item?: InventoryItemDto;
    imageMediaId: string | null;
  },
): StoreInventoryItemInput {
  const { condition, saleDate, ...shared } = values;
  const stored = options.item ? stringOf(options.item, "saleDate") : "";
  const keptSaleDate = stored && stored.slice(0, 10) === saleDate ? stored : saleDate;
  return {
    ...shared,
    imageMediaId: options.imageMediaId,
    // The reseller's schema has neither and drops them.
    condition: options.fields.condition ? condition : null,
    saleDate: options.fields.saleDate ? keptSaleDate : null,
  };
}

/** The shared schema's verdict: each field's first message (the spec's English, translated later). */
export function checkItem(schema: z.ZodType, payload: StoreInventoryItemInput): Map<string, string> {
  const result = schema.safeParse(payload);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "make");
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return errors;
}
