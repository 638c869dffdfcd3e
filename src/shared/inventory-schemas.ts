import { z } from "zod";
import { type Condition, conditions, inventoryStatuses } from "./catalog";
import { invalidCursorMessage, pageLimit, searchQuery } from "./list-query";
import { type MediaDto, mediaMessages } from "./media";
import type { Rates } from "./money";
import { type StoreItemStatus, storeItemStatuses } from "./store-item-lifecycle";
import { text } from "./text";

/**
 * spec: reseller-tools §5 and §8 — the inventory's messages, word for word; the store inventory
 * (issue 10) and the reseller's own (issue 11) share them.
 */
export const inventoryMessages = {
  makeModelRequired: "Make and Model are required",
  buyingPricePositive: "Buying price must be a positive number",
  confirmDelete: "Are you sure you want to delete this item? This action cannot be undone.",
  added: "Item added to inventory successfully",
  updated: "Item updated successfully",
  deleted: "Item deleted successfully",
  imageUploadFailed: "Image Upload Failed",
  // Ours, not the spec's: refusals the spec's form could not reach.
  invalidAmount: "Please enter a valid amount with at most 3 decimals",
  invalidDate: "Please enter a valid date",
  unknownImage: mediaMessages.unknownImage,
  notFound: "Inventory item not found",
  linkedToListing: "This item is linked to a listing. Unlink it in the listing before deleting the item.",
  invalidCursor: invalidCursorMessage,
} as const;

/** Lengths an item's text fields may have. */
export const inventoryTextLimits = { make: 100, model: 100, reference: 100, notes: 2_000 } as const;

/** The highest amount an item may carry: 10,000,000.000 KWD, far inside a safe integer of fils. */
export const maxInventoryFils = 10_000_000_000;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A KWD amount as typed ("1,250.500") or sent as a number: at most 3 decimals, as whole fils. */
const kwdDecimal = /^\d{1,8}(?:\.\d{0,3})?$/;

function filsOf(value: string | number): number | undefined {
  const typed = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  const clean = typed.replaceAll(",", "").trim();
  if (!kwdDecimal.test(clean)) return undefined;
  const [whole = "0", fraction = ""] = clean.split(".");
  const fils = Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
  return fils <= maxInventoryFils ? fils : undefined;
}

/** A typed amount, absent when blank (a key left out of the JSON is blank too). */
const typedAmount = (message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.union([z.string().max(32, message), z.number()], { error: message }).optional(),
  );

/** An amount of zero or more; blank is `blank` (0 or null, spec §5). */
function amount<T extends number | null>(blank: T) {
  return typedAmount(inventoryMessages.invalidAmount).transform((value, ctx): number | T => {
    if (value === undefined) return blank;
    const fils = filsOf(value);
    if (fils === undefined) {
      ctx.addIssue({ code: "custom", message: inventoryMessages.invalidAmount });
      return z.NEVER;
    }
    return fils;
  });
}

/** spec §5: "Buying price must be a positive number" — blank, zero, negative or not a number. */
const buyingPrice = typedAmount(inventoryMessages.buyingPricePositive).transform((value, ctx) => {
  const fils = value === undefined ? undefined : filsOf(value);
  if (fils === undefined || fils <= 0) {
    ctx.addIssue({ code: "custom", message: inventoryMessages.buyingPricePositive });
    return z.NEVER;
  }
  return fils;
});

const requiredText = (max: number) =>
  z
    .string({ error: inventoryMessages.makeModelRequired })
    .trim()
    .min(1, inventoryMessages.makeModelRequired)
    .pipe(text(max));

/** Blank or absent becomes null (spec §5: reference and notes are null if empty). */
const nullableText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().pipe(text(max)).nullable());

/**
 * spec: reseller-tools §3 and §5 — an inventory item as the add/edit dialog sends it, shared by the
 * store's and the reseller's inventories. Amounts arrive as KWD decimals and leave as fils; expected
 * price, shipping and fees default to 0; sold price, reference and notes are null when empty.
 */
export const inventoryItemBaseSchema = z.object({
  make: requiredText(inventoryTextLimits.make),
  model: requiredText(inventoryTextLimits.model),
  reference: nullableText(inventoryTextLimits.reference),
  buyingPrice,
  expectedSellingPrice: amount(0),
  soldPrice: amount(null),
  shippingCost: amount(0),
  fees: amount(0),
  status: z.enum(inventoryStatuses, { error: "Unknown status" }).default("available"),
  notes: nullableText(inventoryTextLimits.notes),
  imageMediaId: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z.uuid({ error: inventoryMessages.unknownImage }).nullable(),
  ),
});

const saleDate = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z.coerce
    .date({ error: inventoryMessages.invalidDate })
    .refine((date) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 9999, {
      message: inventoryMessages.invalidDate,
    })
    .nullable(),
);

/**
 * spec: storefront §3 watch_inventory — the store's item adds its condition and sale date to the
 * shared fields (a sold or shipped item without a sale date is given today's, by the server).
 */
export const storeInventoryItemSchema = inventoryItemBaseSchema.extend({
  // The dialog sends the status it shows; only a checkout makes or ends a reservation (409).
  status: z.enum(storeItemStatuses, { error: "Unknown status" }).default("available"),
  condition: z.preprocess((value) => (isBlank(value) ? null : value), z.enum(conditions).nullable()),
  saleDate,
});
export type InventoryItemBaseInput = z.input<typeof inventoryItemBaseSchema>;
export type InventoryItemBaseWrite = z.output<typeof inventoryItemBaseSchema>;
export type StoreInventoryItemInput = z.input<typeof storeInventoryItemSchema>;
export type StoreInventoryItemWrite = z.output<typeof storeInventoryItemSchema>;

/** A store item can be reserved (issue 24); a reseller's never is, so their page does not offer it. */
export const inventoryStatusFilters = [
  "all",
  "available",
  "reserved",
  "sold",
  "shipped",
] as const satisfies readonly ("all" | StoreItemStatus)[];
export const personalInventoryStatusFilters = ["all", ...inventoryStatuses] as const;
export type InventoryStatusFilter = (typeof inventoryStatusFilters)[number];
export const inventorySorts = [
  "dateAdded",
  "buyingPrice",
  "expectedSellingPrice",
  "soldPrice",
  "netProfit",
  "make",
] as const;
export type InventorySort = (typeof inventorySorts)[number];
export const inventoryPageSize = 50;

/** Search, status filter and sort: what the table and the CSV export both take. */
export const inventoryFilterSchema = z.object({
  q: searchQuery(),
  status: z.enum(inventoryStatusFilters, { error: "Unknown status" }).default("all"),
  sort: z.enum(inventorySorts, { error: "Unknown sort" }).default("dateAdded"),
  order: z.enum(["asc", "desc"], { error: "Unknown order" }).default("desc"),
});
export type InventoryFilterInput = z.input<typeof inventoryFilterSchema>;
export type InventoryFilter = z.output<typeof inventoryFilterSchema>;

/** One keyset page of the table. */
export const inventoryQuerySchema = inventoryFilterSchema.extend({
  cursor: text(1024).optional(),
  limit: pageLimit(inventoryPageSize),
});
export type InventoryQuery = z.output<typeof inventoryQuerySchema>;

export const inventoryIdParamSchema = z.object({ id: z.uuid({ error: inventoryMessages.notFound }) });

/** What both inventories show of an item; amounts in KWD fils. */
export interface InventoryItemDto {
  id: string;
  make: string;
  model: string;
  reference: string | null;
  buyingPriceFils: number;
  expectedSellingPriceFils: number;
  soldPriceFils: number | null;
  shippingCostFils: number;
  feesFils: number;
  /** sold − buying − shipping − fees (shared/net-profit.ts); null while there is no sold price. */
  netProfitFils: number | null;
  /** A reseller's item is never reserved; a store item is while a checkout holds it. */
  status: StoreItemStatus;
  notes: string | null;
  image: MediaDto | null;
  dateAdded: string;
  updatedAt: string;
}

export interface StoreInventoryItemDto extends InventoryItemDto {
  condition: Condition | null;
  saleDate: string | null;
  /**
   * The listing that sells it now (for sale or reserved), in the table's pages: one stock item has
   * at most one (issue 24), so "Create listing from this item" is offered only without one.
   */
  liveListing?: { id: string; title: string; slug: string } | null;
  /** The trade-in request the shop bought it through (issue 31), in the table's pages. */
  tradeIn?: StoreItemTradeInDto | null;
}

/** Where a bought-in watch came from: its trade-in request and the seller's name as they gave it. */
export interface StoreItemTradeInDto {
  requestId: string;
  seller: string;
}

export interface InventoryPageDto<Item extends InventoryItemDto = InventoryItemDto> {
  items: Item[];
  nextCursor: string | null;
}

/** spec: reseller-tools §3 Inventory summary — over every item, with today's rates for the USD display. */
export interface InventorySummaryDto {
  totalItems: number;
  buyingValueFils: number;
  expectedValueFils: number;
  soldValueFils: number;
  netProfitFils: number;
  availableCount: number;
  /** Sold plus shipped. */
  soldCount: number;
  rates: Rates;
}
