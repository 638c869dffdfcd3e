import type { ContactTopic } from "../../../shared/contact-schemas";
import { fillIn, type Language } from "../../../shared/i18n";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { mailTexts } from "../../providers/mail/mail-texts";
import { noticeNote } from "../staff/staff-mail";
import type { NoticeRecipient } from "../staff/staff-notifications";

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

/**
 * Issue 13: tells the staff who chose it (issue 28; with nobody, the shop's contact address, in
 * English) that a message waits in the admin inbox, with the sender's own words as they wrote them.
 */
export function contactNotificationMessage(
  message: MailedContactMessage,
  recipient: NoticeRecipient,
  publicUrl: string,
): MailMessage {
  const language = recipient.language;
  const texts = mailTexts(language);
  const words = texts.contactNotification;
  const topic = texts.contactTopics[message.topic];
  return composeMail({
    to: recipient.email,
    kind: "contact-notification",
    language,
    subject: fillIn(words.subject, { about: message.subject ?? topic, name: message.name }),
    title: words.title,
    paragraphs: [
      fillIn(words.from, { name: message.name, email: message.email }),
      fillIn(words.topic, { topic }),
      ...(message.watchReference ? [fillIn(words.watch, { reference: message.watchReference })] : []),
      fillIn(words.language, { language: texts.languageNames[message.language] }),
      message.message,
    ],
    action: { label: words.action, url: `${publicUrl}/admin/inbox?message=${message.id}&lang=${language}` },
    note: noticeNote(recipient),
  });
}

/**
 * Issue 13: the sender's receipt, in the language they wrote in. It never repeats the message: a
 * form that mails any text to any address typed into it would be a relay for spam.
 */
export function contactAcknowledgementMessage(message: MailedContactMessage, publicUrl: string): MailMessage {
  const texts = mailTexts(message.language);
  const words = texts.contactAcknowledgement;
  return composeMail({
    to: message.email,
    kind: "contact-acknowledgement",
    language: message.language,
    subject: words.subject,
    title: words.title,
    paragraphs: [fillIn(texts.layout.greeting, { name: message.name }), ...words.paragraphs],
    action: { label: words.action, url: `${publicUrl}/?lang=${message.language}` },
  });
}
