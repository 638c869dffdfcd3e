import { z } from "zod";
import { hiddenAuditFields } from "./audit-fields";
import { invalidCursorMessage, pageLimit } from "./list-query";
import { text } from "./text";

/**
 * Every action an admin write records. The audit writer takes only these (its type says so), and
 * the Audit log page words each in both languages (a test holds admin.json to this list), so a new
 * kind of write cannot reach staff as a raw code. The page offers them as filters.
 */
export const knownAuditActions = [
  "listing.create",
  "listing.update",
  "listing.delete",
  "listing.withdraw",
  "listing.posts.save",
  "order.shipped",
  "order.delivered",
  "order.cancelled",
  "order.refunded",
  "inventory.create",
  "inventory.update",
  "inventory.delete",
  "settings.update",
  "customer.ban",
  "customer.unban",
  "catalogue.update",
  "catalogue.import",
  "market_observation.create",
  "market_observation.delete",
  "contact_message.status",
  "trade_in.offer",
  "trade_in.counter",
  "trade_in.decline",
  "trade_in.buy",
  "mail.retry",
  "staff.invite",
  "staff.invitation_revoke",
  "staff.join",
  "staff.role",
  "staff.suspend",
  "staff.unsuspend",
  "staff.remove",
  "certificate.revoke",
  "hold.accept",
  "hold.counter",
  "hold.decline",
  "hold.cancel",
] as const;
export type KnownAuditAction = (typeof knownAuditActions)[number];

/** The kinds of record an audited write touches, as the writers name them (same rule as above). */
export const knownAuditEntityTypes = [
  "listing",
  "order",
  "store_inventory_item",
  "setting",
  "customer",
  "reference_watch",
  "reference_catalogue",
  "market_observation",
  "contact_message",
  "trade_in",
  "email",
  "staff_member",
  "certificate",
  "watch_hold",
] as const;
export type KnownAuditEntityType = (typeof knownAuditEntityTypes)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const isKnownAuditAction = (action: string): action is KnownAuditAction =>
  isOneOf(knownAuditActions, action);
export const isKnownAuditEntityType = (type: string): type is KnownAuditEntityType =>
  isOneOf(knownAuditEntityTypes, type);

/** A watch as the audit log names it: its brand, model and reference, whichever it has. */
export function watchLabel(parts: (string | null | undefined)[]): string | null {
  return parts.filter(Boolean).join(" ") || null;
}

export const auditMessages = {
  invalidDate: "Please enter a valid date",
  dateRange: "The start date must not be after the end date",
  invalidCursor: invalidCursorMessage,
} as const;

export const auditPageSize = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .pipe(text(max))
    .optional()
    .transform((value) => value || undefined);

/** A calendar day, YYYY-MM-DD, read as a UTC day. */
const day = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.invalidDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), auditMessages.invalidDate)
    .optional(),
);

/** GET /api/admin/audit-log — newest first, keyset-paged by id, every filter optional. */
export const auditQuerySchema = z
  .object({
    action: optionalText(100),
    entityType: optionalText(100),
    actor: optionalText(64),
    entityId: optionalText(200),
    from: day,
    to: day,
    /** The id of the last entry seen; the next page starts below it. */
    cursor: z.coerce
      .number({ error: auditMessages.invalidCursor })
      .int(auditMessages.invalidCursor)
      .positive(auditMessages.invalidCursor)
      .optional(),
    limit: pageLimit(auditPageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: auditMessages.dateRange,
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One entry of the audit log, with who made it. */
export interface AuditEntryDto {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  /**
   * What staff call the record, written with the entry: an order's MZ number, a listing's title,
   * an item's brand, model and reference, a customer's e-mail. Null when the kind of record says it
   * all (a setting, named by its key in words; the catalogue's CSV import).
   */
  label: string | null;
  actor: { id: string; name: string; email: string } | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export interface AuditPageDto {
  items: AuditEntryDto[];
  nextCursor: number | null;
}

/** The staff who may appear as actors, for the actor filter. */
export interface AuditActorDto {
  id: string;
  name: string;
  email: string;
}

/** A field whose value a change altered; `before`/`after` are absent when the field was added/removed. */
export interface AuditFieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hidden = new Set<string>(hiddenAuditFields);

/**
 * The fields an entry changed, top level only: a create lists what it set, a delete what it
 * removed, an update the fields whose values differ; never an id or a stamp (audit-fields.ts). A
 * value that is not an object is one field, `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [{ field: "value", before: before ?? undefined, after: after ?? undefined }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (field) => !hidden.has(field),
  );
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({
      field,
      ...(field in was ? { before: was[field] } : {}),
      ...(field in is ? { after: is[field] } : {}),
    }));
}
