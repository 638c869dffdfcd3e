import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createListing } from "./test/factories";
import { openTestDatabase, type TestDatabase } from "./test/test-database";

// A PostgreSQL server only (vitest.config.ts): the embedded database belongs to one process.

interface LogLine {
  msg?: string;
  pid?: number;
  path?: string;
  status?: number;
}

let database: TestDatabase;
let server: ChildProcess;
let port: number;
let dataDir: string;
const lines: LogLine[] = [];
/** What the server wrote to stderr, told when a wait fails. */
let errors = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits (bounded: a minute, three processes starting on a busy machine) until the log holds what `found` looks for. */
async function logged(found: (lines: LogLine[]) => boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    if (found(lines)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never logged: ${what}\n${JSON.stringify(lines.slice(-20))}\n${errors}`);
}

const listening = () => lines.filter((line) => line.msg === "Mizan is listening").map((line) => line.pid);

/** A GET on a connection of its own, as a new shopper's: the primary hands each to an instance in turn. */
function getJson(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    }).on("error", reject);
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "mizan-instances-"));
  server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "3",
      WEB_CONCURRENCY: "2",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    errors += chunk;
  });
  let buffered = "";
  server.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.startsWith("{")) lines.push(JSON.parse(line) as LogLine);
  });
  await logged(() => new Set(listening()).size === 2, "two instances listening");
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The instances that answered `path` on new connections, asked until both have (bounded), each answer checked. */
async function askEveryInstance(path: string, check: (body: unknown) => void): Promise<number[]> {
  const pids = new Set<number>();
  // The access log names the path without its query.
  const logs = (line: LogLine) => line.path === path.split("?")[0];
  for (let i = 0; i < 40 && pids.size < 2; i++) {
    const before = lines.filter(logs).length;
    const { status, body } = await getJson(path);
    expect(status).toBe(200);
    check(body);
    await logged(() => lines.filter(logs).length > before, `the log line of ${path}`);
    const pid = lines.filter(logs).at(-1)?.pid;
    if (pid) pids.add(pid);
  }
  return [...pids].sort();
}

it("serves from two instances that each follow a write into their own search index", async () => {
  const instances = [...new Set(listening())].sort();
  // Each instance reads its index after it starts listening (seconds on two busy cores): until
  // then SQL answers and /readyz says so.
  await expect
    .poll(
      async () => {
        const searches = new Set<string>();
        const pids = await askEveryInstance("/readyz", (body) =>
          searches.add((body as { search: string }).search),
        );
        return { pids, searches: [...searches] };
      },
      { timeout: 60_000, interval: 100 },
    )
    .toEqual({ pids: instances, searches: ["index"] });

  // A write reaches every instance's index a moment later, through the change feed.
  const word = `Clusterwatch${Date.now()}`;
  await createListing(database.db, { title: `Testmaker ${word}` });
  await expect
    .poll(
      async () => {
        const totals = new Set<number>();
        const pids = await askEveryInstance(`/api/listings?q=${word}`, (body) =>
          totals.add((body as { total: number }).total),
        );
        return { pids, totals: [...totals] };
      },
      { timeout: 30_000, interval: 50 },
    )
    .toEqual({ pids: instances, totals: [1] });
}, 120_000);

it("starts another instance when one dies, and stops every instance on SIGTERM", async () => {
  const [first, second] = listening();
  process.kill(first as number, "SIGKILL");
  await logged(
    (all) => all.some((line) => line.msg === "an instance stopped; starting another"),
    "a restart",
  );
  await logged(() => new Set(listening()).size === 3, "a third instance listening");
  const replacement = listening().find((pid) => pid !== first && pid !== second);
  expect(replacement).toBeDefined();
  expect((await getJson("/readyz")).status).toBe(200);

  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  expect(await exited).toBe(0);
  for (const pid of [second, replacement]) expect(() => process.kill(pid as number, 0)).toThrow();
}, 120_000);
