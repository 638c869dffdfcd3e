import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support";

// Issue 13: the server's HTML of the storefront's pages has no error in the Nu HTML Checker (the
// W3C validator), in both languages. vnu-jar ships the checker; Java runs it (Debian's JRE, which
// npm test installs when missing: JAVA_PATH).

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");
const pages = ["/", "/watches", "/watch/rolex-submariner-date-126610ln"];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("the storefront's server HTML has no Nu HTML Checker error", async ({ request }) => {
  test.slow();
  const folder = mkdtempSync(join(tmpdir(), "mizan-vnu-"));
  try {
    const files: string[] = [];
    for (const lang of ["en", "ar"]) {
      for (const [index, path] of pages.entries()) {
        const response = await request.get(`${path}?lang=${lang}`);
        expect(response.status()).toBe(200);
        const file = join(folder, `page-${index}-${lang}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    const run = await promisify(execFile)(
      process.env.JAVA_PATH ?? "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    expect(
      messages.map((m) => `${m.url.split("/").pop()}:${m.lastLine} ${m.message} ${m.extract ?? ""}`),
    ).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
