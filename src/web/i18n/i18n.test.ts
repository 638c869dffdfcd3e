// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 28: every word the shop writes lives under one root, held to the same rules: the pages'
 * namespaces, the e-mails (mail.json), the server's messages and the specifications' words.
 */
const localesDir = join(import.meta.dirname, "../../shared/locales");
const namespaces = readdirSync(join(localesDir, "en")).filter((file) => file.endsWith(".json"));
const dictionaries: [string, string][] = namespaces.map((file): [string, string] => [localesDir, file]);

/** The plural forms Arabic needs for every English `_one`/`_other` key (CLDR: six categories). */
const arabicPluralForms = ["zero", "one", "two", "few", "many", "other"];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Dictionary = { [key: string]: string | Dictionary };

function load(dir: string, language: string, file: string): Dictionary {
  return JSON.parse(readFileSync(join(dir, language, file), "utf8")) as Dictionary;
}

/** Flattens nested keys to "a.b.c" paths with their string values. */
function flatten(dictionary: Dictionary, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** Groups plural forms under their base key: "items_one" and "items_other" become "items". */
function byBaseKey(entries: Map<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, value] of entries) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const form = match?.[1] ?? "";
    const group = groups.get(base) ?? new Map<string, string>();
    group.set(form, value);
    groups.set(base, group);
  }
  return groups;
}

function variablesOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ""));
}

it("has at least the common and auth namespaces", () => {
  expect(namespaces).toEqual(expect.arrayContaining(["common.json", "auth.json"]));
  expect(readdirSync(join(localesDir, "ar")).sort()).toEqual([...namespaces].sort());
});

describe.each(dictionaries)("the dictionaries in %s/*/%s", (dir, file) => {
  const english = byBaseKey(flatten(load(dir, "en", file)));
  const arabic = byBaseKey(flatten(load(dir, "ar", file)));

  it("have the same keys in Arabic as in English", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("give Arabic all six plural forms wherever English has plural forms", () => {
    for (const [key, forms] of english) {
      if (!forms.has("one") && !forms.has("other")) continue;
      const arabicForms = [...(arabic.get(key)?.keys() ?? [])].sort();
      expect(arabicForms, key).toEqual([...arabicPluralForms].sort());
    }
  });

  it("have no empty values", () => {
    for (const [language, groups] of [
      ["en", english],
      ["ar", arabic],
    ] as const) {
      for (const [key, forms] of groups) {
        for (const [form, value] of forms) {
          expect(value.trim(), `${language}: ${key}${form && `_${form}`}`).not.toBe("");
        }
      }
    }
  });

  it("keep every interpolation variable of English in Arabic", () => {
    for (const [key, forms] of english) {
      const isPlural = forms.has("other");
      // Arabic may spell out small counts ("منتجان"), so only its "other" form must show {{count}}.
      const required = new Set([...forms.values()].flatMap((text) => [...variablesOf(text)]));
      if (isPlural) required.delete("count");
      for (const [form, text] of arabic.get(key) ?? []) {
        const present = variablesOf(text);
        for (const variable of required)
          expect(present.has(variable), `${key}_${form}: {{${variable}}}`).toBe(true);
      }
      if (isPlural && [...forms.values()].some((text) => variablesOf(text).has("count"))) {
        expect(variablesOf(arabic.get(key)?.get("other") ?? "").has("count"), `${key}_other: {{count}}`).toBe(
          true,
        );
      }
    }
  });
});
