import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

const dir = mkdtempSync(join(tmpdir(), "mizan-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("refuses a second holder while the first process lives, naming it", async () => {
    const lock = join(dir, "a.lock");
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(lock, String(sleeper.pid));
      expect(() => lockDataDir(lock)).toThrow(`in use by another Mizan process (pid ${sleeper.pid})`);
    } finally {
      sleeper.kill();
    }
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const lock = join(dir, "b.lock");
    writeFileSync(lock, "999999");
    const release = lockDataDir(lock);
    expect(existsSync(lock)).toBe(true);
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
