import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { idWords, RowIds } from "./row-ids";

describe("RowIds", () => {
  const ids = Array.from({ length: 2_000 }, () => randomUUID());
  const held = new RowIds();
  for (const [row, id] of ids.entries()) held.set(row, id);

  it("gives each row its id back as PostgreSQL prints it, and each id its row", () => {
    expect(ids.every((id, row) => held.idOf(row) === id && held.rowOf(id) === row)).toBe(true);
    expect(held.rowOf(randomUUID())).toBeUndefined();
    expect(held.size).toBe(ids.length);
  });

  it("orders rows as their ids sort, whatever the case a cursor spells them in", () => {
    const rows = ids.map((_, row) => row);
    const byWords = [...rows].sort((a, b) => held.compare(a, b)).map((row) => ids[row]);
    expect(byWords).toEqual([...ids].sort());
    const some = ids[7] as string;
    expect(held.compareTo(7, idWords(some.toUpperCase()))).toBe(0);
  });

  it("forgets deleted ids and finds the rest after a row is given a new id", () => {
    for (const id of ids.slice(0, 1_500)) held.delete(id);
    const renewed = randomUUID();
    held.set(3, renewed);
    expect(held.rowOf(ids[3] as string)).toBeUndefined();
    expect(held.rowOf(renewed)).toBe(3);
    expect(ids.slice(1_500).every((id, i) => held.rowOf(id) === 1_500 + i)).toBe(true);
    expect(held.size).toBe(501);
  });
});
