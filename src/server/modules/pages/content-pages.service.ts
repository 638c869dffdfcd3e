import { readFile } from "node:fs/promises";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { type ContentPageDto, type ContentPageSlug, isContentPageSlug } from "../../../shared/content-pages";
import { AppError } from "../../../shared/errors";
import type { Language } from "../../../shared/i18n";
import { sanitizeDescription } from "../catalog/sanitize-description";

/** Where the pages are written (issue 13): `content/pages/<language>/<slug>.md` at the repository's root. */
export const contentPagesDir = join(import.meta.dirname, "../../../../content/pages");

// Inline HTML is allowed for <bdi> around Latin names in Arabic text; the description allow-list
// then keeps only structure and links, as for a listing's description.
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** A page file as its title, description and safe HTML; a file without a title is a build mistake. */
export function parseContentPage(source: string): Omit<ContentPageDto, "slug" | "language"> {
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
 * The shop's pages, read from disk once each and kept: they change only with a deploy. An unknown
 * slug is a 404, never a path into the file system.
 */
export function createContentPages(dir: string = contentPagesDir) {
  const cache = new Map<string, Promise<ContentPageDto>>();
  const load = async (slug: ContentPageSlug, language: Language): Promise<ContentPageDto> => ({
    slug,
    language,
    ...parseContentPage(await readFile(join(dir, language, `${slug}.md`), "utf8")),
  });
  return {
    get(slug: string, language: Language): Promise<ContentPageDto> {
      if (!isContentPageSlug(slug)) return Promise.reject(new AppError("NOT_FOUND", "Page not found"));
      const key = `${language}/${slug}`;
      let page = cache.get(key);
      if (!page) {
        page = load(slug, language);
        cache.set(key, page);
        page.catch(() => cache.delete(key));
      }
      return page;
    },
  };
}
export type ContentPages = ReturnType<typeof createContentPages>;
