import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("the catalogue's short-lived cache", () => {
  it("computes concurrent identical misses once (issue 15)", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 42;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get("page", load)));
    expect(answers).toEqual(Array(50).fill(42));
    expect(loads).toBe(1);
  });

  it("never serves a failed load, and loads again after the time to live", async () => {
    const cache = createTtlCache<string>({ ttlMs: 30, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("database busy")))).rejects.toThrow(
      "database busy",
    );
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
    expect(await cache.get("k", async () => "newer")).toBe("fresh");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get("k", async () => "newer")).toBe("newer");
  });
});
