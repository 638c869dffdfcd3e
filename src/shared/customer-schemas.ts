import { z } from "zod";
import { invalidCursorMessage, pageLimit, searchQuery, timeOrder } from "./list-query";
import type { OrderStatus } from "./orders";
import { text } from "./text";

/** spec: storefront §8 and issue 10 — the Customers page's messages; the client translates them. */
export const customerMessages = {
  loadFailed: "Failed to load customer data",
  notFound: "Customer not found",
  cannotBanSelf: "You cannot ban your own account.",
  cannotBanAdmin: "An admin's account cannot be banned.",
  invalidCursor: invalidCursorMessage,
} as const;

/**
 * An account's standing (issue 10): banned wins over everything, then an e-mail not yet confirmed
 * is unverified, else active.
 */
export const customerStatuses = ["active", "unverified", "banned"] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const customerStatusFilters = ["all", ...customerStatuses] as const;
export type CustomerStatusFilter = (typeof customerStatusFilters)[number];

export const customerPageSize = 25;

export const customerQuerySchema = z.object({
  q: searchQuery(),
  status: z.enum(customerStatusFilters, { error: "Unknown status" }).default("all"),
  sort: timeOrder(),
  cursor: text(200).optional(),
  limit: pageLimit(customerPageSize),
});
export type CustomerQuery = z.output<typeof customerQuerySchema>;

/** The customers export (issue 28): the page's search and status, every page at once. */
export const customerExportQuerySchema = customerQuerySchema.pick({ q: true, status: true });

/** better-auth's ids are short random strings; anything else names no account. */
export const customerIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, customerMessages.notFound),
});

/** A row of the customers table. */
export interface CustomerRowDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  joinedAt: string;
  status: CustomerStatus;
  isAdmin: boolean;
  /** Orders placed, whatever became of them, except checkouts that expired unpaid. */
  ordersCount: number;
  /** USD cents of the orders paid for and not refunded (paid, shipped, delivered). */
  totalSpentCents: number;
}

export interface CustomerPageDto {
  items: CustomerRowDto[];
  nextCursor: string | null;
}

/** One order in a customer's detail; the number links to the order's admin page. */
export interface CustomerOrderDto {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  totalCents: number;
}

export interface CustomerDetailDto extends CustomerRowDto {
  favoritesCount: number;
  /** The newest orders, at most `customerDetailOrderLimit`. */
  orders: CustomerOrderDto[];
}

export const customerDetailOrderLimit = 100;

/** The stat cards: customers are accounts with the "user" role (admins are staff, not customers). */
export interface CustomerStatsDto {
  total: number;
  newThisMonth: number;
  /** Customers with at least one paid order. */
  withOrders: number;
  unverified: number;
  banned: number;
}

/** What a ban or an unban answers: the account as it now is. */
export type CustomerBanResultDto = CustomerDetailDto;
