import { join } from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../project-root";
import type { Database } from "./client";

export const migrationsFolder = join(projectRoot, "src/server/db/migrations");

/** Any fixed number; every instance that migrates takes this advisory lock first. */
const migrationLockId = 7_461_202_611;

/**
 * Applies the committed SQL migrations. On a PostgreSQL server several instances may start at
 * once, so the migration runs under an advisory lock and the others wait, then find nothing to do.
 */
export async function runMigrations(database: Pick<Database, "db" | "kind">): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  const { db } = database;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = (db as unknown as { $client: import("pg").Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [migrationLockId]).catch(() => {});
    client.release();
  }
}
