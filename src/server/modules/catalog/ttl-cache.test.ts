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

describe("the cache's stale window", () => {
  it("serves the old value past its time while one load replaces it, and a clear drops both", async () => {
    const cache = createTtlCache<string>({ ttlMs: 20, staleMs: 1_000, maxEntries: 10 });
    expect(await cache.get("k", async () => "first")).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 30));
    let loads = 0;
    let release: (value: string) => void = () => {};
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    expect(await cache.get("k", slow)).toBe("first");
    expect(await cache.get("k", slow)).toBe("first");
    expect(loads).toBe(1);
    release("second");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", slow)).toBe("second");

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("k", slow)).toBe("second");
    cache.clear();
    release("read before the write");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", async () => "after the write")).toBe("after the write");
  });
});
