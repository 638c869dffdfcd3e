import { describe, expect, it } from "vitest";
import { csvDownloadHeaders, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and starts with a BOM", () => {
    const csv = toCsv(["make", "notes"], [["Rolex", 'box, "papers"\nand tag']]);
    expect(csv).toBe('\uFEFFmake,notes\r\nRolex,"box, ""papers""\nand tag"\r\n');
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    const csv = toCsv(["a", "b", "c", "d"], [["=HYPERLINK(1)", "+1", "@SUM(A1)", "-1+1"]]);
    expect(csv.split("\r\n")[1]).toBe("'=HYPERLINK(1),'+1,'@SUM(A1),'-1+1");
  });

  it("keeps a loss written as text a number, and still guards a minus that starts anything else", () => {
    const csv = toCsv(["profit", "note"], [["-50.000", "-2+3"]]);
    expect(csv.split("\r\n")[1]).toBe("-50.000,'-2+3");
  });

  it("writes numbers as they are, dates as ISO and empty cells as nothing", () => {
    const csv = toCsv(["n", "d", "x"], [[-1250.5, new Date("2026-11-23T10:00:00Z"), null]]);
    expect(csv.split("\r\n")[1]).toBe("-1250.5,2026-11-23T10:00:00.000Z,");
  });

  it("keeps Arabic text as it is", () => {
    expect(toCsv(["ملاحظة"], [["ساعة ممتازة"]])).toContain("ساعة ممتازة");
  });

  it("names the download by date and forbids caching", () => {
    const headers = csvDownloadHeaders("inventory", new Date("2026-11-23T10:00:00Z"));
    expect(headers["Content-Disposition"]).toBe('attachment; filename="inventory-2026-11-23.csv"');
    expect(headers["Cache-Control"]).toBe("no-store");
  });
});
