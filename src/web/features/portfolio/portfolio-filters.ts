import {
  type PortfolioOrder,
  type PortfolioSort,
  portfolioOrders,
  portfolioSorts,
} from "../../../shared/portfolio-schemas";

export const portfolioViews = ["grid", "list"] as const;
export type PortfolioView = (typeof portfolioViews)[number];

/** What the page shows, kept in the address so a view can be bookmarked and linked to. */
export interface PortfolioFilters {
  view: PortfolioView;
  sort: PortfolioSort;
  order: PortfolioOrder;
}

/** spec §2 — grid view, newest first (created_at descending). */
export const defaultPortfolioFilters: PortfolioFilters = { view: "grid", sort: "createdAt", order: "desc" };
export const portfolioFilterChoices = { view: portfolioViews, sort: portfolioSorts, order: portfolioOrders };
