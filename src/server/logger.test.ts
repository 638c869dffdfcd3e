import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
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
});
