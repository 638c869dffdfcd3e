import { auditValueKind } from "../../shared/audit-fields";
import { auditChanges } from "../../shared/audit-schemas";
import type { Db } from "../db/client";
import { auditLog } from "../modules/audit/audit.schema";

/**
 * The fields of the audit entries in a test's database that the Audit log page has no words for
 * (shared/audit-fields.ts). Every API test file runs it when it closes its app, so a writer that
 * starts recording a new field fails the tests that exercise it before staff read its code.
 */
export async function unwordedAuditFields(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      data: auditLog.data,
    })
    .from(auditLog);
  return rows.flatMap((row) => {
    const data = (row.data ?? {}) as { before?: unknown; after?: unknown };
    return auditChanges(data.before, data.after)
      .map((change) => change.field)
      .filter((field) => auditValueKind(field, row) === undefined)
      .map((field) => `${row.action} · ${field}`);
  });
}
