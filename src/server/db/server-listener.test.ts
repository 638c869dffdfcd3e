import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createListing } from "../test/factories";
import { twoInstances } from "../test/test-database";
import { listenerName } from "./server-listener";

// A PostgreSQL server only (vitest.config.ts): PGlite has no connection to lose.
const instances = twoInstances();

it("gives no stamp while its listening connection is lost, then a new one, and hears again", async () => {
  await instances.second.changes.caughtUp();
  const before = instances.second.changes.stamp("data");
  expect(before).not.toBeNull();
  await instances.first.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${listenerName} and datname = current_database()`,
  );
  const seen = new Set<string | null>();
  // Bounded: the listener connects again after a second.
  for (let i = 0; i < 100 && !(seen.has(null) && instances.second.changes.stamp("data") !== null); i++) {
    seen.add(instances.second.changes.stamp("data"));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(seen.has(null)).toBe(true);
  const after = instances.second.changes.stamp("data");
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);

  await createListing(instances.first.db);
  await instances.second.changes.caughtUp();
  expect(instances.second.changes.stamp("data")).not.toBe(after);
});

it("asks its connection one question at a time when many wait to catch up at once", async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on("warning", onWarning);
  try {
    await createListing(instances.first.db);
    await Promise.all(Array.from({ length: 8 }, () => instances.second.changes.caughtUp()));
    // Let the process emit its warnings, which it does on a later tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
});
