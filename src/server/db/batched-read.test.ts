import { describe, expect, it } from "vitest";
import { batchedRead } from "./batched-read";

interface Row {
  id: string;
}

/** A read that records the keys of each call and finds every key but "gone". */
function recordingRead() {
  const calls: string[][] = [];
  const read = async (keys: string[]): Promise<Row[]> => {
    calls.push([...keys].sort());
    return keys.filter((key) => key !== "gone").map((id) => ({ id }));
  };
  return { calls, read: batchedRead(read, (row) => row.id) };
}

describe("batchedRead", () => {
  it("asks once for the keys of every call made in the same turn, and gives each caller its own rows", async () => {
    const { calls, read } = recordingRead();
    const answers = await Promise.all([read(["a", "b"]), read(["b", "c"]), read(["gone", "d"])]);
    expect(calls).toEqual([["a", "b", "c", "d", "gone"]]);
    expect(answers.map((rows) => rows.map((row) => row.id).sort())).toEqual([["a", "b"], ["b", "c"], ["d"]]);
  });

  it("reads again for calls made after a batch went out", async () => {
    const { calls, read } = recordingRead();
    expect(await read(["a"])).toEqual([{ id: "a" }]);
    expect(await read(["b"])).toEqual([{ id: "b" }]);
    expect(calls).toEqual([["a"], ["b"]]);
  });

  it("asks nothing for no keys", async () => {
    const { calls, read } = recordingRead();
    expect(await read([])).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("splits a turn's keys past a thousand into more reads", async () => {
    const { calls, read } = recordingRead();
    const keys = (from: number) => Array.from({ length: 600 }, (_, i) => `k${from + i}`);
    const answers = await Promise.all([read(keys(0)), read(keys(600))]);
    expect(calls.map((call) => call.length)).toEqual([600, 600]);
    expect(answers.map((rows) => rows.length)).toEqual([600, 600]);
  });

  it("fails every caller of a failed read, and the next turn reads afresh", async () => {
    let fail = true;
    const read = batchedRead(
      async (keys: string[]) => {
        if (fail) throw new Error("database gone");
        return keys.map((id) => ({ id }));
      },
      (row) => row.id,
    );
    const results = await Promise.allSettled([read(["a"]), read(["b"])]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await read(["a"])).toEqual([{ id: "a" }]);
  });
});
