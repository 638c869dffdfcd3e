import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

/** One uploaded image, stored once; variants are WebP renditions keyed by width. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: text("owner_user_id").references(() => userKey.id, { onDelete: "set null" }),
    /**
     * A reseller's own photo (inventory, portfolio, analysis): served to its owner alone. The shop's
     * photos (listings, the store's inventory) are public. Decided at upload, never changed.
     */
    isPrivate: boolean("is_private").notNull().default(false),
    storageKey: text("storage_key").notNull().unique(),
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** What the photo looks like, for finding the same watch in another photo (image-signature.ts). */
    signature: text("signature"),
    variants: jsonb("variants")
      .$type<{ width: number; key: string; bytes: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index("media_sha_idx").on(t.sha256)],
);
