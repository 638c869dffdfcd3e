import { describe, expect, it } from "vitest";
import { listText, objectText, parseJsonText, toJsonText } from "./json-text";

describe("JSON text joined from texts", () => {
  it("reads back as the value serialised whole", () => {
    const items = [
      { title: 'Rolex "Submariner"', n: 1 },
      { title: "أوميغا", n: 2 },
    ];
    const page = { items, total: 2, next: null, note: "a\nb" };
    const joined = objectText<typeof page>({
      items: listText(items.map((item) => toJsonText(item))),
      total: toJsonText(page.total),
      next: toJsonText(page.next),
      note: toJsonText(page.note),
    });
    expect(joined).toBe(JSON.stringify(page));
    expect(parseJsonText(joined)).toEqual(page);
    expect(parseJsonText(listText([]))).toEqual([]);
  });
});
