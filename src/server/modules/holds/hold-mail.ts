import { isDisplayCurrency } from "../../../shared/display-currencies";
import { OFFER_ANSWER_DAYS } from "../../../shared/holds";
import { fillIn, isLanguage, type Language } from "../../../shared/i18n";
import { formatMoney } from "../../../shared/money";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { convertedNote, type MailPrices, priceWriter } from "../../providers/mail/mail-prices";
import { mailTexts } from "../../providers/mail/mail-texts";
import { noticeNote } from "../staff/staff-mail";
import type { NoticeRecipient } from "../staff/staff-notifications";
import type { HoldRow } from "./hold-lifecycle";

/** What the shopper is told of a hold: each mail names the step it announces. */
export type HoldMail =
  | "deposit-received"
  | "deposit-refunded"
  | "offer-received"
  | "offer-accepted"
  | "offer-countered"
  | "offer-declined"
  | "lapsed";

const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kuwait" }),
  // Latin digits, as every figure the shop writes in Arabic.
  ar: new Intl.DateTimeFormat("ar-u-nu-latn", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Kuwait",
  }),
};

const languageOf = (hold: Pick<HoldRow, "language">): Language =>
  isLanguage(hold.language) ? hold.language : "en";

/** The currency the shopper read the watch's price in when they made the hold (issue 30), else dollars. */
function pricesOf(hold: Pick<HoldRow, "displayCurrency" | "displayRate">): MailPrices | undefined {
  if (!isDisplayCurrency(hold.displayCurrency) || hold.displayCurrency === "USD" || !hold.displayRate)
    return undefined;
  return { currency: hold.displayCurrency, rate: hold.displayRate };
}

/** A deadline in Kuwait time, isolated so it reads whole inside the other direction's text. */
function deadlineOf(at: Date | null, language: Language): string {
  if (!at) return "";
  return fillIn(mailTexts(language).holds.kuwaitTime, {
    time: `\u2068${timeFormats[language].format(at)}\u2069`,
  });
}

/** The values every hold mail's sentences may name, written in the shopper's language and currency. */
function valuesOf(hold: HoldRow, language: Language, prices: MailPrices | undefined) {
  const amount = priceWriter(language, prices);
  const money = (cents: number | null) => (cents === null ? "" : `\u2066${amount(cents)}\u2069`);
  const deposit = hold.kind === "deposit" ? (hold.depositCents ?? 0) : 0;
  return {
    watch: `\u2068${hold.listingTitle}\u2069`,
    deposit: money(hold.depositCents),
    balance: money(hold.agreedPriceCents === null ? null : hold.agreedPriceCents - deposit),
    offer: money(hold.offerCents),
    amount: money(hold.counterCents ?? hold.agreedPriceCents ?? hold.offerCents),
    until: deadlineOf(hold.expiresAt, language),
    days: String(OFFER_ANSWER_DAYS),
  };
}

/**
 * Issue 31: the shopper's mail for a step of their deposit or offer, in the language they made it
 * in, with its amounts in the currency they read the shop in, and the link to its page.
 */
export function holdMessage(
  hold: HoldRow,
  mail: HoldMail,
  publicUrl: string,
  extra: { reason?: string | null; watchGone?: boolean } = {},
): MailMessage {
  const language = languageOf(hold);
  const words = mailTexts(language).holds;
  const prices = pricesOf(hold);
  const values = valuesOf(hold, language, prices);
  const sentences = {
    "deposit-received": words.depositReceived,
    "deposit-refunded": words.depositRefunded,
    "offer-received": words.offerReceived,
    "offer-accepted": words.offerAccepted,
    "offer-countered": words.offerCountered,
    "offer-declined": words.offerDeclined,
  };
  const ended =
    hold.kind === "deposit"
      ? words.lapsed.deposit
      : extra.watchGone
        ? words.lapsed.watchGone
        : words.lapsed.offer;
  const content =
    mail === "lapsed"
      ? { subject: words.lapsed.subject, title: words.lapsed.title, paragraphs: [fillIn(ended, values)] }
      : {
          subject: sentences[mail].subject,
          title: sentences[mail].title,
          paragraphs: [
            ...sentences[mail].paragraphs.map((line) => fillIn(line, values)),
            ...(mail === "offer-declined" && extra.reason
              ? [fillIn(words.offerDeclined.reason, { reason: extra.reason })]
              : []),
          ],
        };
  return composeMail({
    to: hold.email,
    kind: `hold-${mail}`,
    language,
    subject: content.subject,
    title: content.title,
    paragraphs: [fillIn(mailTexts(language).layout.greeting, { name: hold.name }), ...content.paragraphs],
    action: { label: words.action, url: `${publicUrl}/holds/${hold.token}?lang=${language}` },
    note: convertedNote(language, prices),
  });
}

/** Issue 31: a new offer or a paid deposit, told to the staff who chose new orders' notices. */
export function holdNoticeMessage(recipient: NoticeRecipient, hold: HoldRow, publicUrl: string): MailMessage {
  const { language } = recipient;
  const words = mailTexts(language).holds.staffNotice;
  const dollars = (cents: number | null) =>
    cents === null ? "" : `\u2066${formatMoney(cents, "USD")}\u2069`;
  const values = {
    watch: `\u2068${hold.listingTitle}\u2069`,
    name: `\u2068${hold.name}\u2069`,
    email: hold.email,
    amount: dollars(hold.offerCents),
    deposit: dollars(hold.depositCents),
    price: dollars(hold.listingPriceCents),
    until: deadlineOf(hold.expiresAt, language),
    days: String(OFFER_ANSWER_DAYS),
  };
  const offer = hold.kind === "offer";
  return composeMail({
    to: recipient.email,
    kind: "hold-notification",
    language,
    subject: fillIn(offer ? words.offerSubject : words.depositSubject, values),
    title: offer ? words.offerTitle : words.depositTitle,
    paragraphs: (offer ? words.offerParagraphs : words.depositParagraphs).map((line) => fillIn(line, values)),
    action: { label: words.action, url: `${publicUrl}/admin/holds?lang=${language}` },
    note: noticeNote(recipient),
  });
}
