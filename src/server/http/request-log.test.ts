import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Issue 25: the request log carried password-reset tokens, and the links printed for development
 * (no SMTP) were cut with "…" and could not be followed.
 */
let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, { logger: createLogger("info", destination) });
});
afterAll(() => t.close());

/** The links the outbox printed for the last mail to `to`. */
function printedLinks(to: string): string[] {
  const printed = lines.filter((line) => line.msg === "mail stored in outbox" && line.to === to).at(-1);
  return (printed?.links as string[] | undefined) ?? [];
}

const requestLines = () => lines.filter((line) => "path" in line && "status" in line);

describe("the request log", () => {
  it("prints whole, usable confirmation and reset links, and no token in a request line", async () => {
    const email = `layla.${crypto.randomUUID()}@example.com`;
    const agent = t.client();
    await agent.post("/api/auth/sign-up/email", {
      firstName: "Layla",
      lastName: "Al-Sabah",
      email,
      password: "secret-watch-1",
      callbackURL: "/account",
    });
    const [confirmation = ""] = printedLinks(email);
    expect(confirmation).toBe((await t.lastMailTo(email))?.text.match(/https?:\/\/\S+/)?.[0]);
    const confirmed = await agent.get(confirmation.replace(t.config.publicUrl, ""));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1&lang=en");

    await agent.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const [reset = ""] = printedLinks(email);
    const followed = await agent.get(reset.replace(t.config.publicUrl, ""));
    const token = new URL(followed.headers.get("location") ?? "", "http://x").searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(
      (await agent.post("/api/auth/reset-password", { newPassword: "a-new-secret", token })).status,
    ).toBe(200);

    const confirmationToken = new URL(confirmation).searchParams.get("token") ?? "";
    const logged = JSON.stringify(requestLines());
    expect(logged).toContain("/api/auth/reset-password/[redacted]");
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(confirmationToken);
  });
});
