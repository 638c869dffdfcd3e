import { readFile } from "node:fs/promises";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { type ContentPageDto, isContentPageSlug } from "../../../shared/content-pages";
import { handlingBusinessDays, returnWindowDays } from "../../../shared/delivery";
import { AppError } from "../../../shared/errors";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { projectRoot } from "../../project-root";
import { sanitizeDescription } from "../catalog/sanitize-description";
import { getShippingFeeCents } from "../settings/settings.service";

/** Where the pages are written (issue 13): `content/pages/<language>/<slug>.md` at the repository's root. */
export const contentPagesDir = join(projectRoot, "content/pages");

// Inline HTML is allowed for <bdi> around Latin names in Arabic text; the description allow-list
// then keeps only structure and links, as for a listing's description.
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/**
 * `<!-- if free-shipping -->free<!-- else -->paid<!-- end -->`: the words that hold only while the
 * settings' shipping fee is nil, as the header's promise does (spec §9 claims), anywhere in a page.
 */
const shippingChoice = /<!-- if free-shipping -->([\s\S]*?)<!-- else -->([\s\S]*?)<!-- end -->/g;

/**
 * The shop's promised figures, which the pages of both languages name only as `{{returnDays}}` and
 * `{{dispatchDays}}` (issue 24): the watch page, the checkout and every page then say the same.
 */
export const contentPageFigures: Record<string, string> = {
  returnDays: String(returnWindowDays),
  dispatchDays: `${handlingBusinessDays.min}-${handlingBusinessDays.max}`,
};

const figure = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A page file as its title, description and safe HTML; a file without a title, or naming a figure
 * the shop does not have, is a build mistake.
 */
export function parseContentPage(
  file: string,
  options: { freeShipping: boolean },
): Omit<ContentPageDto, "slug" | "language"> {
  const source = file
    .replace(shippingChoice, (_, free: string, paid: string) => (options.freeShipping ? free : paid))
    .replace(figure, (_, name: string) => {
      const value = contentPageFigures[name];
      if (value === undefined) throw new Error(`A content page names an unknown figure: ${name}`);
      return value;
    });
  const header = frontMatter.exec(source);
  const fields = new Map(
    (header?.[1] ?? "").split(/\r?\n/).flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()] as const] : [];
    }),
  );
  const title = fields.get("title");
  const description = fields.get("description");
  if (!title || !description) throw new Error("A content page needs a title and a description");
  const body = header ? source.slice(header[0].length) : source;
  return { title, description, html: sanitizeDescription(markdown.render(body)) };
}

/**
 * The shop's pages, read from disk once each and kept: they change only with a deploy. The
 * shipping fee is read per request, so the pages' promise follows the settings at once. An unknown
 * slug is a 404, never a path into the file system.
 */
export function createContentPages(deps: { db: Db; dir?: string }) {
  const dir = deps.dir ?? contentPagesDir;
  const files = new Map<string, Promise<string>>();
  const read = (path: string) => {
    let file = files.get(path);
    if (!file) {
      file = readFile(path, "utf8");
      files.set(path, file);
      file.catch(() => files.delete(path));
    }
    return file;
  };
  return {
    async get(slug: string, language: Language): Promise<ContentPageDto> {
      if (!isContentPageSlug(slug)) throw new AppError("NOT_FOUND", "Page not found");
      const [file, feeCents] = await Promise.all([
        read(join(dir, language, `${slug}.md`)),
        getShippingFeeCents(deps.db),
      ]);
      return { slug, language, ...parseContentPage(file, { freeShipping: feeCents === 0 }) };
    },
  };
}
export type ContentPages = ReturnType<typeof createContentPages>;
