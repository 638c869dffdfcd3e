import type { InventoryItemDto, StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import { type CsvCell, toCsv } from "../../http/csv";

/** Fils as a plain KWD decimal with its three places ("1250.500", a loss "-50.250"). */
export function kwdCell(fils: number | null): CsvCell {
  if (fils === null) return null;
  const whole = Math.abs(fils);
  return `${fils < 0 ? "-" : ""}${Math.floor(whole / 1000)}.${String(whole % 1000).padStart(3, "0")}`;
}

/** The columns both inventories export, in the table's order; amounts in KWD (spec §9). */
const sharedHeader = [
  "Make",
  "Model",
  "Reference",
  "Status",
  "Buying price (KWD)",
  "Expected selling price (KWD)",
  "Sold price (KWD)",
  "Shipping cost (KWD)",
  "Fees (KWD)",
  "Net profit (KWD)",
  "Date added",
  "Notes",
] as const;

function sharedCells(item: InventoryItemDto): CsvCell[] {
  return [
    item.make,
    item.model,
    item.reference,
    item.status,
    kwdCell(item.buyingPriceFils),
    kwdCell(item.expectedSellingPriceFils),
    kwdCell(item.soldPriceFils),
    kwdCell(item.shippingCostFils),
    kwdCell(item.feesFils),
    kwdCell(item.netProfitFils),
    item.dateAdded,
    item.notes,
  ];
}

/** The store inventory as CSV: the shared columns, then its id, condition and sale date. */
export function storeInventoryCsv(items: readonly StoreInventoryItemDto[]): string {
  return toCsv(
    [...sharedHeader, "Condition", "Sale date", "Id"],
    items.map((item) => [...sharedCells(item), item.condition, item.saleDate, item.id]),
  );
}

/** A reseller's own inventory as CSV: the shared columns only. */
export function personalInventoryCsv(items: readonly InventoryItemDto[]): string {
  return toCsv(sharedHeader, items.map(sharedCells));
}
