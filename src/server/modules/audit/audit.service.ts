import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type {
  AuditPageDto,
  AuditQuery,
  KnownAuditAction,
  KnownAuditEntityType,
} from "../../../shared/audit-schemas";
import { getAccountLabels } from "../../auth/users";
import type { Db } from "../../db/client";
import { auditLog } from "./audit.schema";

/** One admin write: who did what to which record, with what it was before and after. */
export interface AuditEntry {
  actorUserId: string;
  action: KnownAuditAction;
  entityType: KnownAuditEntityType;
  entityId: string;
  /** What staff call the record (AuditEntryDto.label): a number, title or address, never an id. */
  label: string | null;
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
    label: entry.label,
    data: { before: entry.before ?? null, after: entry.after ?? null },
    ip: entry.ip,
  });
}

/**
 * The Audit log page (issue 10): entries newest first, one keyset page below `cursor` (the
 * bigserial id grows with time, so id order is insertion order), each with its actor's name.
 */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPageDto> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.actor) where.push(eq(auditLog.actorUserId, query.actor));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs)));
  if (query.cursor) where.push(lt(auditLog.id, query.cursor));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const actors = await getAccountLabels(
    db,
    page.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])),
  );
  return {
    items: page.map((row) => {
      const data = (row.data ?? {}) as { before?: unknown; after?: unknown };
      const actor = row.actorUserId ? actors.get(row.actorUserId) : undefined;
      return {
        id: row.id,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        label: row.label,
        actor: actor && row.actorUserId ? { id: row.actorUserId, ...actor } : null,
        before: data.before ?? null,
        after: data.after ?? null,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

const dayMs = 24 * 60 * 60 * 1000;
