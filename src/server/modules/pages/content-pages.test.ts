import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentPageSlugs } from "../../../shared/content-pages";
import { handlingBusinessDays, returnWindowDays } from "../../../shared/delivery";
import { languages } from "../../../shared/i18n";
import { contentPagesDir, parseContentPage } from "./content-pages.service";

const fileOf = (language: string, slug: string) =>
  readFileSync(join(contentPagesDir, language, `${slug}.md`), "utf8");
const namedFigures = (file: string) =>
  [...file.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * Issue 24: the shop's pages state its promised figures (the returns window, the days to dispatch)
 * only by name, filled from src/shared/delivery.ts, so no page and no language can promise a
 * figure the watch page and the checkout do not.
 */
describe("the shop's pages", () => {
  it.each(contentPageSlugs)("%s names the same promised figures in every language", (slug) => {
    const [first, ...others] = languages.map((language) => namedFigures(fileOf(language, slug)));
    for (const figures of others) expect(figures).toEqual(first);
  });

  it.each(languages)("in %s never write the returns window or the dispatch days out", (language) => {
    const dispatch = `${handlingBusinessDays.min}-${handlingBusinessDays.max}`;
    // Their "30 days" are other facts: how long a sign-in lasts, how soon a privacy request is answered.
    const otherThirtyDays = ["cookies", "privacy"];
    for (const slug of contentPageSlugs) {
      const file = fileOf(language, slug);
      expect(file, slug).not.toContain(dispatch);
      if (!otherThirtyDays.includes(slug))
        expect(file, slug).not.toMatch(new RegExp(`\\b${returnWindowDays}(-day| days?| يومًا)`));
    }
    const page = parseContentPage(fileOf(language, "shipping-returns"), { freeShipping: true });
    expect(page.html).toContain(dispatch);
    expect(page.html).toContain(String(returnWindowDays));
    expect(page.html).not.toContain("{{");
  });

  it("refuses a page that names a figure the shop does not have", () => {
    expect(() =>
      parseContentPage("---\ntitle: T\ndescription: D\n---\n{{warrantyYears}}", { freeShipping: true }),
    ).toThrow(/unknown figure: warrantyYears/);
  });
});
