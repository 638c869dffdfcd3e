import type { Db } from "../../db/client";
import { auditLog } from "./audit.schema";

/** One admin write: who did what to which record, with what it was before and after. */
export interface AuditEntry {
  actorUserId: string;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Appends to the audit log; called inside the change's own transaction, so neither exists alone. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    data: { before: entry.before ?? null, after: entry.after ?? null },
    ip: entry.ip,
  });
}
