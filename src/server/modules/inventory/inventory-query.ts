import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import {
  type InventoryFilter,
  type InventorySort,
  inventoryMessages,
} from "../../../shared/inventory-schemas";

/**
 * The columns an inventory table is searched and sorted by. The store's and the reseller's tables
 * have the same names for them, so both lists are built here (issue 11 reuses it with its own).
 */
export interface InventoryColumns {
  id: AnyPgColumn;
  make: AnyPgColumn;
  model: AnyPgColumn;
  reference: AnyPgColumn;
  notes: AnyPgColumn;
  status: AnyPgColumn;
  dateAdded: AnyPgColumn;
  buyingPriceFils: AnyPgColumn;
  expectedSellingPriceFils: AnyPgColumn;
  soldPriceFils: AnyPgColumn;
  netProfitFils: AnyPgColumn;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The text a search reads: make, model, reference and notes in one expression, so each word costs
 * one read of the store's trigram index on this very expression (inventory.schema.ts).
 */
const searchText = (columns: InventoryColumns) =>
  sql`(${columns.make} || ' ' || ${columns.model} || ' ' || coalesce(${columns.reference}, '') || ' ' || coalesce(${columns.notes}, ''))`;

/**
 * Every word of the search in the make, model, reference or notes (a watch is looked up as
 * "rolex 126610"); an item's id finds that item (the listing dialog links to it that way).
 */
function searchCondition(columns: InventoryColumns, q: string): SQL | undefined {
  if (uuidPattern.test(q)) return eq(columns.id, q.toLowerCase());
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(...words.map((word) => sql`${searchText(columns)} ilike ${`%${escapeLike(word)}%`}`));
}

/** The search and the status filter, shared by the table's pages and the CSV export. */
export function filterCondition(columns: InventoryColumns, filter: InventoryFilter): SQL | undefined {
  return and(
    filter.status === "all" ? undefined : eq(columns.status, filter.status),
    filter.q ? searchCondition(columns, filter.q) : undefined,
  );
}

/** The column a sort orders by; sold price and net profit are null until a sale, and sort last. */
function sortColumn(
  columns: InventoryColumns,
  sort: InventorySort,
): { column: AnyPgColumn; nullable: boolean } {
  switch (sort) {
    case "dateAdded":
      return { column: columns.dateAdded, nullable: false };
    case "buyingPrice":
      return { column: columns.buyingPriceFils, nullable: false };
    case "expectedSellingPrice":
      return { column: columns.expectedSellingPriceFils, nullable: false };
    case "soldPrice":
      return { column: columns.soldPriceFils, nullable: true };
    case "netProfit":
      return { column: columns.netProfitFils, nullable: true };
    case "make":
      return { column: columns.make, nullable: false };
  }
}

/** The ORDER BY of a sort, the id breaking ties so every row has one place (keyset pages). */
export function sortOrder(columns: InventoryColumns, filter: Pick<InventoryFilter, "sort" | "order">): SQL[] {
  const { column } = sortColumn(columns, filter.sort);
  const direction = filter.order === "asc" ? sql`asc` : sql`desc`;
  return [
    sql`${column} ${direction} nulls last`,
    filter.order === "asc" ? asc(columns.id) : desc(columns.id),
  ];
}

/**
 * A keyset cursor: the sort it belongs to, the last row's sort key and its id, so page 2,000 costs
 * what page 1 costs (no OFFSET). Dates travel as microseconds since the epoch (a JS Date would
 * drop the microseconds PostgreSQL keeps).
 */
const cursorSchema = z.object({
  s: z.string(),
  o: z.enum(["asc", "desc"]),
  k: z.union([z.number().int(), z.string().max(700), z.null()]),
  i: z.uuid(),
});
type Cursor = z.infer<typeof cursorSchema>;

const invalidCursor = () =>
  new AppError("VALIDATION_ERROR", inventoryMessages.invalidCursor, [
    { path: "cursor", message: inventoryMessages.invalidCursor },
  ]);

/** The select expression of the cursor's key for this sort (a date as its microseconds). */
export function cursorKey(columns: InventoryColumns, sort: InventorySort): SQL<number | string | null> {
  if (sort === "dateAdded")
    return sql<number>`(extract(epoch from ${columns.dateAdded}) * 1000000)::bigint`.mapWith(Number);
  if (sort === "make") return sql<string>`${columns.make}`;
  return sql<number | null>`${sortColumn(columns, sort).column}`.mapWith((value) =>
    value === null ? null : Number(value),
  );
}

export function encodeCursor(filter: Pick<InventoryFilter, "sort" | "order">, key: Cursor["k"], id: string) {
  const cursor: Cursor = { s: filter.sort, o: filter.order, k: key, i: id };
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The rows after the cursor's row in this sort; a cursor of another sort or a forged one is a 400. */
export function afterCursor(
  columns: InventoryColumns,
  filter: Pick<InventoryFilter, "sort" | "order">,
  text: string,
): SQL | undefined {
  let parsed: Cursor;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
  } catch {
    throw invalidCursor();
  }
  const { column, nullable } = sortColumn(columns, filter.sort);
  const keyIsText = filter.sort === "make";
  if (parsed.s !== filter.sort || parsed.o !== filter.order) throw invalidCursor();
  if (parsed.k === null ? !nullable : typeof parsed.k !== (keyIsText ? "string" : "number"))
    throw invalidCursor();
  const beyond = filter.order === "asc" ? sql`>` : sql`<`;
  const reached = filter.order === "asc" ? sql`>=` : sql`<=`;
  const idBeyond = sql`${columns.id} ${beyond} ${parsed.i}`;
  if (parsed.k === null) return and(isNull(column), idBeyond);
  const key =
    filter.sort === "dateAdded"
      ? sql`(timestamptz 'epoch' + (${parsed.k}::bigint * interval '1 microsecond'))`
      : sql`${parsed.k}`;
  // "key ≤ k and (key < k or id < i)": the first half is a range the sort's index can seek to.
  const after = and(sql`${column} ${reached} ${key}`, or(sql`${column} ${beyond} ${key}`, idBeyond));
  return nullable ? or(isNull(column), after) : after;
}
