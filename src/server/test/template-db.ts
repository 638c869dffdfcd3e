import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Db, openPostgres, pgliteExtensions } from "../db/client";
import { runMigrations } from "../db/migrate";
import * as schema from "../db/schema";
import { loadReferenceCatalogue } from "../modules/analysis/reference-catalogue-load";

/** Names a database on the same server as `url`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates an in-memory PGlite once and returns its dumped data directory. Like main.ts, it loads
 * the bundled reference catalogue after the migrations: every app starts with it.
 */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle(client, { schema }) as unknown as Db;
  await runMigrations({ db, kind: "pglite" });
  await loadReferenceCatalogue(db);
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

/** Creates and migrates a template database on a PostgreSQL server; files copy it with CREATE DATABASE. */
export async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(adminUrl, name), 2);
  await runMigrations(database);
  await loadReferenceCatalogue(database.db);
  await database.close();
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
