import type { PortfolioQuery } from "../../../../shared/portfolio-schemas";

/**
 * The portfolio's query keys. They start with "me", so signing in or out refreshes them with the
 * rest of the user's own data (session-scoped keys).
 */
export const portfolioKeys = {
  all: ["me", "portfolio"] as const,
  lists: () => [...portfolioKeys.all, "list"] as const,
  list: (query: PortfolioQuery) => [...portfolioKeys.lists(), query] as const,
  stats: () => [...portfolioKeys.all, "stats"] as const,
};
