import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { InspectionCheck, InspectionPhotoKind } from "../../../shared/certificates";
import { bytea, createdAt, updatedAt } from "../../db/columns";
import { listingKey, mediaKey, orderKey, userKey } from "../../db/foreign-keys";

/** One check as stored: its result, the staff member who last changed it and when. */
export interface StoredCheck {
  passed: boolean;
  note: string;
  rateSecondsPerDay?: number | null;
  checkedBy: string | null;
  checkedAt: string | null;
}

/** Issue 31: a watch's inspection, one per listing (each listing is one physical watch). */
export const watchInspections = pgTable("watch_inspections", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listingKey.id, { onDelete: "cascade" }),
  /** The full serial, for staff only; a certificate shows its last four characters. */
  serial: text("serial").notNull(),
  checks: jsonb("checks").$type<Record<InspectionCheck, StoredCheck>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The inspection's photos (serial, movement): private uploads of the staff, served to staff only
 * through the inspection. The foreign key to media keeps the orphan sweep off them.
 */
export const watchInspectionPhotos = pgTable(
  "watch_inspection_photos",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => watchInspections.listingId, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaKey.id, { onDelete: "restrict" }),
    kind: text("kind").$type<InspectionPhotoKind>().notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.mediaId] }),
    index("watch_inspection_photos_media_idx").on(t.mediaId),
    check("watch_inspection_photos_kind_check", sql`${t.kind} in ('serial', 'movement')`),
  ],
);

/**
 * A certificate issued when a watch sold: its payload is the exact JSON text that was signed
 * (decision 028), never rebuilt from other columns. Revocation is kept beside it, unsigned.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderKey.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listingKey.id, { onDelete: "set null" }),
    payload: text("payload").notNull(),
    /** Ed25519 over the payload's UTF-8 bytes, base64url. */
    signature: text("signature").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by").references(() => userKey.id, { onDelete: "set null" }),
    /** The PDF as first drawn: drawing one takes seconds of a core, so it is drawn once. */
    pdf: bytea("pdf"),
  },
  (t) => [
    // A payment applied twice, or two events racing, still make one certificate per watch sold.
    unique("certificates_order_listing_key").on(t.orderId, t.listingId),
    index("certificates_listing_idx").on(t.listingId),
    check("certificates_revocation_check", sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);
