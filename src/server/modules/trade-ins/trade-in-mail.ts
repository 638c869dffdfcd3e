import type { DisplayCurrency } from "../../../shared/display-currencies";
import { fillIn, type Language } from "../../../shared/i18n";
import { formatMoneyRange, formatPrice, type ShopCurrency } from "../../../shared/money";
import type { TradeInEstimate } from "../../../shared/trade-in-offer";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { currencyWords, mailTexts } from "../../providers/mail/mail-texts";
import { noticeNote } from "../staff/staff-mail";
import type { NoticeRecipient } from "../staff/staff-notifications";

/** A request as its mails need it: who to write to, in which language, and about which watch. */
export interface MailedTradeIn {
  name: string;
  email: string;
  language: Language;
  brand: string;
  model: string;
}

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  // Latin digits, as every figure the shop writes in Arabic.
  ar: new Intl.DateTimeFormat("ar-u-nu-latn", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
};

const amountOf = (minor: number, currency: DisplayCurrency, language: Language) =>
  formatPrice(minor, currency, { symbol: currencyWords(language).symbol[currency] });

/** The indicative range in whole dollars, isolated left to right inside either language. */
const rangeOf = (estimate: Extract<TradeInEstimate, { kind: "range" }>, language: Language) =>
  `\u2066${formatMoneyRange(estimate.lowUsdCents, estimate.highUsdCents, "USD", {
    decimals: 0,
    symbol: currencyWords(language).symbol.USD,
  })}\u2069`;

/** The watch as the seller named it, isolated so a Latin name reads whole inside Arabic text. */
const watchOf = (request: MailedTradeIn) => `\u2068${request.brand} ${request.model}\u2069`;

/**
 * Issue 31: the seller's receipt, in the language they wrote in, with the indicative offer they were
 * shown and its evidence (sample size, newest date, sources), or "we will come back to you". It
 * repeats nothing the seller typed: a form that mails its own text to any address is a spam relay.
 */
export function tradeInReceiptMessage(
  request: MailedTradeIn,
  estimate: TradeInEstimate,
  publicUrl: string,
): MailMessage {
  const { language } = request;
  const texts = mailTexts(language);
  const words = texts.tradeIn.received;
  const offer =
    estimate.kind === "range"
      ? fillIn(words.range, {
          range: rangeOf(estimate, language),
          count: String(estimate.provenance.sampleSize),
          date: dayFormats[language].format(new Date(estimate.provenance.asOf)),
          sources: estimate.provenance.sources
            .map(({ source }) => texts.tradeIn.sources[source])
            .join(texts.tradeIn.sourceSeparator),
        })
      : words.noRange;
  return composeMail({
    to: request.email,
    kind: "trade-in-received",
    language,
    subject: words.subject,
    title: words.title,
    paragraphs: [fillIn(texts.layout.greeting, { name: request.name }), ...words.paragraphs, offer],
    action: { label: words.action, url: `${publicUrl}/?lang=${language}` },
  });
}

/** What staff answered, as the seller's mail words it. */
export type TradeInAnswer =
  | { kind: "offered" | "bought"; amountMinor: number; currency: ShopCurrency }
  | { kind: "countered"; amountMinor: number; currency: ShopCurrency; message: string }
  | { kind: "declined"; message: string };

/**
 * Issue 31: a firm offer, a counter-offer with staff's message, a refusal with its reason, or the
 * purchase done, mailed to the seller in the language of their request.
 */
export function tradeInAnswerMessage(
  request: MailedTradeIn,
  answer: TradeInAnswer,
  publicUrl: string,
): MailMessage {
  const { language } = request;
  const texts = mailTexts(language);
  const words = texts.tradeIn[answer.kind];
  const values = {
    watch: watchOf(request),
    amount:
      "amountMinor" in answer ? `\u2066${amountOf(answer.amountMinor, answer.currency, language)}\u2069` : "",
  };
  const paragraphs = [
    fillIn(texts.layout.greeting, { name: request.name }),
    ...words.paragraphs.map((paragraph) => fillIn(paragraph, values)),
    ...("message" in answer ? [answer.message] : []),
    ...(answer.kind === "countered" ? [texts.tradeIn.countered.closing] : []),
  ];
  return composeMail({
    to: request.email,
    kind: "trade-in-answer",
    language,
    subject: words.subject,
    title: words.title,
    paragraphs,
    action: { label: texts.tradeIn.action, url: `${publicUrl}/?lang=${language}` },
  });
}

/** A new request as the staff's notice shows it: the seller's own words, to be read before answering. */
export interface NotifiedTradeIn extends MailedTradeIn {
  id: string;
  phone?: string | null;
  reference?: string | null;
  year?: number | null;
  asking: { minor: number; currency: DisplayCurrency } | null;
  estimate: TradeInEstimate;
  tradeForTitle: string | null;
  photoCount: number;
}

/**
 * Issue 31: tells the staff who may buy stock and chose messages (else the shop's contact address, in
 * English) that a seller offered a watch, with what they sent and the indicative offer they were
 * shown, in the recipient's language, linking to the request in the queue (decision 031).
 */
export function tradeInNotificationMessage(
  request: NotifiedTradeIn,
  recipient: NoticeRecipient,
  publicUrl: string,
): MailMessage {
  const { language } = recipient;
  const texts = mailTexts(language);
  const words = texts.tradeIn.notification;
  const watch = [request.brand, request.model, request.reference].filter(Boolean).join(" ");
  const { estimate, asking } = request;
  return composeMail({
    to: recipient.email,
    kind: "trade-in-notification",
    language,
    subject: fillIn(words.subject, { watch, name: request.name }),
    title: words.title,
    paragraphs: [
      fillIn(words.from, { name: request.name, email: request.email }),
      ...(request.phone ? [fillIn(words.phone, { phone: `\u2066${request.phone}\u2069` })] : []),
      fillIn(words.watch, { watch: `\u2068${watch}\u2069` }),
      ...(request.year ? [fillIn(words.year, { year: String(request.year) })] : []),
      asking
        ? fillIn(words.asking, { amount: `\u2066${amountOf(asking.minor, asking.currency, language)}\u2069` })
        : words.noAsking,
      estimate.kind === "range"
        ? fillIn(words.range, {
            range: rangeOf(estimate, language),
            count: String(estimate.provenance.sampleSize),
          })
        : words.noRange,
      ...(request.tradeForTitle
        ? [fillIn(words.tradeFor, { title: `\u2068${request.tradeForTitle}\u2069` })]
        : []),
      fillIn(words.photos, { count: String(request.photoCount) }),
      fillIn(words.language, { language: texts.languageNames[request.language] }),
    ],
    action: {
      label: words.action,
      url: `${publicUrl}/admin/trade-ins?request=${request.id}&lang=${language}`,
    },
    note: noticeNote(recipient),
  });
}
