import { spawn } from "node:child_process";
import pg from "pg";
import { countTableRows } from "./table-rows";

/**
 * The server's address for PostgreSQL's own tools, its password moved to PGPASSWORD so that it
 * never shows in the process list.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs one of PostgreSQL's client tools; a failure is told with the tool's own last words. */
function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} was not found: a backup of DATABASE_URL needs PostgreSQL's client tools, 15 or later (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * pg_dump's custom format (compressed) of the database at `url`, and the rows of every table, both
 * from one snapshot: the dump runs inside the transaction that exported it, so checkouts committed
 * meanwhile are in neither or in both.
 */
export function dumpPostgres(url: string, file: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const counts = await countTableRows(client);
    const { dbname, env } = connectionOf(url);
    await runTool(
      "pg_dump",
      [
        `--snapshot=${rows[0]?.id}`,
        "--format=custom",
        "--compress=6",
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query("commit");
    return counts;
  });
}

/** Restores a custom-format dump into the database at `url`, all of it or, on any error, none. */
export function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  return runTool(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file],
    env,
  );
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the database at `url` holds no table of its own (a restore goes only into such a one). */
export function postgresIsEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n) === 0;
  });
}

/** The rows of every table in the database at `url`, to check a restore against its backup. */
export function countPostgresRows(url: string): Promise<Record<string, number>> {
  return withClient(url, countTableRows);
}
