/** A pg client or pool, or PGlite: all answer a query's text with its rows. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The rows of every table, by `schema.table`, as the caller's snapshot sees them: a backup's
 * manifest records them, a restore is checked against them.
 */
export async function countTableRows(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = (await db.query(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  )) as { rows: { schema: string; name: string }[] };
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const { rows } = (await db.query(`select count(*) as n from ${quote(schema)}.${quote(name)}`)) as {
      rows: { n: string | number }[];
    };
    counts[`${schema}.${name}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The tables whose rows differ between two counts, told as `table: expected → found`. */
export function rowDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...tables]
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? "none"} → ${found[table] ?? "none"}`);
}
