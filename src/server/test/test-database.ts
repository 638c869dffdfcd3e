import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/client";
import { dropPostgresDatabase, withDatabase } from "./template-db";

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template in memory, or a
 * database created from the template on the server in TEST_DATABASE_URL.
 */
export async function openTestDatabase(options: { maxWaiting?: number } = {}): Promise<Database> {
  const template = inject("postgresTemplate");
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    const name = `mizan_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const database = await openPostgres(withDatabase(adminUrl, name), 5, options.maxWaiting);
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropPostgresDatabase(adminUrl, name);
      },
    };
  }
  return openPglite({
    loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    maxWaiting: options.maxWaiting,
  });
}
