import type { OrderStatus } from "./orders";

/**
 * Issue 28: who on the staff may do what. The server checks a permission on every admin route
 * (src/server/api.ts) and leaves out of its answers what a role may not know; the back office
 * offers only what the signed-in role may do. Anchored on Shopify's staff permissions and
 * Vendure's roles: a few fixed roles a small shop understands, not a rule editor.
 */
export const staffRoles = ["owner", "manager", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A shopper's account: not staff. */
export const customerRole = "user";

export const staffPermissions = [
  /** Listings, their photos, descriptions and Instagram posts. */
  "listings",
  /** Orders: read them and move them through processing, shipping and delivery. */
  "orders",
  /** Cancel an order or refund its payment: money goes back. */
  "refunds",
  /** Customers: read them, ban and lift a ban. */
  "customers",
  /** The store inventory: the shop's stock with what it paid. */
  "inventory",
  /** Buying prices and profit, in any answer (the store item a listing sells, for one). */
  "costs",
  /** The dashboard: revenue, profit, the value of the stock. */
  "reports",
  /** Recorded market prices and the reference catalogue. */
  "pricing",
  /** The contact inbox and the newsletter's subscribers. */
  "messages",
  /** The mail outbox: what was sent, what failed, sending it again. */
  "mail",
  /** The audit log: who changed what. */
  "audit",
  /** The shop's settings: exchange rate, shipping, fees, payments. */
  "settings",
  /** Inviting staff, their roles, suspending and removing them. */
  "staff",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const grants: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  // Everything but the shop's settings and its staff: those stay the owner's.
  manager: staffPermissions.filter((permission) => permission !== "settings" && permission !== "staff"),
  sales: ["listings", "orders", "customers", "messages"],
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (staffRoles as readonly string[]).includes(role);
}

/** Whether an account with this role may do this; a shopper or an unknown role may do nothing. */
export function can(role: string | null | undefined, permission: StaffPermission): boolean {
  return isStaffRole(role) && grants[role].includes(permission);
}

/** Moving an order to these gives money back or gives up the sale: a refund's permission. */
const settlingStatuses: readonly OrderStatus[] = ["cancelled", "refunded"];

/** The permission a move of an order to `to` needs. */
export function orderMovePermission(to: OrderStatus): StaffPermission {
  return settlingStatuses.includes(to) ? "refunds" : "orders";
}
