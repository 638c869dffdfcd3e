import { sql } from "drizzle-orm";
import { storeInventoryColumns } from "../inventory/inventory.service";
import { listings } from "./catalog.schema";

// Display falls back to the linked store inventory (issue 3: brand, model and condition).
export const brandExpr = sql<string>`coalesce(nullif(${listings.brand}, ''), ${storeInventoryColumns.make}, '')`;
export const modelExpr = sql<string>`coalesce(nullif(${listings.model}, ''), ${storeInventoryColumns.model}, '')`;
export const conditionExpr = sql<
  string | null
>`coalesce(nullif(${listings.specifications}->>'condition', ''), ${storeInventoryColumns.condition})`;

/** The condition as an option value (condition_key), else the inventory's, read the same way. */
export const conditionKeyExpr = sql<
  string | null
>`coalesce(${listings.conditionKey}, nullif(lower(regexp_replace(btrim(${storeInventoryColumns.condition}), '[[:space:]]+', '-', 'g')), ''))`;
