import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./http/app-env";
import { requestContext } from "./http/request-context";
import { createLogger, maxLoggedTextLength } from "./logger";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", destination), lines };
}

describe("log lines", () => {
  it("redact passwords, tokens, cookies, authorisation and payment secrets at any depth", () => {
    const { logger, lines } = capture();
    logger.info({
      password: "hunter22",
      body: { password: "hunter22", token: "tok_1", card: { number: "4242" } },
      headers: { cookie: "session=abc", authorization: "Bearer abc", "stripe-signature": "t=1,v1=x" },
      payment: { client_secret: "pi_secret", hashstring: "deadbeef" },
    });
    const line = JSON.stringify(lines[0]);
    for (const secret of [
      "hunter22",
      "tok_1",
      "4242",
      "session=abc",
      "Bearer abc",
      "v1=x",
      "pi_secret",
      "deadbeef",
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ password: "[redacted]", headers: { cookie: "[redacted]" } });
  });

  it("cut long values, in fields and in errors", () => {
    const { logger, lines } = capture();
    const huge = "a".repeat(5_000_000);
    logger.error({ email: huge, err: new Error(`insert failed: ${huge}`) }, "unhandled error");
    const line = JSON.stringify(lines[0]);
    expect(line.length).toBeLessThan(5_000);
    const [logged] = lines as [{ email: string; err: { message: string } }];
    expect(logged.email).toHaveLength(maxLoggedTextLength + "… [5000000 characters]".length);
    expect(logged.err.message).toContain("[5000015 characters]");
  });

  it("carry the id of the request they were written for, by whichever module, and no other", async () => {
    const { logger, lines } = capture();
    // A module that logs through the process logger, later in the request (after awaiting).
    const remember = async (what: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn({ what }, "remembered");
    };
    const app = new Hono<AppEnv>()
      .use(requestContext(logger))
      .get("/a", async (c) => {
        await remember("a");
        return c.text("a");
      })
      .get("/b", async (c) => {
        await remember("b");
        return c.text("b");
      });
    const [a, b] = await Promise.all([
      app.request("/a", { headers: { "x-request-id": "request-a" } }),
      app.request("/b", { headers: { "x-request-id": "request-b" } }),
    ]);
    expect([await a.text(), await b.text()]).toEqual(["a", "b"]);
    logger.info("between requests");
    const remembered = lines.filter((line) => line.msg === "remembered");
    expect(remembered.map((line) => [line.what, line.reqId]).sort()).toEqual([
      ["a", "request-a"],
      ["b", "request-b"],
    ]);
    expect(lines.find((line) => line.msg === "between requests")).not.toHaveProperty("reqId");
    // The request's own line names it once.
    expect(lines.filter((line) => line.path === "/a").map((line) => line.reqId)).toEqual(["request-a"]);
  });
});
