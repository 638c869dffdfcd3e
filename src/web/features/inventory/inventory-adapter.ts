import type { ReactNode } from "react";
import type { z } from "zod";
import type {
  InventoryFilterInput,
  InventoryItemDto,
  InventoryPageDto,
  InventoryStatusFilter,
  InventorySummaryDto,
  StoreInventoryItemInput,
} from "../../../shared/inventory-schemas";
import type { MediaDto } from "../../../shared/media";

/** What the table asks for: the filter of the address bar. */
export type InventoryFilters = Required<Pick<InventoryFilterInput, "status" | "sort" | "order">> & {
  q: string;
};

/** A button beside Edit and Delete that one inventory adds (the store's "Create listing"). */
export interface InventoryItemAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** Shown but not offered, `label` saying why (a stock item with a live listing, issue 24). */
  disabled?: boolean;
}

/**
 * One inventory's wiring: its API calls, its query keys and what its items have beyond the shared
 * fields. The store's (issue 10) and the reseller's own (issue 11) inventories are the same
 * components over two adapters.
 */
export interface InventoryAdapter<Item extends InventoryItemDto = InventoryItemDto> {
  /** The root of this inventory's query keys; every key starts with it. */
  key: readonly string[];
  /** The shared schema the dialog checks with, the store's or the base one (the server's too). */
  schema: z.ZodType;
  /** The store's item has a condition and a sale date; the reseller's has neither. */
  fields: { condition: boolean; saleDate: boolean };
  /** The statuses the filter offers: the store's items can be reserved by a checkout. */
  statusFilters: readonly InventoryStatusFilter[];
  /** The CSV file's name before its date. */
  exportName: string;
  listPage(filters: InventoryFilters, cursor: string | undefined): Promise<InventoryPageDto<Item>>;
  getSummary(): Promise<InventorySummaryDto>;
  create(payload: StoreInventoryItemInput): Promise<Item>;
  update(id: string, payload: StoreInventoryItemInput): Promise<Item>;
  remove(id: string): Promise<unknown>;
  exportCsv(filters: InventoryFilters): Promise<Blob>;
  uploadImage(file: File): Promise<MediaDto>;
}

export const inventoryKeys = {
  pages: (adapter: Pick<InventoryAdapter, "key">) => [...adapter.key, "pages"] as const,
  page: (adapter: Pick<InventoryAdapter, "key">, filters: InventoryFilters) =>
    [...inventoryKeys.pages(adapter), filters] as const,
  summary: (adapter: Pick<InventoryAdapter, "key">) => [...adapter.key, "summary"] as const,
};
