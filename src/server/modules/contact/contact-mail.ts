import type { ContactTopic } from "../../../shared/contact-schemas";
import type { Language } from "../../../shared/i18n";
import type { MailMessage } from "../../providers/mail/mail";
import { mailLayout } from "../../providers/mail/mail-layout";

/** A contact message as its two mails need it. */
export interface MailedContactMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  subject?: string;
  message: string;
  watchReference?: string;
  language: Language;
}

const topicNames: Record<ContactTopic, Record<Language, string>> = {
  order: { en: "An order", ar: "طلب شراء" },
  watch: { en: "A watch", ar: "ساعة معروضة" },
  selling: { en: "Selling a watch", ar: "بيع ساعة" },
  returns: { en: "Returns", ar: "الإرجاع" },
  security: { en: "Security", ar: "الأمان" },
  other: { en: "Something else", ar: "موضوع آخر" },
};

/** Issue 13: tells the shop's contact address that a message waits in the admin inbox (staff read English). */
export function contactNotificationMessage(
  message: MailedContactMessage,
  to: string,
  publicUrl: string,
): MailMessage {
  const url = `${publicUrl}/admin/inbox?message=${message.id}`;
  const about = message.subject ?? topicNames[message.topic].en;
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Topic: ${topicNames[message.topic].en}`,
    ...(message.watchReference ? [`Watch: ${message.watchReference}`] : []),
    `Language: ${message.language === "ar" ? "Arabic" : "English"}`,
    message.message,
  ];
  return {
    to,
    kind: "contact-notification",
    subject: `Contact form: ${about} — ${message.name}`,
    text: `${lines.join("\n\n")}\n\n${url}`,
    html: mailLayout("New message from the contact page", lines, { label: "Open in the inbox", url }),
  };
}

const acknowledgement: Record<
  Language,
  { subject: string; title: string; lines: (name: string) => string[]; action: string }
> = {
  en: {
    subject: "We received your message",
    title: "Thank you for writing to us",
    lines: (name) => [
      `Dear ${name},`,
      "We received your message and a member of our team will reply to this address within one business day.",
    ],
    action: "Visit Mizan",
  },
  ar: {
    subject: "وصلتنا رسالتك",
    title: "شكرًا لتواصلك معنا",
    lines: (name) => [
      `عزيزنا ${name}،`,
      "وصلتنا رسالتك، وسيردّ عليك أحد أفراد فريقنا على هذا العنوان خلال يوم عمل واحد.",
    ],
    action: "زيارة ميزان",
  },
};

/**
 * Issue 13: the sender's receipt, in the language they wrote in. It never repeats the message: a
 * form that mails any text to any address typed into it would be a relay for spam.
 */
export function contactAcknowledgementMessage(message: MailedContactMessage, publicUrl: string): MailMessage {
  const words = acknowledgement[message.language];
  const lines = words.lines(message.name);
  const url = `${publicUrl}/?lang=${message.language}`;
  return {
    to: message.email,
    kind: "contact-acknowledgement",
    subject: words.subject,
    text: `${lines.join("\n\n")}\n\n${url}`,
    html: mailLayout(words.title, lines, { label: words.action, url }, { language: message.language }),
  };
}
