import type { Rates } from "./money";

/**
 * spec: storefront §2 Dashboard ("Inventory Dashboard", amounts in KWD) — the store inventory's and
 * the listings' figures, each computed by one SQL aggregate on the server (issue 10).
 */
export interface InventoryFiguresDto {
  totalItems: number;
  availableCount: number;
  /** Sold and shipped: both are sales. */
  soldCount: number;
  /** What the watches still in stock cost (buying prices of available items), in fils. */
  inventoryValueFils: number;
  buyingValueFils: number;
  expectedValueFils: number;
  /** Sales revenue: the sold prices of sold and shipped items, in fils. */
  soldValueFils: number;
  /** Total profit: the stored net profit of sold and shipped items, in fils. */
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

export interface DashboardDto {
  inventory: InventoryFiguresDto;
  listings: ListingFiguresDto;
  /** The settings' rates, so USD listing prices read in KWD like the rest of the dashboard. */
  rates: Rates;
}

/** A share as a percentage with one decimal; none of nothing is 0. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
