import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import {
  type ReferenceImportReport,
  type ReferencePageDto,
  type ReferenceWatchDto,
  referenceCatalogueMessages,
} from "../../../shared/reference-catalogue-schemas";
import { auditLog, referenceWatches } from "../../db/schema";
import { parseCsv } from "../../http/csv-parse";
import { createTestApp, type TestApp } from "../../test/test-app";
import { referenceCatalogue } from "./reference-catalogue-data";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

const base = "/api/admin/catalogue";
const put = (path: string, json: unknown) => admin.agent.call(path, { method: "PUT", json });
const importCsv = (csv: string, dryRun?: boolean) => admin.agent.post(`${base}/import`, { csv, dryRun });

async function list(query = ""): Promise<ReferencePageDto> {
  const response = await admin.agent.get(`${base}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function find(brand: string, reference: string): Promise<ReferenceWatchDto> {
  const page = await list(`?q=${encodeURIComponent(reference)}&brand=${encodeURIComponent(brand)}`);
  const watch = page.items.find((item) => item.reference === reference);
  if (!watch) throw new Error(`${brand} ${reference} is not in the catalogue`);
  return watch;
}

const editable = (watch: ReferenceWatchDto) => {
  const { id: _id, source: _source, editedAt: _editedAt, ...fields } = watch;
  return fields;
};

describe("the catalogue list", () => {
  it("pages through every reference in brand and reference order, with the brands for the filter", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let brands: string[] = [];
    do {
      const page: ReferencePageDto = await list(`?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      brands = page.brands;
    } while (cursor);
    expect(new Set(seen).size).toBe(referenceCatalogue.length);
    expect(brands).toContain("Rolex");
    expect(brands).toContain("A. Lange & Söhne");
  });

  it("searches brand, model, reference and aliases, and filters by brand", async () => {
    const byReference = await list("?q=126610");
    expect(byReference.items.map((item) => item.reference)).toEqual(["126610LN", "126610LV"]);
    const byAlias = await list("?q=hulk");
    expect(byAlias.items.map((item) => item.reference)).toEqual(["116610LV"]);
    const omega = await list("?brand=omega&q=speedmaster");
    expect(omega.items.length).toBeGreaterThan(5);
    expect(omega.items.every((item) => item.brand === "Omega" && item.model.includes("Speedmaster"))).toBe(
      true,
    );
  });

  it("refuses a cursor it did not make", async () => {
    const response = await admin.agent.get(`${base}?cursor=nonsense`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(referenceCatalogueMessages.invalidCursor);
  });
});

describe("editing a reference", () => {
  it("saves every field, marks the row edited and writes an audit row", async () => {
    const explorer = await find("Rolex", "224270");
    const response = await put(`${base}/${explorer.id}`, {
      ...editable(explorer),
      dialColor: "Black lacquer",
      aliases: ["Explorer 40", " Explorer I ", "explorer 40"],
      caseSizeMm: "40.0",
      yearFrom: "2023",
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as ReferenceWatchDto;
    expect(saved).toMatchObject({
      dialColor: "Black lacquer",
      aliases: ["Explorer 40", "Explorer I"],
      caseSizeMm: 40,
    });
    expect(saved.editedAt).not.toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalogue.update"), eq(auditLog.entityId, explorer.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({
      before: { dialColor: "Black" },
      after: { dialColor: "Black lacquer" },
    });
  });

  it.each([
    [{ brand: "" }, referenceCatalogueMessages.brandRequired],
    [{ reference: " -/. " }, referenceCatalogueMessages.referenceNeedsCharacters],
    [{ caseSizeMm: 19.5 }, referenceCatalogueMessages.caseSize],
    [{ caseSizeMm: "40.55" }, referenceCatalogueMessages.caseSize],
    [{ yearFrom: 1899 }, referenceCatalogueMessages.year],
    [{ yearTo: new Date().getUTCFullYear() + 1 }, referenceCatalogueMessages.year],
    [{ yearFrom: 2020, yearTo: 2010 }, referenceCatalogueMessages.yearOrder],
    [{ movement: "bad\u0000byte" }, "Please remove unsupported characters"],
    [{ description: "a".repeat(2001) }, "This text is too long"],
    [
      { aliases: Array.from({ length: 21 }, (_, i) => `alias ${i}`) },
      referenceCatalogueMessages.tooManyAliases,
    ],
  ])("refuses an edit with: %s", async (overrides, message) => {
    const watch = await find("Rolex", "124270");
    const response = await put(`${base}/${watch.id}`, { ...editable(watch), ...overrides });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it("refuses a reference the brand already has, and an unknown id", async () => {
    const watch = await find("Rolex", "124273");
    const taken = await put(`${base}/${watch.id}`, { ...editable(watch), reference: "124-270" });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).message).toBe(referenceCatalogueMessages.duplicate);
    const gone = await put(`${base}/${crypto.randomUUID()}`, editable(watch));
    expect(gone.status).toBe(404);
  });
});

describe("CSV export and import", () => {
  it("exports the filtered catalogue with its header, a BOM and the file name", async () => {
    const response = await admin.agent.get(`${base}/export?brand=Tudor`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/reference-catalogue-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text) ?? [];
    expect(header?.slice(0, 4)).toEqual(["Brand", "Collection", "Model", "Reference"]);
    expect(rows).toHaveLength(referenceCatalogue.filter((entry) => entry.brand === "Tudor").length);
    expect(rows.find((row) => row[3] === "M79030N-0001")?.[4]).toBe("BB58; Black Bay 58");
  });

  it("imports its own export back with nothing to change", async () => {
    const exported = await (await admin.agent.get(`${base}/export?brand=Omega`)).text();
    const response = await importCsv(exported, true);
    expect(response.status, await response.clone().text()).toBe(200);
    const report = (await response.json()) as ReferenceImportReport;
    expect(report).toMatchObject({ dryRun: true, added: [], changed: [], rejected: [] });
    expect(report.unchanged).toBe(referenceCatalogue.filter((entry) => entry.brand === "Omega").length);
  });

  const csv = [
    "Brand,Model,Reference,Case size (mm),Year from,Aliases",
    "Rolex,Submariner Date,126610LN,41,2020,Sub date; Submariner date black", // unchanged
    "rolex,Submariner Date,126610-lv,41,2019,Starbucks; Kermit; Cermit", // year changed
    "Nomos Glashütte,Club Campus,708,36,,", // added
    "Rolex,Explorer,,40,,", // no reference
    "Rolex,Explorer,14270,80,,", // case size
    "Rolex,Submariner Date,126610LN,41,2020,", // repeated
  ].join("\r\n");

  it("a dry run reports what would change and changes nothing", async () => {
    const response = await importCsv(csv, true);
    expect(response.status, await response.clone().text()).toBe(200);
    const report = (await response.json()) as ReferenceImportReport;
    expect(report).toEqual({
      dryRun: true,
      added: [{ row: 4, brand: "Nomos Glashütte", reference: "708" }],
      changed: [
        {
          row: 3,
          brand: "Rolex",
          reference: "126610LV",
          changes: [
            { field: "brand", before: "Rolex", after: "rolex" },
            { field: "reference", before: "126610LV", after: "126610-lv" },
            { field: "yearFrom", before: "2020", after: "2019" },
          ],
        },
      ],
      unchanged: 1,
      rejected: [
        { row: 5, errors: [{ field: "reference", reason: referenceCatalogueMessages.referenceRequired }] },
        { row: 6, errors: [{ field: "caseSizeMm", reason: referenceCatalogueMessages.caseSize }] },
        { row: 7, errors: [{ field: null, reason: referenceCatalogueMessages.csvDuplicateRow }] },
      ],
    } satisfies ReferenceImportReport);
    const added = await t.db.select().from(referenceWatches).where(eq(referenceWatches.reference, "708"));
    expect(added).toHaveLength(0);
  });

  it("applied, it writes the same plan in one go, with one audit row", async () => {
    const response = await importCsv(csv);
    expect(response.status).toBe(200);
    const report = (await response.json()) as ReferenceImportReport;
    expect(report.dryRun).toBe(false);
    expect(report.added).toHaveLength(1);
    const nomos = await find("Nomos Glashütte", "708");
    expect(nomos).toMatchObject({ model: "Club Campus", caseSizeMm: 36, source: "admin" });
    expect(nomos.editedAt).not.toBeNull();
    const lv = await find("Rolex", "126610-lv");
    expect(lv).toMatchObject({
      yearFrom: 2019,
      aliases: ["Starbucks", "Kermit", "Cermit"],
      movement: "Calibre 3235, automatic",
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "catalogue.import"));
    expect(audit).toHaveLength(1);
    const again = (await (await importCsv(csv, true)).json()) as ReferenceImportReport;
    expect(again).toMatchObject({ added: [], changed: [], unchanged: 3 });
  });

  it.each([
    ["", referenceCatalogueMessages.csvEmpty],
    ["Brand,Model,Reference\r\n", referenceCatalogueMessages.csvEmpty],
    ["Brand,Model\r\nRolex,Explorer\r\n", referenceCatalogueMessages.csvMissingColumns],
    [
      "Brand,Model,Reference,Price\r\nRolex,Explorer,224270,100\r\n",
      referenceCatalogueMessages.csvUnknownColumn,
    ],
    ['Brand,Model,Reference\r\nRolex,"Explorer,224270\r\n', referenceCatalogueMessages.csvMalformed],
  ])("refuses the file %j", async (file, message) => {
    const response = await importCsv(file, true);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it("takes a file larger than the API's usual 64 KB body", async () => {
    const exported = await (await admin.agent.get(`${base}/export`)).text();
    const [header = "", ...rows] = exported.trimEnd().split("\r\n");
    const twice = [header, ...rows, ...rows].join("\r\n");
    expect(new TextEncoder().encode(twice).length).toBeGreaterThan(64 * 1024);
    const response = await importCsv(twice, true);
    expect(response.status).toBe(200);
    const report = (await response.json()) as ReferenceImportReport;
    expect(report.rejected).toHaveLength(rows.length);
    expect(report.rejected[0]?.errors).toEqual([
      { field: null, reason: referenceCatalogueMessages.csvDuplicateRow },
    ]);
  });

  it("refuses a row with more or fewer cells than the header, and reports every error of a row", async () => {
    const file = [
      "Brand,Model,Reference,Case size (mm),Year from,Aliases",
      "Rolex,Explorer,224270,40,2016,Explorer I,Explorer 40", // one cell too many
      "Rolex,Submariner Date,126610LN", // three cells short: would clear size, year and aliases
      "Rolex,,,80,1800,", // four errors
    ].join("\r\n");
    const response = await importCsv(file);
    expect(response.status, await response.clone().text()).toBe(200);
    const report = (await response.json()) as ReferenceImportReport;
    expect(report).toMatchObject({ added: [], changed: [], unchanged: 0 });
    expect(report.rejected).toEqual([
      { row: 2, errors: [{ field: null, reason: referenceCatalogueMessages.csvTooManyCells }] },
      { row: 3, errors: [{ field: null, reason: referenceCatalogueMessages.csvTooFewCells }] },
      {
        row: 4,
        errors: [
          { field: "model", reason: referenceCatalogueMessages.modelRequired },
          { field: "reference", reason: referenceCatalogueMessages.referenceRequired },
          { field: "caseSizeMm", reason: referenceCatalogueMessages.caseSize },
          { field: "yearFrom", reason: referenceCatalogueMessages.year },
        ],
      },
    ]);
    const subDate = await find("Rolex", "126610LN");
    expect(subDate).toMatchObject({ caseSizeMm: 41, aliases: ["Sub date", "Submariner date black"] });
  });
});

describe("who may use it", () => {
  it("answers 403 to a signed-in non-admin and 401 to a guest", async () => {
    const user = await t.signedInClient();
    const watch = await find("Rolex", "126610LN");
    expect((await user.agent.get(base)).status).toBe(403);
    expect((await user.agent.get(`${base}/export`)).status).toBe(403);
    expect(
      (await user.agent.post(`${base}/import`, { csv: "Brand,Model,Reference", dryRun: true })).status,
    ).toBe(403);
    expect(
      (await user.agent.call(`${base}/${watch.id}`, { method: "PUT", json: editable(watch) })).status,
    ).toBe(403);
    expect((await t.client().get(base)).status).toBe(401);
  });
});
