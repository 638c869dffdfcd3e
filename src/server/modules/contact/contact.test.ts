import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessageDto, InboxPageDto } from "../../../shared/contact-schemas";
import { contactMessages as messages } from "../../../shared/contact-schemas";
import type { ErrorBody } from "../../../shared/errors";
import { auditLog, contactMessages, emailOutbox, settings } from "../../db/schema";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";
import { contactRateLimit } from "./contact.routes";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(emailOutbox);
});

let nextIp = 1;
/** Each test writes from an address of its own, so the rate limit of one never refuses another's. */
const visitor = () => t.client(`192.0.2.${nextIp++}`);

const letter = (changes: Record<string, unknown> = {}) => ({
  name: "Fatima Al-Sabah",
  email: " Fatima@Example.com ",
  topic: "watch",
  subject: "Is the Submariner still available?",
  message: "I would like to see the watch in person next week.",
  watchReference: "126610LN",
  language: "ar",
  ...changes,
});

const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as ErrorBody).message;
};

describe("POST /api/contact (issue 13)", () => {
  it("stores the message, tells the staff who chose it and acknowledges the sender in Arabic", async () => {
    await admin.agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "0",
        shipTo: "all",
        contactEmail: "desk@mizan.example",
        contactPhone: "",
        whatsapp: "",
        social: {},
      },
    });
    const response = await visitor().post("/api/contact", letter());
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Fatima Al-Sabah",
      email: "fatima@example.com",
      topic: "watch",
      watchReference: "126610LN",
      language: "ar",
      status: "unread",
    });
    // The owner chose contact messages by default (issue 28): the shop's address is not written to.
    expect(await t.lastMailTo("desk@mizan.example")).toBeUndefined();
    const notification = await t.lastMailTo(admin.user.email);
    expect(notification?.kind).toBe("contact-notification");
    expect(notification?.subject).toContain("Fatima Al-Sabah");
    expect(notification?.text).toContain("I would like to see the watch in person next week.");
    expect(notification?.text).toContain(`/admin/inbox?message=${row?.id}`);
    const receipt = await t.lastMailTo("fatima@example.com");
    expect(receipt?.kind).toBe("contact-acknowledgement");
    expect(receipt?.subject).toBe("وصلتنا رسالتك");
    // The receipt never repeats what was typed: the form is no relay for spam.
    expect(receipt?.text).not.toContain("in person");
    await t.db.delete(settings);
  });

  it("acknowledges in English a message written in English", async () => {
    expect(
      (await visitor().post("/api/contact", letter({ language: "en", email: "sam@example.com" }))).status,
    ).toBe(201);
    expect((await t.lastMailTo("sam@example.com"))?.subject).toBe("We received your message");
  });

  it("refuses what the form refuses, with the form's words, and stores and mails nothing", async () => {
    const client = visitor();
    expect(await refusal(await client.post("/api/contact", letter({ name: "  " })))).toBe(
      messages.nameRequired,
    );
    expect(await refusal(await client.post("/api/contact", letter({ email: "not-an-address" })))).toBe(
      messages.invalidEmail,
    );
    const other = visitor();
    expect(await refusal(await other.post("/api/contact", letter({ topic: "gossip" })))).toBe(
      messages.topicRequired,
    );
    expect(await refusal(await other.post("/api/contact", letter({ message: "Hi" })))).toBe(
      messages.messageTooShort,
    );
    const third = visitor();
    expect(await refusal(await third.post("/api/contact", letter({ message: "x".repeat(5001) })))).toBe(
      messages.messageTooLong,
    );
    expect(await refusal(await third.post("/api/contact", letter({ name: "Nul\u0000Byte" })))).toBe(
      "Please remove unsupported characters",
    );
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("refuses a write from another site", async () => {
    const response = await t.app.request("/api/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(letter()),
    });
    expect(response.status).toBe(403);
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    const ours = await t.app.request("/api/contact", {
      method: "POST",
      headers: { origin: testOrigin, "content-type": "application/json", "x-forwarded-for": "192.0.2.250" },
      body: JSON.stringify(letter()),
    });
    expect(ours.status).toBe(201);
  });

  it("answers a filled honeypot as if it worked, and keeps and mails nothing", async () => {
    const response = await visitor().post("/api/contact", letter({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it(`refuses more than ${contactRateLimit.limit} messages from one address in its window with 429`, async () => {
    const client = visitor();
    for (let sent = 0; sent < contactRateLimit.limit; sent += 1) {
      expect((await client.post("/api/contact", letter({ email: `n${sent}@example.com` }))).status).toBe(201);
    }
    const refused = await client.post("/api/contact", letter());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await t.db.select().from(contactMessages)).toHaveLength(contactRateLimit.limit);
    expect((await visitor().post("/api/contact", letter())).status).toBe(201);
  });
});

describe("the admin inbox (issue 13)", () => {
  async function inbox(query = ""): Promise<InboxPageDto> {
    const response = await admin.agent.get(`/api/admin/inbox${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it("is for admins only: 401 signed out, 403 for a shopper", async () => {
    expect((await t.client().get("/api/admin/inbox")).status).toBe(401);
    const shopper = await t.signedInClient();
    expect((await shopper.agent.get("/api/admin/inbox")).status).toBe(403);
    const [row] = await t.db
      .insert(contactMessages)
      .values({ name: "A", email: "a@example.com", topic: "other", message: "Hello there, shop." })
      .returning();
    expect((await shopper.agent.patch(`/api/admin/inbox/${row?.id}`, { status: "handled" })).status).toBe(
      403,
    );
    const [after] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, row?.id ?? ""));
    expect(after?.status).toBe("unread");
  });

  it("lists newest first in keyset pages of 30, open ones by default, with the unread count", async () => {
    const base = Date.parse("2026-03-01T09:00:00Z");
    await t.db.insert(contactMessages).values(
      Array.from({ length: 33 }, (_, index) => ({
        name: `Writer ${index}`,
        email: `writer${index}@example.com`,
        topic: "order",
        message: "Where is my order, please?",
        status: index === 0 ? "archived" : index % 2 ? "unread" : "read",
        createdAt: new Date(base + index * 60_000),
      })),
    );
    const first = await inbox();
    expect(first.unread).toBe(16);
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]?.name).toBe("Writer 32");
    expect(first.nextCursor).toBeTruthy();
    const second = await inbox(`?cursor=${first.nextCursor}`);
    expect(second.messages.map((message) => message.name)).toEqual(["Writer 2", "Writer 1"]);
    expect(second.nextCursor).toBeNull();
    expect((await inbox("?status=archived")).messages.map((message) => message.name)).toEqual(["Writer 0"]);
    expect((await inbox("?status=all")).messages).toHaveLength(30);
    expect((await admin.agent.get("/api/admin/inbox?cursor=nonsense")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/inbox?status=spam")).status).toBe(400);
  });

  it("moves a message between statuses, audits each change and none for no change", async () => {
    await visitor().post("/api/contact", letter({ email: "moves@example.com" }));
    const [row] = await t.db.select().from(contactMessages);
    const id = row?.id ?? "";
    const move = async (status: string) => {
      const response = await admin.agent.patch(`/api/admin/inbox/${id}`, { status });
      expect(response.status).toBe(200);
      return (await response.json()) as ContactMessageDto;
    };
    expect((await move("read")).status).toBe("read");
    expect((await move("handled")).status).toBe("handled");
    expect((await move("handled")).status).toBe("handled");
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => [entry.action, entry.data])).toEqual([
      ["contact_message.status", { before: { status: "unread" }, after: { status: "read" } }],
      ["contact_message.status", { before: { status: "read" }, after: { status: "handled" } }],
    ]);
    expect(entries.every((entry) => entry.actorUserId === admin.user.id)).toBe(true);
    const opened = await admin.agent.get(`/api/admin/inbox/${id}`);
    expect(await opened.json()).toMatchObject({ email: "moves@example.com", status: "handled" });
    expect((await admin.agent.patch(`/api/admin/inbox/${id}`, { status: "deleted" })).status).toBe(400);
    expect((await admin.agent.patch("/api/admin/inbox/not-a-uuid", { status: "read" })).status).toBe(400);
    expect(
      (await admin.agent.patch(`/api/admin/inbox/${crypto.randomUUID()}`, { status: "read" })).status,
    ).toBe(404);
  });
});
