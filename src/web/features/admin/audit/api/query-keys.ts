import type { AuditFilters } from "../audit-filters";

/** Query keys of the audit log page, from one factory (STYLE.md, habit 8). */
export const auditKeys = {
  all: ["admin", "audit"] as const,
  pages: () => [...auditKeys.all, "pages"] as const,
  page: (filters: AuditFilters) => [...auditKeys.pages(), filters] as const,
  actors: () => [...auditKeys.all, "actors"] as const,
};
