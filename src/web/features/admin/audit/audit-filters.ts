/** The audit log's filters as the address keeps them: each one a string, "" when not set. */
export interface AuditFilters {
  action: string;
  entityType: string;
  actor: string;
  entityId: string;
  from: string;
  to: string;
}

export const auditFilterNames = ["action", "entityType", "actor", "entityId", "from", "to"] as const;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const value = (name: keyof AuditFilters) => params.get(name)?.trim() ?? "";
  return {
    action: value("action"),
    entityType: value("entityType"),
    actor: value("actor"),
    entityId: value("entityId"),
    from: value("from"),
    to: value("to"),
  };
}

export function writeAuditFilters(current: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of auditFilterNames) {
    if (filters[name]) next.set(name, filters[name]);
    else next.delete(name);
  }
  return next;
}
