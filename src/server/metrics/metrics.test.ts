import { type AddressInfo, createServer, type Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "../db/schema";
import { fillCart, postCheckout, readCheckout } from "../test/checkout-flow";
import { createListing } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

const token = "metrics-token-for-the-tests-0123456789";
const authorization = `Bearer ${token}`;

/** The scrape of `t`, once its search index holds what the test wrote (test-app.ts). */
async function scrapeOf(t: TestApp): Promise<string> {
  const response = await t.client().call("/metrics", { headers: { authorization } });
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * The value of the one sample of `name` with `labels` (and this process's `pid`), read from the text
 * format's `name{label="value",...} value` lines; undefined when there is none.
 */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = { ...labels, pid: String(process.pid) };
  const found = text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const [, labelText = "", value = ""] = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const pairs = [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]);
      return { labels: Object.fromEntries(pairs) as Record<string, string>, value: Number(value) };
    })
    .filter((sample) => Object.entries(wanted).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} with ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

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

  it("names every series by Prometheus's conventions, and types each of ours", async () => {
    const types = new Map(
      [...(await scrapeOf(t)).matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name = "", type = ""]) => [
        name,
        type,
      ]),
    );
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith("mizan_")))).toEqual({
      mizan_database_busy: "gauge",
      mizan_database_waiting: "gauge",
      mizan_database_refused_total: "counter",
      mizan_search_index_listings: "gauge",
      mizan_search_index_age_seconds: "gauge",
      mizan_purchases: "gauge",
      mizan_image_uploads: "gauge",
      mizan_mail_outbox_unsent: "gauge",
      mizan_checkout_reservations_released_total: "counter",
    });
    for (const [name, type] of types) {
      const series = `${name} (${type})`;
      // Ours carry the shop's prefix; beside them, the HTTP histogram and prom-client's process metrics.
      expect(name, series).toMatch(/^(mizan|http|process|nodejs)_[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(name, series).not.toMatch(
        /_(milliseconds|ms|microseconds|minutes|hours|kilobytes|megabytes|percent)(_|$)/,
      );
      if (type === "counter") expect(name, series).toMatch(/_total$/);
      // prom-client's gauges of open handles end in _total; ours keep the suffix for counters.
      if (name.startsWith("mizan_") && type !== "counter") expect(name, series).not.toMatch(/_total$/);
      if (/(^|_)(duration|latency|lag|delay|age|time)(_|$)/.test(name))
        expect(name, series).toMatch(/_seconds(_total)?$/);
      if (/(^|_)(memory|heap)(_|$)/.test(name)) expect(name, series).toMatch(/_bytes$/);
    }
  });

  it("counts the checkout reservations its own sweep releases, and no other app's", async () => {
    const other = await createTestApp({ METRICS_TOKEN: token });
    try {
      const before = sampleOf(await scrapeOf(t), "mizan_checkout_reservations_released_total") ?? Number.NaN;
      const watch = await createListing(t.db);
      const guest = t.client();
      const total = await fillCart(guest, watch.id);
      const { started } = await readCheckout(
        await postCheckout(guest, { email: "late@example.com", expectedTotalCents: total }),
      );
      const runOut = new Date(Date.now() + 31 * 60_000);
      expect(await other.sweepReservations(runOut)).toBe(0);
      const released = await t.sweepReservations(runOut);
      expect(released).toBeGreaterThanOrEqual(1);
      const [order] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, started?.orderNumber ?? ""));
      expect(order?.status).toBe("expired");
      expect(sampleOf(await scrapeOf(t), "mizan_checkout_reservations_released_total")).toBe(
        before + released,
      );
      expect(sampleOf(await scrapeOf(other), "mizan_checkout_reservations_released_total")).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("shows the uploads holding the image queue's turn and waiting for it", async () => {
    const { agent } = await t.signedInClient({ role: "owner" });
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#28466e" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "watch.jpg");
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const headers = {
      "content-type": encoded.headers.get("content-type") ?? "",
      "content-length": String(bytes.length),
    };
    // Three uploads whose bodies arrive only once released: one holds the turn, two wait for it.
    const senders: (() => void)[] = [];
    const uploads = Array.from({ length: 3 }, () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          senders.push(() => {
            controller.enqueue(bytes);
            controller.close();
          });
        },
      });
      return agent.call("/api/admin/media", { method: "POST", body, duplex: "half", headers } as RequestInit);
    });
    const queue = async () => {
      const text = await scrapeOf(t);
      return {
        running: sampleOf(text, "mizan_image_uploads", { state: "running" }),
        waiting: sampleOf(text, "mizan_image_uploads", { state: "waiting" }),
      };
    };
    await expect.poll(queue, { timeout: 5_000 }).toEqual({ running: 1, waiting: 2 });
    for (const send of senders) send();
    expect((await Promise.all(uploads)).map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await queue()).toEqual({ running: 0, waiting: 0 });
  });

  it("tells how long ago the search index took in a change, beside the listings it holds", async () => {
    await t.caughtUp();
    const first = await scrapeOf(t);
    const listings = sampleOf(first, "mizan_search_index_listings") ?? Number.NaN;
    const age = sampleOf(first, "mizan_search_index_age_seconds") ?? Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing changed meanwhile: the index is older by the pause.
    expect(sampleOf(await scrapeOf(t), "mizan_search_index_age_seconds")).toBeGreaterThanOrEqual(age + 0.25);
    const written = performance.now();
    await createListing(t.db);
    await t.caughtUp();
    const after = await scrapeOf(t);
    expect(sampleOf(after, "mizan_search_index_listings")).toBe(listings + 1);
    expect(sampleOf(after, "mizan_search_index_age_seconds")).toBeLessThanOrEqual(
      (performance.now() - written) / 1000,
    );
  });
});

describe("/metrics of a busy database (issue 15)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token }, { maxWaiting: 2 });
  });
  afterAll(() => t.close());

  it("shows the work waiting for the database, and counts the requests it refused with 503", async () => {
    await t.caughtUp();
    // Straight to the app: the test client would first wait for the search index, on the database.
    const scrape = async () => (await t.app.request("/metrics", { headers: { authorization } })).text();
    const idle = await scrape();
    expect(sampleOf(idle, "mizan_database_waiting")).toBe(0);
    const refusedBefore = sampleOf(idle, "mizan_database_refused_total") ?? Number.NaN;

    // Transactions held open take every connection (PGlite's one) until the next one has to wait.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    while (t.database.waiting() === 0) {
      held.push(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    const statuses: number[] = [];
    const answers = Array.from({ length: 12 }, () =>
      Promise.resolve(t.app.request("/api/categories")).then((answer) => {
        statuses.push(answer.status);
        return answer;
      }),
    );
    const refusals = () => statuses.filter((status) => status === 503).length;
    await expect.poll(() => t.database.waiting()).toBe(2);
    await expect.poll(refusals).toBeGreaterThan(0);
    const busy = await scrape();
    expect(sampleOf(busy, "mizan_database_waiting")).toBe(2);
    expect(sampleOf(busy, "mizan_database_busy")).toBe(1);
    expect(sampleOf(busy, "mizan_database_refused_total")).toBeGreaterThanOrEqual(refusedBefore + refusals());

    release();
    await Promise.all([...held, ...answers]);
    expect(statuses).toContain(200);
    const after = await scrape();
    expect(sampleOf(after, "mizan_database_waiting")).toBe(0);
    expect(sampleOf(after, "mizan_database_busy")).toBe(0);
    expect(sampleOf(after, "mizan_database_refused_total")).toBe(refusedBefore + refusals());
  });
});

describe("/metrics of the mail outbox (issue 10)", () => {
  let t: TestApp;
  // A mail server that takes the connection and never greets: a message stays pending until it is cut off.
  const connections = new Set<Socket>();
  const silent = createServer((socket) => connections.add(socket));
  const hangUp = () => {
    silent.close();
    for (const socket of connections) socket.destroy();
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    t = await createTestApp({ METRICS_TOKEN: token, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    hangUp();
    await t.close();
  });

  it("counts the e-mails not sent yet and the failed ones, reading the outbox at most every 5 s", async () => {
    const start = Date.now();
    // Scrapes on a clock the test sets, so which of them read the outbox does not hang on its speed.
    const scrapeAt = async (ms: number) => {
      vi.useFakeTimers({ toFake: ["Date"], now: start + ms });
      try {
        const text = await scrapeOf(t);
        return {
          pending: sampleOf(text, "mizan_mail_outbox_unsent", { status: "pending" }),
          failed: sampleOf(text, "mizan_mail_outbox_unsent", { status: "failed" }),
        };
      } finally {
        vi.useRealTimers();
      }
    };
    const email = `sara.${crypto.randomUUID()}@example.com`;
    const signUp = t
      .client()
      .post("/api/auth/sign-up/email", { firstName: "Sara", lastName: "K", email, password: "secret-watch" });
    await expect.poll(async () => (await t.lastMailTo(email))?.status).toBe("pending");
    expect(await scrapeAt(0)).toEqual({ pending: 1, failed: 0 });

    hangUp();
    await expect.poll(async () => (await t.lastMailTo(email))?.status).toBe("failed");
    expect((await signUp).status).toBe(200);
    expect(await scrapeAt(4_000)).toEqual({ pending: 1, failed: 0 });
    expect(await scrapeAt(5_000)).toEqual({ pending: 0, failed: 1 });
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
