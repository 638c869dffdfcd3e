import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./dashboard-cache";

function harness() {
  const state = { version: "v1", clock: 0, computed: 0, fail: false };
  const cache = createVersionedCache({
    version: async () => state.version,
    compute: async () => {
      state.computed++;
      if (state.fail) throw new Error("database down");
      return `figures #${state.computed}`;
    },
    maxAgeMs: 60_000,
    now: () => state.clock,
  });
  return { state, cache };
}

describe("the dashboard's versioned cache", () => {
  it("computes once while the data's version and the age allow", async () => {
    const { state, cache } = harness();
    expect(await cache.get()).toBe("figures #1");
    state.clock = 59_999;
    expect(await cache.get()).toBe("figures #1");
    expect(state.computed).toBe(1);
  });

  it("computes again the moment the version moves", async () => {
    const { state, cache } = harness();
    await cache.get();
    state.version = "v2";
    expect(await cache.get()).toBe("figures #2");
  });

  it("computes again once the entry is older than its maximum age", async () => {
    const { state, cache } = harness();
    await cache.get();
    state.clock = 60_000;
    expect(await cache.get()).toBe("figures #2");
  });

  it("shares one computation between requests that arrive together", async () => {
    const { state, cache } = harness();
    const answers = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(answers)).toEqual(new Set(["figures #1"]));
    expect(state.computed).toBe(1);
  });

  it("never keeps a failure", async () => {
    const { state, cache } = harness();
    state.fail = true;
    await expect(cache.get()).rejects.toThrow("database down");
    state.fail = false;
    expect(await cache.get()).toBe("figures #2");
  });
});
