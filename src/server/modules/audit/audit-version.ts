import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "./audit.schema";

/** The newest audit entry's id: it moves on every admin write, deletions included. */
export async function latestAuditId(db: Db): Promise<string> {
  const [row] = await db.select({ id: sql<string | null>`max(${auditLog.id})::text` }).from(auditLog);
  return row?.id ?? "";
}
