import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceKey } from "../../../shared/reference-catalogue-schemas";
import { translateSpecValue } from "../../../shared/spec-value-words";
import type { Database } from "../../db/client";
import { demoWatches } from "../../demo/catalog-data";
import { openTestDatabase } from "../../test/test-database";
import { referenceWatches } from "./analysis.schema";
import { searchReferences } from "./reference-catalogue.service";
import { referenceCatalogue } from "./reference-catalogue-data";
import { loadReferenceCatalogue } from "./reference-catalogue-load";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const top = async (query: string, limit = 3) =>
  (await searchReferences(database.db, query, limit)).map(
    (hit) => `${hit.watch.brand} ${hit.watch.reference}`,
  );

describe("the bundled reference catalogue (issue 12)", () => {
  it("has at least 300 references over at least 20 brands, the demo shop's brands first", () => {
    const brands = [...new Set(referenceCatalogue.map((entry) => entry.brand))];
    const demoBrands = [...new Set(demoWatches.map((watch) => watch.brand))];
    expect(referenceCatalogue.length).toBeGreaterThanOrEqual(300);
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(new Set(brands.slice(0, demoBrands.length))).toEqual(new Set(demoBrands));
  });

  it("holds every reference the demo shop sells, each brand and reference once", () => {
    const keys = referenceCatalogue.map((entry) => `${entry.brand}|${referenceKey(entry.reference)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const watch of demoWatches)
      expect(keys).toContain(`${watch.brand}|${referenceKey(watch.reference)}`);
  });

  it("names every case material and dial colour in Arabic; a movement keeps only its calibre's name as written", () => {
    const untranslated = (value: string | null | undefined) =>
      value ? translateSpecValue(value, "ar").parts.filter((part) => !part.translated) : [];
    for (const entry of referenceCatalogue) {
      expect(untranslated(entry.caseMaterial), entry.reference).toEqual([]);
      expect(untranslated(entry.dialColor), entry.reference).toEqual([]);
      for (const part of untranslated(entry.movement))
        expect(part.text, entry.reference).toMatch(/Calibre|^El Primero|^Powermatic/);
    }
  });

  it("is in the database of a fresh start, every row from the file", async () => {
    const [row] = await database.db
      .select({
        count: sql<number>`count(*)::int`,
        fromFile: sql<number>`count(*) filter (where source = 'catalogue')::int`,
      })
      .from(referenceWatches);
    expect(row).toEqual({ count: referenceCatalogue.length, fromFile: referenceCatalogue.length });
  });
});

describe("searchReferences", () => {
  it.each(["126610", "Sub date", "submariner 126610ln", "rolex 126610 ln", "ROLEX 126610-LN"])(
    "%s finds the Submariner Date 126610LN first",
    async (query) => {
      const [first] = await searchReferences(database.db, query, 5);
      expect(first?.watch).toMatchObject({
        brand: "Rolex",
        model: "Submariner Date",
        reference: "126610LN",
        caseSizeMm: 41,
      });
    },
  );

  it("a reference prefix finds each reference that begins with it, LN before LV", async () => {
    expect(await top("126610", 2)).toEqual(["Rolex 126610LN", "Rolex 126610LV"]);
  });

  it("a whole reference scores 1, a prefix less, and the next hits lower", async () => {
    const hits = await searchReferences(database.db, "submariner 126610ln", 3);
    expect(hits[0]?.score).toBe(1);
    expect(hits[1]?.score).toBeLessThan(1);
  });

  it("finds nicknames, references with dots and slashes, and accents typed without them", async () => {
    expect(await top("Hulk", 1)).toEqual(["Rolex 116610LV"]);
    expect(await top("batman", 1)).toEqual(["Rolex 126710BLNR"]);
    expect(await top("pepsi", 1)).toEqual(["Rolex 126710BLRO"]);
    expect(await top("5711 1a 010", 1)).toEqual(["Patek Philippe 5711/1A-010"]);
    expect(new Set(await top("5711/1A", 4))).toEqual(
      new Set(["010", "011", "014", "018"].map((dial) => `Patek Philippe 5711/1A-${dial}`)),
    );
    expect(await top("310.30.42.50.01.001", 1)).toEqual(["Omega 310.30.42.50.01.001"]);
    expect(await top("lange sohne 191.032", 1)).toEqual(["A. Lange & Söhne 191.032"]);
  });

  it("answers nothing for words no watch has", async () => {
    expect(await searchReferences(database.db, "zzqx vvwy", 5)).toEqual([]);
    expect(await searchReferences(database.db, "  ", 5)).toEqual([]);
  });
});

describe("loadReferenceCatalogue", () => {
  it("adds what is missing, puts the file's values back, and leaves an admin's edit alone", async () => {
    const { db } = database;
    const explorer = eq(referenceWatches.reference, "224270");
    const hulk = eq(referenceWatches.reference, "116610LV");
    await db.delete(referenceWatches).where(explorer);
    await db.update(referenceWatches).set({ movement: "changed by hand" }).where(hulk);
    await db
      .update(referenceWatches)
      .set({ model: "Submariner Date (edited)", editedAt: new Date() })
      .where(eq(referenceWatches.reference, "126610LN"));

    await loadReferenceCatalogue(db);
    await loadReferenceCatalogue(db);

    const read = async (reference: string) =>
      (await db.select().from(referenceWatches).where(eq(referenceWatches.reference, reference)))[0];
    expect(await read("224270")).toMatchObject({ model: "Explorer", caseSizeMm: 40, source: "catalogue" });
    expect((await read("116610LV"))?.movement).toBe("Calibre 3135, automatic");
    expect((await read("126610LN"))?.model).toBe("Submariner Date (edited)");
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(referenceWatches);
    expect(count?.n).toBe(referenceCatalogue.length);
  });
});
