import { pgTable, text, uuid } from "drizzle-orm/pg-core";

/**
 * The keys that other modules' tables point at with a foreign key, named here so a module's schema
 * can declare its foreign key without importing the owning module's schema (STYLE.md, Boundaries).
 * drizzle-kit reads only the table and column names of a reference, so these stand-ins produce the
 * same migrations; foreign-keys.test.ts checks each against the owner's real table. Never query them.
 */
export const userKey = pgTable("user", { id: text("id").primaryKey() });
export const listingKey = pgTable("listings", { id: uuid("id").primaryKey() });
export const mediaKey = pgTable("media", { id: uuid("id").primaryKey() });
export const storeInventoryItemKey = pgTable("store_inventory_items", { id: uuid("id").primaryKey() });
export const orderKey = pgTable("orders", { id: uuid("id").primaryKey() });
export const cartKey = pgTable("carts", { id: uuid("id").primaryKey() });
export const holdKey = pgTable("watch_holds", { id: uuid("id").primaryKey() });
export const referenceWatchKey = pgTable("reference_watches", { id: uuid("id").primaryKey() });
