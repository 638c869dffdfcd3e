import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { parseCsv, unguardCell } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, commas and line ends inside quotes", () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\r\nlines"\r\n1,,3,\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\r\nlines"],
      ["1", "", "3", ""],
    ]);
  });

  it("drops the BOM and reads a last line without a line end", () => {
    expect(parseCsv("\uFEFFBrand,Model\nRolex,Explorer")).toEqual([
      ["Brand", "Model"],
      ["Rolex", "Explorer"],
    ]);
  });

  it("refuses a quote left open or text after a closing quote", () => {
    expect(parseCsv('a,"open\n')).toBeUndefined();
    expect(parseCsv('"closed"x,b\n')).toBeUndefined();
  });

  it("reads back what toCsv wrote, formula guards removed", () => {
    const rows = [
      ["=SUM(A1)", "Day-Date, 40", 'The "Hulk"', "-5"],
      ["@cmd", "", "+1", "plain"],
    ];
    const parsed = parseCsv(toCsv(["a", "b", "c", "d"], rows));
    expect(parsed?.slice(1).map((row) => row.map(unguardCell))).toEqual(rows);
  });
});
