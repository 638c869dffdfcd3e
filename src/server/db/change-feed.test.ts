import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../auth/auth.schema";
import { listings } from "../modules/catalog/catalog.schema";
import { createListing } from "../test/factories";
import { twoInstances } from "../test/test-database";

const instances = twoInstances();

/** The stamps of the second instance once it heard of every change committed so far. */
async function heard() {
  await instances.second.changes.caughtUp();
  return {
    data: instances.second.changes.stamp("data"),
    sessions: instances.second.changes.stamp("sessions"),
  };
}

describe("the change feed (decision 011)", () => {
  it("moves the data's stamp on every instance when a listing changes, and not when a view is counted", async () => {
    const before = await heard();
    expect(before.data).not.toBeNull();
    const listing = await createListing(instances.first.db);
    const created = await heard();
    expect(created.data).not.toBe(before.data);
    expect(created.sessions).toBe(before.sessions);

    await instances.first.db.execute(
      sql`update listings set views_count = views_count + 1 where id = ${listing.id}`,
    );
    expect((await heard()).data).toBe(created.data);

    await instances.first.db.update(listings).set({ title: "Renamed" }).where(eq(listings.id, listing.id));
    expect((await heard()).data).not.toBe(created.data);
  });

  it("moves the sessions' stamp when a user changes, and leaves the data's", async () => {
    const before = await heard();
    await instances.first.db.update(user).set({ name: "Nobody" }).where(eq(user.id, "no-such-user"));
    const after = await heard();
    expect(after.sessions).not.toBe(before.sessions);
    expect(after.data).toBe(before.data);
  });
});
