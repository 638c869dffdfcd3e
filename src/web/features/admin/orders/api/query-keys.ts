import type { TimeOrder } from "../../../../../shared/list-query";
import type { OrderStatus } from "../../../../../shared/orders";

export interface OrderFilters {
  q: string;
  status: OrderStatus | "all";
  sort: TimeOrder;
}

/** Query keys of the admin orders, from one factory (STYLE.md, habit 8). */
export const adminOrderKeys = {
  all: ["admin", "orders"] as const,
  pages: () => [...adminOrderKeys.all, "pages"] as const,
  page: (filters: OrderFilters) => [...adminOrderKeys.pages(), filters] as const,
  stats: () => [...adminOrderKeys.all, "stats"] as const,
  order: (id: string) => [...adminOrderKeys.all, "order", id] as const,
};
