import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import type { SubscriberPageDto } from "../../../shared/newsletter";
import { newsletterSubscribers } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

const subscribe = (email: string, language?: string) =>
  t.client().post("/api/newsletter", { email, ...(language ? { language } : {}) });

async function page(query = ""): Promise<SubscriberPageDto> {
  const response = await admin.agent.get(`/api/admin/newsletter${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("subscribing keeps the moment of consent (issue 10)", () => {
  it("stores consented_at on subscribe, and keeps the first one when the address subscribes again", async () => {
    const started = Date.now();
    expect((await subscribe(" Noura@Example.com ", "ar")).status).toBe(201);
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "noura@example.com"));
    expect(row?.language).toBe("ar");
    expect(row?.consentedAt.getTime()).toBeGreaterThanOrEqual(started - 1_000);
    expect((await subscribe("noura@example.com", "en")).status).toBe(200);
    const [again] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "noura@example.com"));
    expect(again?.consentedAt).toEqual(row?.consentedAt);
  });
});

describe("the subscribers list (issue 10)", () => {
  it("lists the newest consent first, with language and consent time, 50 to a page, and a total", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    await t.db.insert(newsletterSubscribers).values(
      Array.from({ length: 55 }, (_, index) => ({
        email: `reader${String(index).padStart(2, "0")}@list.example`,
        language: index % 2 ? "ar" : "en",
        // Two share each time, so the cursor's id breaks the tie.
        consentedAt: new Date(base + Math.floor(index / 2) * 60_000),
      })),
    );
    const first = await page("?q=list.example");
    expect(first.total).toBe(55);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ email: "reader54@list.example", language: "en" });
    expect(first.items[0]?.consentedAt).toBe(new Date(base + 27 * 60_000).toISOString());
    expect(first.nextCursor).toBeTruthy();
    const second = await page(`?q=list.example&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const emails = [...first.items, ...second.items].map((item) => item.email);
    expect(new Set(emails).size).toBe(55);
    const times = [...first.items, ...second.items].map((item) => item.consentedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("searches by part of the address, taking % and _ literally", async () => {
    await subscribe("under_score@search.example");
    await subscribe("underXscore@search.example");
    const found = await page(`?q=${encodeURIComponent("UNDER_")}`);
    expect(found.items.map((item) => item.email)).toEqual(["under_score@search.example"]);
    expect(found.total).toBe(1);
    expect((await page("?q=%25")).total).toBe(0);
  });

  it("refuses a cursor it did not write with 400", async () => {
    const response = await admin.agent.get("/api/admin/newsletter?cursor=bm9wZQ");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).code).toBe("VALIDATION_ERROR");
  });

  it("exports the matching subscribers as CSV, guarded against formulas", async () => {
    await subscribe("csv.one@export.example", "ar");
    await t.db.insert(newsletterSubscribers).values({
      email: "=cmd@export.example",
      language: "en",
      consentedAt: new Date("2025-05-05T10:00:00Z"),
    });
    const response = await admin.agent.get("/api/admin/newsletter/export?q=export.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("email,language,consented_at");
    expect(lines[1]).toMatch(/^csv\.one@export\.example,ar,\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toBe("'=cmd@export.example,en,2025-05-05T10:00:00.000Z");
    expect(lines).toHaveLength(3);
  });
});
