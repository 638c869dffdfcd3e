import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The watch a price must belong to: its make, and its reference when known, else its model. */
export interface WatchIdentity {
  brand: string;
  model?: string | null;
  reference?: string | null;
}

/** "126610LN", "126610 ln" and "126-610LN" are one reference. */
const normalized = (value: SQL | AnyPgColumn) => sql`regexp_replace(lower(${value}), '[^a-z0-9]', '', 'g')`;
export const compactReference = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A reference column spelling the same reference, whatever its case, spaces, dashes and dots. */
export const sameReference = (column: AnyPgColumn, reference: string) =>
  sql`${normalized(column)} = ${compactReference(reference)}`;

/**
 * A row of the same watch: the same make and reference (ignoring case, spaces, dashes and dots)
 * when a reference is given, else the same make and model, ignoring case.
 */
export function sameWatch(
  watch: WatchIdentity,
  columns: { brand: AnyPgColumn; model: AnyPgColumn; reference: AnyPgColumn },
): SQL | undefined {
  const brand = sql`lower(${columns.brand}) = ${watch.brand.toLowerCase()}`;
  return watch.reference
    ? and(brand, sameReference(columns.reference, watch.reference))
    : and(brand, sql`lower(${columns.model}) = ${(watch.model ?? "").toLowerCase()}`);
}
