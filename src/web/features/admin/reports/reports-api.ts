import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportDto, ReportQuery } from "../../../../shared/reports";
import { api, call } from "../../../lib/api-client";

/** GET /api/admin/reports — a range's figures by period, and the range before (issue 28). */
export function useReport(query: ReportQuery | undefined) {
  return useQuery({
    queryKey: ["admin", "reports", query] as const,
    queryFn: (): Promise<ReportDto> => call(api.api.admin.reports.$get({ query: query as ReportQuery })),
    enabled: query !== undefined,
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
