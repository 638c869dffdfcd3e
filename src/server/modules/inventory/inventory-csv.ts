import type { InventoryItemDto, StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import { toMajor } from "../../../shared/money";
import { type CsvCell, toCsv } from "../../http/csv";

/**
 * Fils as a plain KWD decimal with its three places ("1250.500"), as a spreadsheet reads it. A loss
 * goes out as a number (-50.25): csv.ts would guard the text "-50.250" as a formula.
 */
export function kwdCell(fils: number | null): CsvCell {
  if (fils === null) return null;
  if (fils < 0) return toMajor(fils, "KWD");
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;
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
