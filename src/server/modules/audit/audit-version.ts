import { sql } from "drizzle-orm";
import { auditLog } from "./audit.schema";

/** The newest audit entry's id, as an SQL expression: it moves on every admin write, deletions included. */
export const latestAuditId = sql<string>`(select max(${auditLog.id}) from ${auditLog})::text`;
