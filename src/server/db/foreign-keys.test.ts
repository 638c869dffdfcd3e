import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as keys from "./foreign-keys";
import * as schema from "./schema";

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe("foreign key targets", () => {
  it.each(Object.entries(keys))("%s names a real table's primary key, with its type", (_, key) => {
    const owner = tables.find((table) => getTableName(table) === getTableName(key));
    if (!owner) throw new Error(`no table ${getTableName(key)}`);
    for (const column of getTableConfig(key).columns) {
      const real = getTableConfig(owner).columns.find((candidate) => candidate.name === column.name);
      expect(real?.getSQLType()).toBe(column.getSQLType());
      expect(real?.primary).toBe(true);
    }
  });

  it("is never mistaken for a table of the schema", () => {
    const keyTables = new Set<unknown>(Object.values(keys));
    expect(tables.filter((table) => keyTables.has(table))).toEqual([]);
  });
});
