import type { CustomerStatusFilter } from "../../../../../shared/customer-schemas";
import type { TimeOrder } from "../../../../../shared/list-query";

export interface CustomerFilters {
  q: string;
  status: CustomerStatusFilter;
  sort: TimeOrder;
}

/** Query keys of the customers pages, from one factory (STYLE.md, habit 8). */
export const customerKeys = {
  all: ["admin", "customers"] as const,
  pages: () => [...customerKeys.all, "pages"] as const,
  page: (filters: CustomerFilters) => [...customerKeys.pages(), filters] as const,
  stats: () => [...customerKeys.all, "stats"] as const,
  customer: (id: string) => [...customerKeys.all, "customer", id] as const,
};
