import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

const token = "metrics-token-for-the-tests-0123456789";

describe("/metrics (issue 29)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.client().call("/metrics", { headers: authorization ? { authorization } : {} });

  it("counts the requests by route as registered and status, with their latency, for the token's holder", async () => {
    const shopper = t.client();
    for (let i = 0; i < 3; i++) expect((await shopper.get("/api/listings")).status).toBe(200);
    expect((await shopper.get("/api/listings/no-such-watch")).status).toBe(404);

    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    const pid = `pid="${process.pid}"`;
    expect(text).toContain(
      `http_request_duration_seconds_count{${pid},method="GET",route="/api/listings",status="200"} 3`,
    );
    expect(text).toContain(
      `http_request_duration_seconds_count{${pid},method="GET",route="/api/listings/:slug",status="404"} 1`,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",pid="\d+",method="GET",route="\/api\/listings",status="200"\} 3/,
    );
    expect(text).toContain(`mizan_database_busy{${pid}} 0`);
    expect(text).toMatch(/mizan_search_index_listings\{pid="\d+"\} \d+/);
    for (const state of ["running", "waiting"])
      expect(text).toMatch(
        new RegExp(`mizan_purchases\\{(?=[^}]*state="${state}")(?=[^}]*pid="\\d+")[^}]*\\} 0\n`),
      );
    expect(text).toMatch(/process_resident_memory_bytes\{pid="\d+"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds\{pid="\d+"\} [\d.e-]+/);
  });

  it("tells nothing without the token, or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await scrape(authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is not served", async () => {
    const response = await t.client().get("/metrics");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_request_duration_seconds");
  });
});
