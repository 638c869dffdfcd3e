import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// Issue 29, "a smaller version runs in npm test": stress:cluster for twenty seconds, on the
// PostgreSQL server the API suite uses, with the build `npm start` made for the other specs.
const postgres = process.env.TEST_DATABASE_URL;

test("three instances behind nginx lose nothing while one is killed twice and another stopped", async () => {
  test.skip(!postgres, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.setTimeout(300_000);
  const adminUrl = new URL(postgres as string);
  adminUrl.pathname = "/postgres";
  const drill = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/stress-cluster.ts",
      "--seconds",
      "20",
      "--shoppers",
      "3",
      "--watches",
      "6",
      "--json",
    ],
    { env: { ...process.env, DATABASE_URL: adminUrl.toString() }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let printed = "";
  drill.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    printed += chunk;
  });
  const code = await new Promise<number | null>((resolve) => drill.once("exit", resolve));
  const last = printed.trim().split("\n").pop() ?? "";
  const report = JSON.parse(last) as { rows: [string, string][]; violations: string[] };
  expect(report.violations, printed).toEqual([]);
  expect(code).toBe(0);
  const row = (label: string) => report.rows.find(([name]) => name === label)?.[1];
  expect(Number(row("requests answered"))).toBeGreaterThan(100);
  expect(row("paid orders / applied payments")).toBe("6 / 6");
  expect(row("staff session valid on instances")).toBe("3 of 3");
  expect(row("search from the index, same answers")).toBe("3 of 3");
  expect(Number(row("listing edits (with a photo)")?.split(" ")[0])).toBeGreaterThan(3);
});
