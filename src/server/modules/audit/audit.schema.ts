import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: text("actor_user_id").references(() => userKey.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** What staff call the record (an order's number, a listing's title), kept as it was then. */
    label: text("label"),
    data: jsonb("data"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt.desc()),
  ],
);
