// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimsIn, claimWords } from "../../shared/claims";

/**
 * Issue 24: every promise the shop makes is one keyed text in shared/locales claims.json, in both
 * languages, and every other dictionary that states one only nests it (`$t(claims:…)`). A promise
 * written out anywhere else could say in one language what the other does not.
 */
const dictionaryDirs = [join(import.meta.dirname, "../../shared/locales")];

/** The words that make a promise about authenticity, shipping, returns or photographs. */
const promiseWords = {
  en: /100% authentic|30-day|money-back|free (insured )?shipping|ships? free|shipped free|insured (worldwide )?(shipping|delivery)|certified pre-owned|photographs show|verified by specialists/i,
  ar: /أصلية 100|30 يومًا|استرداد المبلغ|شحن مجاني|شحن مؤمَّن|توصيل مؤمَّن|تُشحن مجانًا|مستعملة ومعتمدة|الساعة نفسها|يتحقق منها متخصصون/,
} as const;

type Dictionary = { [key: string]: string | Dictionary };

function flatten(dictionary: Dictionary, prefix = ""): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function has(dictionary: Dictionary, path: string): boolean {
  let node: string | Dictionary | undefined = dictionary;
  for (const key of path.split(".")) node = typeof node === "object" ? node[key] : undefined;
  return typeof node === "string";
}

const entriesOf = (language: "en" | "ar") =>
  dictionaryDirs.flatMap((dir) =>
    readdirSync(join(dir, language))
      // The back office's words speak to staff (a fee of 0 "means free shipping"), not for the shop.
      // claims.json is where the promises are written; the others may only nest them.
      .filter((file) => file.endsWith(".json") && file !== "admin.json" && file !== "claims.json")
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(join(dir, language, file), "utf8")) as Dictionary).map(
          ([key, value]) => [`${file} ${key}`, value] as const,
        ),
      ),
  );

describe("the shop's claims", () => {
  it("has every claim in both languages with the same placeholders", () => {
    const english = flatten(claimWords.en as Dictionary);
    const arabic = new Map(flatten(claimWords.ar as Dictionary));
    expect([...arabic.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) {
      const names = (value: string) => [...value.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
      expect(names(arabic.get(key) ?? ""), key).toEqual(names(text));
    }
  });

  it.each(["en", "ar"] as const)(
    "is stated in the %s web and mail words only by nesting a claim",
    (language) => {
      const stated = entriesOf(language).filter(([, value]) => promiseWords[language].test(value));
      expect(stated).toEqual([]);
      for (const [key, value] of entriesOf(language)) {
        for (const [, path = ""] of value.matchAll(/\$t\(claims:([\w.-]+)\)/g)) {
          expect(has(claimWords.en as Dictionary, path), `${key} → ${path}`).toBe(true);
          expect(has(claimWords.ar as Dictionary, path), `${key} → ${path}`).toBe(true);
        }
      }
    },
  );

  it("finds the claims a description makes, whatever the markup and isolation around them", () => {
    const arabic = `<h3>التصوير</h3>\n<p>${claimWords.ar.authenticity.default.replace("100", "<bdi>100</bdi>")}</p><p>${claimWords.ar.photography.reference}</p>`;
    expect(claimsIn(arabic, "ar")).toEqual(["photography.reference", "authenticity.default"]);
    expect(claimsIn("<p>The gallery shows studio illustrations.</p>", "en")).toEqual([]);
  });
});
