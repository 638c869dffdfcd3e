import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createListing } from "../test/factories";
import { openTestDatabase, type TestDatabase } from "../test/test-database";
import type { Database } from "./client";
import { listenerName } from "./server-listener";

// A PostgreSQL server only (vitest.config.ts): PGlite has no connection to lose.
let first: TestDatabase;
let second: Database;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await first.openAgain();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it("gives no stamp while its listening connection is lost, then a new one, and hears again", async () => {
  await second.changes.caughtUp();
  const before = second.changes.stamp("data");
  expect(before).not.toBeNull();
  await first.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${listenerName} and datname = current_database()`,
  );
  const seen = new Set<string | null>();
  // Bounded: the listener connects again after a second.
  for (let i = 0; i < 100 && !(seen.has(null) && second.changes.stamp("data") !== null); i++) {
    seen.add(second.changes.stamp("data"));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(seen.has(null)).toBe(true);
  const after = second.changes.stamp("data");
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);

  await createListing(first.db);
  await second.changes.caughtUp();
  expect(second.changes.stamp("data")).not.toBe(after);
});
