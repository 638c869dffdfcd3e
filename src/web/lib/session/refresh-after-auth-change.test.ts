import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshAfterAuthChange } from "./refresh-after-auth-change";
import { sessionQueryKey } from "./session";
import { registerSessionScopedKeys } from "./session-scoped-keys";

afterEach(() => {
  vi.useRealTimers();
});

describe("refreshAfterAuthChange (spec: storefront §4, §9)", () => {
  it("reads the session again at once, and the registered keys' data 100 ms later", async () => {
    vi.useFakeTimers();
    registerSessionScopedKeys(["cart"], ["favorites"]);
    const queryClient = new QueryClient();
    for (const queryKey of [sessionQueryKey, ["cart", "count"], ["favorites", "ids"], ["listings"]]) {
      queryClient.setQueryData(queryKey, 1);
    }
    const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

    await refreshAfterAuthChange(queryClient);
    expect(isStale(sessionQueryKey)).toBe(true);
    expect(isStale(["cart", "count"])).toBe(false);

    await vi.advanceTimersByTimeAsync(100);
    expect(isStale(["cart", "count"])).toBe(true);
    expect(isStale(["favorites", "ids"])).toBe(true);
    expect(isStale(["listings"])).toBe(false);
  });
});
