import type { CustomerFilters } from "./get-customers";

/** Query keys of the customers pages, from one factory (STYLE.md, habit 8). */
export const customerKeys = {
  all: ["admin", "customers"] as const,
  pages: () => [...customerKeys.all, "pages"] as const,
  page: (filters: CustomerFilters) => [...customerKeys.pages(), filters] as const,
  stats: () => [...customerKeys.all, "stats"] as const,
  customer: (id: string) => [...customerKeys.all, "customer", id] as const,
};
