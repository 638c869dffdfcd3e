import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storeInventoryColumns, storeInventoryJoin } from "../inventory/inventory.service";
import { listings } from "./catalog.schema";

// Display falls back to the linked store inventory (issue 3: brand, model and condition).
export const brandExpr = sql<string>`coalesce(nullif(${listings.brand}, ''), ${storeInventoryColumns.make}, '')`;
export const modelExpr = sql<string>`coalesce(nullif(${listings.model}, ''), ${storeInventoryColumns.model}, '')`;
export const conditionExpr = sql<
  string | null
>`coalesce(nullif(${listings.specifications}->>'condition', ''), ${storeInventoryColumns.condition})`;

/**
 * A value of the listing's inventory item, read only for a listing that has one: the facets'
 * counts read every listing of a broad query, and joining the inventory to each cost more than the
 * counting (issue 13).
 */
function inventoryValue(column: SQL | AnyPgColumn): SQL {
  const [table, ofListing] = storeInventoryJoin(listings.inventoryId);
  return sql`(case when ${listings.inventoryId} is not null then (select ${column} from ${table} where ${ofListing}) end)`;
}

/** The brand, else the inventory item's make, without a join. */
export const brandNameExpr = sql<string>`coalesce(nullif(${listings.brand}, ''), ${inventoryValue(storeInventoryColumns.make)}, '')`;

/** The brand as the facets group it: lower case. */
export const brandKeyExpr = sql<string>`lower(${brandNameExpr})`;

/** The condition as an option value (condition_key), else the inventory's read the same way, without a join. */
export const conditionKeyExpr = sql<string | null>`coalesce(${listings.conditionKey}, ${inventoryValue(
  sql`nullif(lower(regexp_replace(btrim(${storeInventoryColumns.condition}), '[[:space:]]+', '-', 'g')), '')`,
)})`;

/** A reference's letters and digits, lower case: spelled exactly as listings_reference_key_trgm_idx. */
export const referenceKeyExpr = sql<string>`regexp_replace(lower(${listings.reference}), '[^a-z0-9]', '', 'g')`;

/** When a listing was created, in microseconds since the epoch: the newest sort's cursor key. */
export const createdMicrosExpr =
  sql<number>`(extract(epoch from ${listings.createdAt}) * 1000000)::bigint`.mapWith(Number);

/** Microseconds since the epoch: exact, unlike a JS Date, so keyset cursors never skip a row. */
export const microsToTimestamp = (micros: number) =>
  sql`(timestamptz 'epoch' + (${micros}::bigint * interval '1 microsecond'))`;
