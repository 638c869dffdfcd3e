import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./http-error";
import { createQueryClient } from "./query-client";

/** A read that fails with `error` every time, counting its calls. */
function failingRead(error: Error) {
  return vi.fn(async () => {
    throw error;
  });
}

describe("the query client's retries (issue 25)", () => {
  it("never repeats a read the server refused as the request's own fault (4xx)", async () => {
    const read = failingRead(new ApiError("NOT_FOUND", 404, "The watch you're looking for doesn't exist"));
    await expect(
      createQueryClient().fetchQuery({ queryKey: ["watch", "-1"], queryFn: read }),
    ).rejects.toThrow();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("repeats nothing while rendering on the server, not even a 503", async () => {
    const read = failingRead(new ApiError("SERVICE_UNAVAILABLE", 503, "Busy"));
    const client = createQueryClient({ onServer: true });
    await expect(client.fetchQuery({ queryKey: ["watch", "busy"], queryFn: read })).rejects.toThrow();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("repeats a 503 in the browser three times, backing off 1, 2 and 4 seconds", async () => {
    vi.useFakeTimers();
    try {
      const read = failingRead(new ApiError("SERVICE_UNAVAILABLE", 503, "Busy"));
      const answer = createQueryClient()
        .fetchQuery({ queryKey: ["watch", "busy"], queryFn: read })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(6_999);
      expect(read).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBeInstanceOf(ApiError);
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
