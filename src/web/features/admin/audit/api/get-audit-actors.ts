import { useQuery } from "@tanstack/react-query";
import type { AuditActorDto } from "../../../../../shared/audit-schemas";
import { api, call } from "../../../../lib/api-client";
import { auditKeys } from "./query-keys";

/** GET /api/admin/audit-log/actors — the staff, for the actor filter. */
export async function getAuditActors(): Promise<AuditActorDto[]> {
  return (await call(api.api.admin["audit-log"].actors.$get())).actors;
}

export function useAuditActors() {
  return useQuery({ queryKey: auditKeys.actors(), queryFn: getAuditActors, staleTime: 5 * 60_000 });
}
