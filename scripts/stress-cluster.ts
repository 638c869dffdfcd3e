/**
 * `npm run stress:cluster [-- --seconds 60 --shoppers 8 --watches 40]` — issue 29's scale-out
 * drill (scripts/cluster/drill.ts): three compiled instances behind Debian's nginx, the local
 * PostgreSQL (`DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres, where it makes a
 * database of its own and drops it after), s3rver for the images; shoppers and staff at work while
 * instances are killed, stopped and started again. Prints its report, and exits 1 on any violation.
 * `--json` prints the report as one JSON line last.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { runDrill } from "./cluster/drill";

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    shoppers: { type: "string", default: "8" },
    watches: { type: "string", default: "40" },
    json: { type: "boolean", default: false },
  },
});

if (!existsSync("dist/server/main.mjs") || !existsSync("dist/web/index.html")) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}
const report = await runDrill({
  seconds: Number(flags.seconds),
  shoppers: Number(flags.shoppers),
  watches: Number(flags.watches),
  postgresAdminUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  say: (line) => console.log(`· ${line}`),
});
const width = Math.max(...report.rows.map(([label]) => label.length));
console.log("");
for (const [label, value] of report.rows) console.log(`${label.padEnd(width)}  ${value}`);
for (const violation of report.violations) console.log(`VIOLATION ${violation}`);
if (flags.json) console.log(JSON.stringify(report));
process.exit(report.violations.length === 0 ? 0 : 1);
