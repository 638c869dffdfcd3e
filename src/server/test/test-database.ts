import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/client";
import { dropPostgresDatabase, withDatabase } from "./template-db";

/** A test's database, and a way to open it again as another app instance would. */
export interface TestDatabase extends Database {
  /** The PostgreSQL database's address, for a server a test starts on it; undefined on PGlite. */
  url: string | undefined;
  /**
   * The same database through a connection and change feed of its own (PostgreSQL), or the same
   * embedded one (PGlite runs in one process only); closing it leaves the first open.
   */
  openAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template in memory, or a
 * database created from the template on the server in TEST_DATABASE_URL.
 */
export async function openTestDatabase(options: { maxWaiting?: number } = {}): Promise<TestDatabase> {
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
    const url = withDatabase(adminUrl, name);
    const database = await openPostgres(url, 5, options.maxWaiting);
    return {
      ...database,
      url,
      openAgain: () => openPostgres(url, 5, options.maxWaiting),
      close: async () => {
        await database.close();
        await dropPostgresDatabase(adminUrl, name);
      },
    };
  }
  const database = await openPglite({
    loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    maxWaiting: options.maxWaiting,
  });
  return { ...database, url: undefined, openAgain: async () => ({ ...database, close: async () => {} }) };
}

/** One test database opened twice, as two instances: before the file's tests, closed after them. */
export function twoInstances(): { first: TestDatabase; second: Database } {
  const opened = {} as { first: TestDatabase; second: Database };
  beforeAll(async () => {
    opened.first = await openTestDatabase();
    opened.second = await opened.first.openAgain();
  });
  afterAll(async () => {
    await opened.second.close();
    await opened.first.close();
  });
  return opened;
}
