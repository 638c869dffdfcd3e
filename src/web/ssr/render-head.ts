import { type Language, languages } from "../../shared/i18n";
import type { HeadTags } from "./head-tags";
import { toScriptJson } from "./json-script";

const ogLocales: Record<Language, string> = { en: "en_US", ar: "ar_KW" };

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** The page's address in one language; hreflang alternates point to these `?lang=` URLs. */
export function languageUrl(publicUrl: string, path: string, language?: Language): string {
  const url = new URL(path, `${publicUrl}/`);
  if (language) url.searchParams.set("lang", language);
  return url.href;
}

function absolute(publicUrl: string, href: string): string {
  return new URL(href, `${publicUrl}/`).href;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" data-head>`;
}

/**
 * The head of a server-rendered page around the title and description its component rendered:
 * canonical URL, hreflang alternates, OpenGraph and Twitter tags and JSON-LD. Every element carries `data-head` so the browser drops them once the shopper navigates.
 */
export function renderHeadTags(
  head: HeadTags,
  options: {
    publicUrl: string;
    language: Language;
    /** The `?lang` of the request, when it named one. */
    urlLanguage?: Language;
    title?: string;
    description?: string;
  },
): string {
  const { publicUrl, language, urlLanguage, title, description } = options;
  // Each language URL is its own canonical; the address without ?lang (the x-default) is too, so
  // a canonical never points at another hreflang alternate.
  const canonical = languageUrl(publicUrl, head.canonicalPath, urlLanguage);
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" data-head>`,
    ...languages.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(languageUrl(publicUrl, head.canonicalPath, other))}" data-head>`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(languageUrl(publicUrl, head.canonicalPath))}" data-head>`,
    meta("property", "og:site_name", "Mizan"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", ogLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta("property", "og:locale:alternate", ogLocales[other])),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
  ];
  if (title) tags.push(meta("property", "og:title", title), meta("name", "twitter:title", title));
  if (description) {
    tags.push(
      meta("property", "og:description", description),
      meta("name", "twitter:description", description),
    );
  }
  if (head.image) {
    const image = absolute(publicUrl, head.image.url);
    tags.push(
      meta("property", "og:image", image),
      meta("property", "og:image:width", String(head.image.width)),
      meta("property", "og:image:height", String(head.image.height)),
      meta("property", "og:image:alt", head.image.alt),
      meta("name", "twitter:image", image),
      meta("name", "twitter:image:alt", head.image.alt),
    );
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json" data-head>${toScriptJson(data)}</script>`);
  }
  return tags.join("\n    ");
}
