import { fillIn, type Language } from "../../../shared/i18n";
import { formatMoneyRange, formatPrice, type ShopCurrency } from "../../../shared/money";
import type { TradeInEstimate } from "../../../shared/trade-in-offer";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { currencyWords, mailTexts } from "../../providers/mail/mail-texts";

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

const amountOf = (minor: number, currency: ShopCurrency, language: Language) =>
  formatPrice(minor, currency, { symbol: currencyWords(language).symbol[currency] });

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
          range: `\u2066${formatMoneyRange(estimate.lowUsdCents, estimate.highUsdCents, "USD", {
            decimals: 0,
            symbol: currencyWords(language).symbol.USD,
          })}\u2069`,
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
