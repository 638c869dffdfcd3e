import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../db/schema";
import { createListing } from "../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../test/test-app";

/** Issue 15's four defects, each answered 4xx or 503 at the edge of the real app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { maxWaiting: 2 });
});
afterAll(() => t.close());

describe("the edge of the real app", () => {
  it("refuses a NUL byte in the collection's search and a listing's slug", async () => {
    const search = await t.app.request("/api/listings?q=%00");
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Please remove unsupported characters",
    });
    const slug = await t.app.request("/api/listings/%00");
    expect(slug.status).toBe(404);
    expect((await t.app.request("/api/listings/%00/related")).status).toBe(404);
  });

  it("refuses a 5 MB body with 413 and stores nothing", async () => {
    const answer = await t
      .client()
      .post("/api/newsletter", { email: `${"a".repeat(5_000_000)}@example.com` });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    const long = await t.client().post("/api/newsletter", { email: `${"a".repeat(300)}@example.com` });
    expect(long.status).toBe(400);
    expect(await t.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("refuses a cart write from another site and sets no cookie; the same from ours works", async () => {
    const watch = await createListing(t.db);
    const body = JSON.stringify({ listingId: watch.id, quantity: 1 });
    const foreign = await t.app.request("/api/cart/lines", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const ours = await t.app.request("/api/cart/lines", {
      method: "POST",
      headers: { origin: testOrigin, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body,
    });
    expect(ours.status).toBe(200);
    expect(ours.headers.getSetCookie().join()).toContain("mizan_cart=");
  });

  it("answers 503 with Retry-After past its bound, while health and readiness checks still answer", async () => {
    const [ready, ...answers] = await Promise.all([
      t.app.request("/readyz"),
      // The categories are read from the database at every request (the collection is not: it
      // is answered from the search index, decision 022).
      ...Array.from({ length: 24 }, () => t.app.request("/api/categories")),
    ]);
    // A busy database is still a ready one: the probe is never refused.
    expect(ready?.status).toBe(200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    const refused = answers.find((answer) => answer.status === 503);
    expect(refused?.headers.get("retry-after")).toBe("1");
    expect(await refused?.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect((await t.app.request("/healthz")).status).toBe(200);
    expect((await t.app.request("/api/listings?q=after")).status).toBe(200);
  });

  it("answers 414 to an address past 4 KB", async () => {
    expect((await t.app.request(`/api/listings?q=${"a".repeat(5_000)}`)).status).toBe(414);
  });
});
