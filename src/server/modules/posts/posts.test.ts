import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import { type PostDto, postMessages } from "../../../shared/instagram-posts";
import { listingMessages } from "../../../shared/listing-schemas";
import { auditLog, settings, socialPosts } from "../../db/schema";
import { createLogger } from "../../logger";
import { createOpenAiProvider } from "../../providers/ai/openai-ai";
import { createListing } from "../../test/factories";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai";
import { createTestApp, type TestApp } from "../../test/test-app";
import { exchangeRatesSetting } from "../settings/settings.service";
import { generatePosts } from "./posts.service";

const LRI = "\u2066";
const PDI = "\u2069";
const unknownId = "00000000-0000-4000-8000-000000000000";

/** The shop with no AI provider: the templates. */
let offline: TestApp;
/** The shop with AI_BASE_URL at the local fake OpenAI-compatible endpoint. */
let online: TestApp;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  [offline, online] = await Promise.all([
    createTestApp(),
    createTestApp({ AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_MODEL: "mizan-test" }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline?.close(), online?.close()]);
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ kind: "good" });
});

const submariner = {
  title: "Rolex Submariner Date 126610LN",
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  priceCents: 12_500_00,
  specifications: { condition: "like-new", boxPapers: "complete" },
};

async function adminOf(t: TestApp) {
  const { agent, user } = await t.signedInClient({ role: "owner" });
  return {
    agent,
    user,
    generate: (id: string) => agent.post(`/api/admin/listing-posts/${id}/generate`),
    read: (id: string) => agent.get(`/api/admin/listing-posts/${id}`),
    save: (id: string, json: unknown) =>
      agent.call(`/api/admin/listing-posts/${id}`, { method: "PUT", json }),
  };
}

describe("generate Instagram posts (issue 9)", () => {
  it("writes the built-in templates without an AI provider: English in USD, Arabic in KWD at 0.31", async () => {
    const admin = await adminOf(offline);
    const listing = await createListing(offline.db, submariner);

    const response = await admin.generate(listing.id);
    expect(response.status).toBe(200);
    const posts: PostDto = await response.json();
    expect(posts.source).toBe("template");
    expect(posts.savedAt).toBeNull();
    expect(posts.englishPost).toContain("Price: $12,500.00");
    expect(posts.englishPost).toContain("Condition: Like New");
    expect(posts.englishPost).toContain("Movement: Automatic");
    expect(posts.arabicPost).toContain(`السعر: ${LRI}3,875.00 KWD${PDI}`);
    expect(posts.arabicPost).toContain("الحالة: شبه جديد");
  });

  it("converts at the exchange-rate setting", async () => {
    const admin = await adminOf(offline);
    const listing = await createListing(offline.db, { ...submariner, priceCents: 1_000_00 });
    await offline.db
      .insert(settings)
      .values({ key: exchangeRatesSetting, value: { usdToKwd: 305_000, kwdToUsd: 3_278_689 } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { usdToKwd: 305_000, kwdToUsd: 3_278_689 } },
      });
    try {
      const posts: PostDto = await (await admin.generate(listing.id)).json();
      expect(posts.arabicPost).toContain(`${LRI}305.00 KWD${PDI}`);
    } finally {
      await offline.db.delete(settings).where(eq(settings.key, exchangeRatesSetting));
    }
  });

  it("answers the AI provider's posts when it answers, asking with our prices", async () => {
    const admin = await adminOf(online);
    const listing = await createListing(online.db, submariner);

    const posts: PostDto = await (await admin.generate(listing.id)).json();
    expect(posts.source).toBe("ai");
    expect(posts.englishPost).toContain("Price: $12,500.00");
    expect(posts.arabicPost).toContain(`${LRI}Rolex Submariner Date${PDI}`);
    expect(fake.requests).toHaveLength(1);
    const messages = (fake.requests[0]?.body.messages ?? []) as { role: string; content: string }[];
    const user = messages.find((m) => m.role === "user");
    expect(JSON.parse(user?.content ?? "{}")).toMatchObject({
      priceUsd: "$12,500.00",
      priceKwd: "3,875.00 KWD",
    });
  });

  it.each([
    ["a 500", { kind: "error", status: 500 }],
    ["a malformed answer", { kind: "malformed" }],
    [
      "an answer without the price",
      { kind: "answer", content: { arabicPost: "ساعة", englishPost: "A watch" } },
    ],
  ] as const)("falls back to the templates on %s", async (_, mode) => {
    const admin = await adminOf(online);
    const listing = await createListing(online.db, submariner);
    fake.answerWith(mode);

    const posts: PostDto = await (await admin.generate(listing.id)).json();
    expect(posts.source).toBe("template");
    expect(posts.englishPost).toContain("Price: $12,500.00");
  });

  it("falls back on a slow answer, with a log line that says why", async () => {
    const listing = await createListing(online.db, submariner);
    const lines: Record<string, unknown>[] = [];
    const log = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
    const ai = createOpenAiProvider(
      {
        kind: "openai",
        baseUrl: fake.url,
        apiKey: "sk-test",
        model: "mizan-test",
        visionModel: "mizan-test",
      },
      { timeoutMs: 200 },
    );
    fake.answerWith({ kind: "slow", delayMs: 1_000 });

    const posts = await generatePosts({ db: online.db, ai, log }, listing.id);
    expect(posts.source).toBe("template");
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: "AI Instagram posts failed, the built-in templates are used",
        reason: "timeout",
        listingId: listing.id,
      }),
    );
  });

  it("answers 404 with a code for an unknown listing, 400 for an id that is no id", async () => {
    const admin = await adminOf(offline);
    const missing = await admin.generate(unknownId);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).code).toBe("NOT_FOUND");
    const bad = await admin.generate("not-an-id");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).message).toBe(listingMessages.notFound);
  });
});

describe("saved Instagram posts (issue 9)", () => {
  it("answers null before a save, then the saved pair, audited in the same write", async () => {
    const admin = await adminOf(offline);
    const listing = await createListing(offline.db, submariner);
    expect(await (await admin.read(listing.id)).json()).toBeNull();

    const saved = await admin.save(listing.id, {
      arabicPost: "  ساعة Rolex بحالة ممتازة  ",
      englishPost: "A Rolex in excellent condition",
      source: "template",
    });
    expect(saved.status).toBe(200);
    const dto: PostDto = await saved.json();
    expect(dto).toMatchObject({
      arabicPost: "ساعة Rolex بحالة ممتازة",
      englishPost: "A Rolex in excellent condition",
      source: "template",
    });
    expect(dto.savedAt).toEqual(expect.any(String));
    expect(await (await admin.read(listing.id)).json()).toEqual(dto);

    const edited: PostDto = await (
      await admin.save(listing.id, { arabicPost: "نص جديد", englishPost: "New text", source: "ai" })
    ).json();
    expect(await (await admin.read(listing.id)).json()).toEqual(edited);
    const rows = await offline.db.select().from(socialPosts).where(eq(socialPosts.listingId, listing.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ englishPost: "New text", source: "ai", createdBy: admin.user.id });

    const audit = await offline.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, "listing.posts.save")))
      .orderBy(auditLog.createdAt);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, entityType: "listing" });
    expect(audit[1]?.data).toEqual({
      before: expect.objectContaining({ englishPost: "A Rolex in excellent condition" }),
      after: expect.objectContaining({ englishPost: "New text", source: "ai" }),
    });
  });

  it.each([
    [
      "an empty Arabic post",
      { arabicPost: "   ", englishPost: "Hi", source: "ai" },
      postMessages.arabicRequired,
    ],
    ["no English post", { arabicPost: "مرحبا", source: "ai" }, postMessages.englishRequired],
    [
      "a post past 2,200 characters",
      { arabicPost: "a".repeat(2201), englishPost: "Hi", source: "ai" },
      postMessages.tooLong,
    ],
    [
      "a NUL byte",
      { arabicPost: "a\u0000b", englishPost: "Hi", source: "ai" },
      "Please remove unsupported characters",
    ],
    [
      "a post that is no text",
      { arabicPost: 42, englishPost: "Hi", source: "ai" },
      postMessages.arabicRequired,
    ],
  ])("refuses %s with 400 and its message, storing nothing", async (_, json, message) => {
    const admin = await adminOf(offline);
    const listing = await createListing(offline.db, submariner);
    const response = await admin.save(listing.id, json);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
    expect(await offline.db.select().from(socialPosts).where(eq(socialPosts.listingId, listing.id))).toEqual(
      [],
    );
  });

  it("answers 404 for an unknown listing, on read and on save", async () => {
    const admin = await adminOf(offline);
    expect((await admin.read(unknownId)).status).toBe(404);
    const save = await admin.save(unknownId, { arabicPost: "نص", englishPost: "Text", source: "ai" });
    expect(save.status).toBe(404);
    expect(((await save.json()) as ErrorBody).code).toBe("NOT_FOUND");
  });

  it("refuses a customer", async () => {
    const listing = await createListing(offline.db, submariner);
    const { agent } = await offline.signedInClient();
    expect((await agent.get(`/api/admin/listing-posts/${listing.id}`)).status).toBe(403);
  });
});
