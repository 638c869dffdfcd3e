import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contractStatements, isDeclaredContraction } from "./expand-only";
import { migrationsFolder } from "./migrate";

/** The first migration written under the expand-first rule (README: Operations → Deploy). */
const firstExpandOnly = 31;

describe("a migration the running version can serve beside", () => {
  it("adds tables, nullable columns, columns with a default and indexes", () => {
    expect(
      contractStatements(`CREATE TABLE "saved_searches" ("id" uuid PRIMARY KEY, "query" text NOT NULL);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "currency_hint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_query_idx" ON "saved_searches" ("query");`),
    ).toEqual([]);
  });

  it("is told apart from one that drops, renames, retypes or requires what the running version uses", () => {
    const found = contractStatements(`-- the old column goes
ALTER TABLE "listings" DROP COLUMN "search";--> statement-breakpoint
DROP TABLE "wishlists";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" RENAME TO "purchases";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET DATA TYPE varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;`);
    expect(found.map((line) => line.split(":")[0])).toEqual([
      "drops a column",
      "drops a table",
      "renames",
      "renames",
      "changes a column's type",
      "makes a column required",
      "adds a required column without a default",
    ]);
  });

  it("holds for every migration from 0031 on, unless it declares itself a later release's contraction", () => {
    const files = readdirSync(migrationsFolder).filter((name) => /^\d{4}_.*\.sql$/.test(name));
    // Before the rule, a release dropped what it replaced at once (0026 dropped listings.search).
    expect(
      contractStatements(
        readFileSync(join(migrationsFolder, "0026_search_words_and_listing_feed.sql"), "utf8"),
      ),
    ).not.toEqual([]);
    const offending = files
      .filter((name) => Number(name.slice(0, 4)) >= firstExpandOnly)
      .map((name) => ({ name, sql: readFileSync(join(migrationsFolder, name), "utf8") }))
      .filter(({ sql }) => !isDeclaredContraction(sql))
      .flatMap(({ name, sql }) => contractStatements(sql).map((statement) => `${name}: ${statement}`));
    expect(offending).toEqual([]);
  });
});
