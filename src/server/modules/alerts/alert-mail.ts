import type { SavedSearchQuery } from "../../../shared/alerts";
import { facetNames, type PriceBand } from "../../../shared/catalog-api";
import { fillIn, type Language } from "../../../shared/i18n";
import { watchPath } from "../../../shared/paths";
import { priceBandWording, roughPriceWriter } from "../../../shared/price-band-words";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail, escapeHtml } from "../../providers/mail/mail-layout";
import { type MailPrices, priceWriter, withConvertedNote } from "../../providers/mail/mail-prices";
import { currencyWords, mailTexts, priceBandTexts } from "../../providers/mail/mail-texts";

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
 * A price band as the collection's filter names it (issue 30): its dollar words, or in the
 * shopper's currency its bounds converted and rounded for reading ("About 3,800–19,000 SAR").
 */
function priceBandName(band: PriceBand, language: Language, prices: MailPrices | undefined): string {
  const texts = priceBandTexts(language);
  if (!prices) return texts.prices[band];
  const symbol = currencyWords(language).symbol[prices.currency];
  const worded = priceBandWording(band, roughPriceWriter(prices.currency, prices.rate, symbol));
  return fillIn(texts.priceBands[worded.key], { amount: worded.amount }).replace(/<\/?amount>/g, "");
}

/**
 * The search in a few words for a subject line: its typed words, its brands, category and price
 * bands (in the shopper's currency, `prices`); the other facets are said to be there, not spelled out.
 */
export function describeSearch(query: SavedSearchQuery, language: Language, prices?: MailPrices): string {
  const words = mailTexts(language).alerts;
  const parts = [
    query.q,
    ...query.brand.map(titleFromSlug),
    query.category && titleFromSlug(query.category),
    ...query.price.map((band) => priceBandName(band, language, prices)),
  ];
  const named = parts.filter((part): part is string => Boolean(part)).join(" · ");
  const hasMore = facetNames.some(
    (facet) => facet !== "brand" && facet !== "price" && query[facet].length > 0,
  );
  const label = named || words.allWatches;
  return hasMore ? `${label} ${words.moreFilters}` : label;
}

const absolute = (publicUrl: string, path: string) =>
  path.startsWith("http") ? path : `${publicUrl}${path}`;

function watchUrl(publicUrl: string, slug: string, language: Language) {
  return `${publicUrl}${watchPath(slug)}?lang=${language}`;
}

/**
 * A watch's price, or its news (a lower price, for sale again), in the shopper's currency when
 * given (issue 30); the WhatsApp alert writes its lines with it too.
 */
export function watchPriceLine(watch: AlertWatch, language: Language, prices?: MailPrices): string {
  const write = priceWriter(language, prices);
  const price = write(watch.priceCents);
  if (!watch.event) return price;
  const words = mailTexts(language).favoriteAlert;
  if (watch.event.kind === "back-on-sale") return fillIn(words.backOnSale, { price });
  return fillIn(words.priceDrop, {
    price,
    previous: write(watch.event.previousPriceCents ?? watch.priceCents),
  });
}

/**
 * The watches as rows of photograph, title and price (Latin names isolated inside Arabic), in the
 * shopper's currency with the line saying it is converted and what is charged (issue 30).
 */
function watchBlock(
  watches: readonly AlertWatch[],
  language: Language,
  publicUrl: string,
  prices: MailPrices | undefined,
) {
  const rows = watches
    .map((watch) => {
      const url = escapeHtml(watchUrl(publicUrl, watch.slug, language));
      const image = watch.imageUrl
        ? `<img src="${escapeHtml(absolute(publicUrl, watch.imageUrl))}" alt="" width="80" height="80" style="object-fit:cover;border:1px solid #e6dcc6">`
        : "";
      const line = watchPriceLine(watch, language, prices);
      const price = watch.event ? `<bdi>${escapeHtml(line)}</bdi>` : `<span dir="ltr">${line}</span>`;
      return `<tr><td style="padding:8px 0;width:88px"><a href="${url}">${image}</a></td><td style="padding:8px"><a href="${url}" style="color:#14110f"><bdi>${escapeHtml(watch.title)}</bdi></a><br>${price}</td></tr>`;
    })
    .join("");
  const text = watches
    .map((watch) => {
      const line = watchPriceLine(watch, language, prices);
      return `- ${watch.title}: ${line}\n  ${watchUrl(publicUrl, watch.slug, language)}`;
    })
    .join("\n");
  return withConvertedNote(
    {
      html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
      text,
    },
    language,
    prices,
  );
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
  /** The search's currency at the shop's current rate; none: dollars (issue 30). */
  prices?: MailPrices;
}): MailMessage {
  const { language } = input;
  const texts = mailTexts(language);
  const words = input.isDigest ? texts.savedSearchDigest : texts.savedSearchAlert;
  const values = { search: describeSearch(input.query, language, input.prices) };
  return composeMail({
    to: input.to,
    kind: input.isDigest ? "saved-search-digest" : "saved-search-alert",
    language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((line) => fillIn(line, values)),
    details: watchBlock(input.watches, language, input.publicUrl, input.prices),
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
  /** The search's currency at the shop's current rate, for its price bands; none: dollars. */
  prices?: MailPrices;
}): MailMessage {
  const words = mailTexts(input.language).confirmSearchAlert;
  const values = { search: describeSearch(input.query, input.language, input.prices) };
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
  /** The owner's currency at the shop's current rate; none: dollars (issue 30). */
  prices?: MailPrices;
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
    details: watchBlock(input.watches, language, input.publicUrl, input.prices),
    action: { label: words.action, url: `${input.publicUrl}/account?lang=${language}` },
    note: texts.alerts.noteFavorites,
    footerLinks: footerLinks(input.links, language),
    headers: unsubscribeHeaders(input.links),
  });
}
