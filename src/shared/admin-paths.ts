import { can, type StaffPermission } from "./staff-roles";

/**
 * The back office's pages and the permission each needs (issue 28): the navigation offers a page
 * only to a role that may open it, and the page guard sends anyone else to their own first page.
 * The server checks the same permissions on the page's API (src/server/api.ts).
 */
export const adminPages = [
  { path: "/admin/dashboard", permission: "reports" },
  { path: "/admin/reports", permission: "reports" },
  { path: "/admin/calculator", permission: null },
  { path: "/admin/inventory", permission: "inventory" },
  { path: "/admin/listings", permission: "listings" },
  { path: "/admin/orders", permission: "orders" },
  { path: "/admin/customers", permission: "customers" },
  { path: "/admin/simple-analysis", permission: null },
  { path: "/admin/settings", permission: "settings" },
  { path: "/admin/staff", permission: "staff" },
  { path: "/admin/catalogue", permission: "pricing" },
  { path: "/admin/market-prices", permission: "pricing" },
  { path: "/admin/newsletter", permission: "messages" },
  { path: "/admin/inbox", permission: "messages" },
  { path: "/admin/trade-ins", permission: "inventory" },
  // Issue 31: offers and deposit reservations are sales, answered by those who manage orders.
  { path: "/admin/holds", permission: "orders" },
  { path: "/admin/outbox", permission: "mail" },
  { path: "/admin/audit-log", permission: "audit" },
  { path: "/admin/account", permission: null },
] as const satisfies readonly { path: string; permission: StaffPermission | null }[];

export type AdminPagePath = (typeof adminPages)[number]["path"];

/** Whether this role may open the back-office page at `pathname` (or a page below it). */
export function mayOpenAdminPage(role: string | null | undefined, pathname: string): boolean {
  const page = adminPages.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return !page || page.permission === null || can(role, page.permission);
}

/** Where a staff member lands in the back office: the dashboard, or their first page without it. */
export function adminHomePath(role: string | null | undefined): AdminPagePath {
  const first = adminPages.find((page) => page.permission !== null && can(role, page.permission));
  return first?.path ?? "/admin/calculator";
}

/** One order's page in the back office. */
export const adminOrderPath = (id: string) => `/admin/orders/${id}`;
