import type { SavedSearchQuery } from "../../../shared/alerts";
import { facetNames } from "../../../shared/catalog-api";
import { fillIn, type Language } from "../../../shared/i18n";
import { formatMoney } from "../../../shared/money";
import { watchPath } from "../../../shared/paths";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail, escapeHtml } from "../../providers/mail/mail-layout";
import { mailTexts } from "../../providers/mail/mail-texts";

/** A watch an alert tells of, as the mail shows it. */
export interface AlertWatch {
  slug: string;
  title: string;
  priceCents: number;
  /** Its photograph's smallest rendition, a path on the shop or an absolute URL. */
  imageUrl: string | null;
  /** A favourite's news: its price fell from `previousPriceCents`, or it is for sale again. */
  event?: { kind: "price-drop" | "back-on-sale"; previousPriceCents: number | null };
}

/** The links every alert carries: its one-click unsubscribe (RFC 8058) and its manage page. */
export interface AlertLinks {
  /** The page with the one Unsubscribe button (the mail's visible link). */
  unsubscribePage: string;
  /** The address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClick: string;
  /** The account's alerts page; none for a guest, whose only page is the unsubscribe. */
  manage?: string;
}

const titleFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * The search in a few words for a subject line: its typed words, its brands and category; the
 * other facets are said to be there, not spelled out.
 */
export function describeSearch(query: SavedSearchQuery, language: Language): string {
  const words = mailTexts(language).alerts;
  const parts = [query.q, ...query.brand.map(titleFromSlug), query.category && titleFromSlug(query.category)];
  const named = parts.filter((part): part is string => Boolean(part)).join(" · ");
  const hasMore = facetNames.some((facet) => facet !== "brand" && query[facet].length > 0);
  const label = named || words.allWatches;
  return hasMore ? `${label} ${words.moreFilters}` : label;
}

const absolute = (publicUrl: string, path: string) =>
  path.startsWith("http") ? path : `${publicUrl}${path}`;

function watchUrl(publicUrl: string, slug: string, language: Language) {
  return `${publicUrl}${watchPath(slug)}?lang=${language}`;
}

function eventLine(watch: AlertWatch, language: Language): string | undefined {
  const words = mailTexts(language).favoriteAlert;
  if (!watch.event) return undefined;
  const price = formatMoney(watch.priceCents, "USD");
  if (watch.event.kind === "back-on-sale") return fillIn(words.backOnSale, { price });
  return fillIn(words.priceDrop, {
    price,
    previous: formatMoney(watch.event.previousPriceCents ?? watch.priceCents, "USD"),
  });
}

/** The watches as rows of photograph, title and price (Latin names isolated inside Arabic). */
function watchBlock(watches: readonly AlertWatch[], language: Language, publicUrl: string) {
  const rows = watches
    .map((watch) => {
      const url = escapeHtml(watchUrl(publicUrl, watch.slug, language));
      const image = watch.imageUrl
        ? `<img src="${escapeHtml(absolute(publicUrl, watch.imageUrl))}" alt="" width="80" height="80" style="object-fit:cover;border:1px solid #e6dcc6">`
        : "";
      const line = eventLine(watch, language);
      const price = line
        ? `<bdi>${escapeHtml(line)}</bdi>`
        : `<span dir="ltr">${formatMoney(watch.priceCents, "USD")}</span>`;
      return `<tr><td style="padding:8px 0;width:88px"><a href="${url}">${image}</a></td><td style="padding:8px"><a href="${url}" style="color:#14110f"><bdi>${escapeHtml(watch.title)}</bdi></a><br>${price}</td></tr>`;
    })
    .join("");
  const text = watches
    .map((watch) => {
      const line = eventLine(watch, language) ?? formatMoney(watch.priceCents, "USD");
      return `- ${watch.title}: ${line}\n  ${watchUrl(publicUrl, watch.slug, language)}`;
    })
    .join("\n");
  return {
    html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
    text,
  };
}

/** RFC 8058: a mail client offers its own Unsubscribe button, which POSTs to `oneClick`. */
function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function footerLinks(links: AlertLinks, language: Language) {
  const words = mailTexts(language).alerts;
  return [
    { label: words.unsubscribe, url: links.unsubscribePage },
    ...(links.manage ? [{ label: words.manage, url: links.manage }] : []),
  ];
}

/** New watches found by a saved search: at once (instant) or the day's (daily digest). */
export function savedSearchAlertMessage(input: {
  to: string;
  language: Language;
  query: SavedSearchQuery;
  searchUrl: string;
  watches: readonly AlertWatch[];
  isDigest: boolean;
  links: AlertLinks;
  publicUrl: string;
}): MailMessage {
  const { language } = input;
  const texts = mailTexts(language);
  const words = input.isDigest ? texts.savedSearchDigest : texts.savedSearchAlert;
  const values = { search: describeSearch(input.query, language) };
  return composeMail({
    to: input.to,
    kind: input.isDigest ? "saved-search-digest" : "saved-search-alert",
    language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    details: watchBlock(input.watches, language, input.publicUrl),
    action: { label: words.action, url: input.searchUrl },
    note: texts.alerts.noteSearch,
    footerLinks: footerLinks(input.links, language),
    headers: unsubscribeHeaders(input.links),
  });
}

/** A guest's search waits for this mail's link: nothing else is sent to the address before it. */
export function confirmSearchMessage(input: {
  to: string;
  language: Language;
  query: SavedSearchQuery;
  confirmUrl: string;
}): MailMessage {
  const words = mailTexts(input.language).confirmSearchAlert;
  const values = { search: describeSearch(input.query, input.language) };
  return composeMail({
    to: input.to,
    kind: "saved-search-confirm",
    language: input.language,
    subject: words.subject,
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    action: { label: words.action, url: input.confirmUrl },
    note: words.note,
  });
}

/** A favourite's lower price or return to sale, all of one account's news in one mail. */
export function favoriteAlertMessage(input: {
  to: string;
  language: Language;
  watches: readonly AlertWatch[];
  links: AlertLinks & { manage: string };
  publicUrl: string;
}): MailMessage {
  const { language } = input;
  const texts = mailTexts(language);
  const words = texts.favoriteAlert;
  return composeMail({
    to: input.to,
    kind: "favorite-alert",
    language,
    subject: fillIn(words.subject, { title: input.watches[0]?.title ?? "" }),
    title: words.title,
    paragraphs: words.paragraphs,
    details: watchBlock(input.watches, language, input.publicUrl),
    action: { label: words.action, url: `${input.publicUrl}/account?lang=${language}` },
    note: texts.alerts.noteFavorites,
    footerLinks: footerLinks(input.links, language),
    headers: unsubscribeHeaders(input.links),
  });
}
