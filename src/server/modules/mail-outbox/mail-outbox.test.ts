import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessageDto, OutboxPageDto } from "../../../shared/outbox-schemas";
import { auditLog, emailOutbox } from "../../db/schema";
import { type FakeSmtp, startFakeSmtp } from "../../test/fake-smtp";
import { createTestApp, type TestApp } from "../../test/test-app";

let smtp: FakeSmtp;
/** Mail over SMTP to the local fake. */
let online: TestApp;
/** No SMTP_URL: the outbox keeps the mail. */
let offline: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  [online, offline] = await Promise.all([
    createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Mizan <shop@mizan.test>" }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([online?.close(), offline?.close()]);
  await smtp?.close();
});

const mail = (to: string, subject = "Your order MZ-000001") => ({
  to,
  subject,
  text: `Hello ${to}, thank you.`,
  html: "<p>Hello</p>",
  kind: "order-confirmation" as const,
});

async function outbox(agent: { get(path: string): Promise<Response> }, query = "") {
  const response = await agent.get(`/api/admin/outbox${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxPageDto;
}

describe("the outbox list (issue 10)", () => {
  it("keeps the shape the end-to-end tests read: { messages } to one address, with to, subject, text and html", async () => {
    const { agent } = await offline.signedInClient({ role: "owner" });
    const to = `exact.${crypto.randomUUID()}@example.com`;
    await offline.services.mailer.send(mail(to));
    const page = await outbox(agent, `?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(page.delivery).toBe("outbox");
    expect(page.messages).toEqual([
      expect.objectContaining({
        to,
        subject: "Your order MZ-000001",
        text: `Hello ${to}, thank you.`,
        html: "<p>Hello</p>",
        kind: "order-confirmation",
        status: "stored",
        attempts: 0,
        error: null,
        sentAt: null,
      }),
    ]);
  });

  it("searches recipients, filters by status and pages newest first", async () => {
    const { agent } = await offline.signedInClient({ role: "owner" });
    const domain = `${crypto.randomUUID().slice(0, 8)}.paged.example`;
    for (let index = 0; index < 53; index += 1)
      await offline.services.mailer.send(mail(`n${index}@${domain}`));
    const first = await outbox(agent, `?q=${domain}`);
    expect(first.messages).toHaveLength(50);
    const second = await outbox(agent, `?q=${domain}&cursor=${first.nextCursor}`);
    expect(second.messages).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    // Every message once across the two pages, newest first (two sent in the same instant may
    // come in either order, so the order is checked by time, not by name).
    const paged = [...first.messages, ...second.messages];
    expect(new Set(paged.map((message) => message.to)).size).toBe(53);
    const times = paged.map((message) => Date.parse(String(message.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await outbox(agent, `?q=${domain}&status=failed`)).messages).toEqual([]);
    expect((await outbox(agent, `?q=${domain}&status=stored`)).messages).toHaveLength(50);
    expect((await agent.get("/api/admin/outbox?status=lost")).status).toBe(400);
  });
});

describe("sending a failed message again (issue 10)", () => {
  it("re-sends a failed message over SMTP, marks it sent, counts the attempt and audits the retry", async () => {
    const { agent, user } = await online.signedInClient({ role: "owner" });
    const to = `retry.${crypto.randomUUID()}@example.com`;
    smtp.refuse(true);
    try {
      await online.services.mailer.send(mail(to));
    } finally {
      smtp.refuse(false);
    }
    const [failed] = (await outbox(agent, `?to=${to}&status=failed`)).messages;
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed?.error).toContain("Mailbox unavailable");

    const response = await agent.post(`/api/admin/outbox/${failed?.id}/retry`);
    expect(response.status).toBe(200);
    const sent: OutboxMessageDto = await response.json();
    expect(sent).toMatchObject({ id: failed?.id, status: "sent", attempts: 2, error: null });
    expect(sent.sentAt).not.toBeNull();
    const delivered = smtp.received.filter((message) => message.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.raw).toContain("Subject: Your order MZ-000001");

    const [entry] = await online.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mail.retry"), eq(auditLog.entityId, failed?.id ?? "")));
    expect(entry).toMatchObject({ actorUserId: user.id, entityType: "email" });
    expect(entry?.data).toMatchObject({
      before: { status: "failed", attempts: 1 },
      after: { status: "pending" },
    });

    // Sent now, so a second press is refused and nothing is sent twice.
    expect((await agent.post(`/api/admin/outbox/${failed?.id}/retry`)).status).toBe(409);
    expect(smtp.received.filter((message) => message.to.includes(to))).toHaveLength(1);
  });

  it("keeps a message failed, with the new error, when SMTP refuses again", async () => {
    const { agent } = await online.signedInClient({ role: "owner" });
    const to = `again.${crypto.randomUUID()}@example.com`;
    smtp.refuse(true);
    try {
      await online.services.mailer.send(mail(to));
      const [failed] = (await outbox(agent, `?to=${to}`)).messages;
      const response = await agent.post(`/api/admin/outbox/${failed?.id}/retry`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "failed", attempts: 2 });
    } finally {
      smtp.refuse(false);
    }
  });

  it("answers 404 for no such message, 400 for a bad id, 409 for one that did not fail", async () => {
    const { agent } = await online.signedInClient({ role: "owner" });
    expect((await agent.post("/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry")).status).toBe(
      404,
    );
    expect((await agent.post("/api/admin/outbox/not-an-id/retry")).status).toBe(400);
    const to = `fine.${crypto.randomUUID()}@example.com`;
    await online.services.mailer.send(mail(to));
    const [sent] = (await outbox(agent, `?to=${to}`)).messages;
    expect(sent?.status).toBe("sent");
    expect((await agent.post(`/api/admin/outbox/${sent?.id}/retry`)).status).toBe(409);
  });

  it("sends nothing offline: without SMTP a stored or failed message cannot be retried (503)", async () => {
    const { agent } = await offline.signedInClient({ role: "owner" });
    const to = `offline.${crypto.randomUUID()}@example.com`;
    await offline.services.mailer.send(mail(to));
    const [stored] = (await outbox(agent, `?to=${to}`)).messages;
    await offline.db
      .update(emailOutbox)
      .set({ status: "failed" })
      .where(eq(emailOutbox.id, stored?.id ?? ""));
    expect((await agent.post(`/api/admin/outbox/${stored?.id}/retry`)).status).toBe(503);
    const [after] = await offline.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, stored?.id ?? ""));
    expect(after?.status).toBe("failed");
  });

  it("answers offline too 404 NOT_FOUND for no such message, and 409 for one that did not fail (issue 25)", async () => {
    const { agent } = await offline.signedInClient({ role: "owner" });
    const missing = await agent.post("/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND", message: "Message not found" });
    const to = `kept.${crypto.randomUUID()}@example.com`;
    await offline.services.mailer.send(mail(to));
    const [kept] = (await outbox(agent, `?to=${to}`)).messages;
    expect(kept?.status).not.toBe("failed");
    expect((await agent.post(`/api/admin/outbox/${kept?.id}/retry`)).status).toBe(409);
  });
});
