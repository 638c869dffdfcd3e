import type { Rates } from "./money";
import type { StoreItemStatus } from "./store-item-lifecycle";

/**
 * spec: storefront §2 Dashboard ("Inventory Dashboard", amounts in KWD) — the store inventory's and
 * the listings' figures, each computed by one SQL aggregate on the server (issue 10).
 */
export interface InventoryFiguresDto {
  totalItems: number;
  /** Stock by status, for the chart: every item is in exactly one. */
  byStatus: Record<StoreItemStatus, number>;
  availableCount: number;
  /** Sold and shipped: both are sales. */
  soldCount: number;
  /** What the watches still in stock cost (buying prices of available items), in fils. */
  inventoryValueFils: number;
  buyingValueFils: number;
  expectedValueFils: number;
  /**
   * Sales revenue (src/shared/revenue.ts): the store's kept sales, shipping paid included, in fils
   * as fixed at payment; a reseller's summary: the sold prices of their sold and shipped items.
   */
  soldValueFils: number;
  /** Total profit: the kept sales' net profit (a reseller's: of their sold and shipped items), in fils. */
  netProfitFils: number;
  /** Sold / total, as a percentage with one decimal (spec §2). */
  conversionRate: number;
}

export interface TopListingDto {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  viewsCount: number;
}

export interface ListingFiguresDto {
  total: number;
  active: number;
  featured: number;
  averageViews: number;
  /** The prices of the active listings, in US cents. */
  totalValueCents: number;
  averagePriceCents: number;
  /** Percentages with one decimal. */
  activeRate: number;
  featuredRate: number;
  top: TopListingDto[];
}

/** One month of the store's kept sales by the day they were paid (src/shared/revenue.ts), in fils. */
export interface MonthlySalesDto {
  /** The shop's month, "YYYY-MM" (src/shared/shop-time.ts). */
  month: string;
  revenueFils: number;
  profitFils: number;
}

/** How many listings each brand has; the brands past the chart's first few are summed as `null`. */
export interface BrandCountDto {
  brand: string | null;
  count: number;
}

/** The months the revenue chart covers, ending with the current one. */
export const salesChartMonths = 12;
/** The brands the listings chart names; the rest are one "Other" bar. */
export const brandChartBars = 8;

export interface DashboardDto {
  inventory: InventoryFiguresDto;
  listings: ListingFiguresDto;
  salesByMonth: MonthlySalesDto[];
  listingsByBrand: BrandCountDto[];
  /** The settings' rates, so USD listing prices read in KWD like the rest of the dashboard. */
  rates: Rates;
}

/** A share as a percentage with one decimal; none of nothing is 0. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
