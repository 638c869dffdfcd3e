import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPageDto } from "../../../../../shared/audit-schemas";
import { api, call } from "../../../../lib/api-client";
import type { AuditFilters } from "../audit-filters";
import { auditKeys } from "./query-keys";

/** GET /api/admin/audit-log — one page of entries, newest first; empty filters are left out. */
export async function getAuditLog(filters: AuditFilters, cursor?: number): Promise<AuditPageDto> {
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ""),
  );
  if (cursor) query.cursor = String(cursor);
  return call(api.api.admin["audit-log"].$get({ query }));
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
