import { fillIn, type Language } from "../../../shared/i18n";
import type { StaffRole } from "../../../shared/staff-roles";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { mailTexts } from "../../providers/mail/mail-texts";

/** Issue 28: the invitation to the staff, in the language the owner chose for it. */
export function staffInvitationMessage(input: {
  to: string;
  language: Language;
  role: StaffRole;
  inviter: string;
  url: string;
}): MailMessage {
  const words = mailTexts(input.language).staffInvitation;
  const values = { inviter: input.inviter, role: words.roles[input.role] };
  return composeMail({
    to: input.to,
    kind: "staff-invitation",
    language: input.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((paragraph) => fillIn(paragraph, values)),
    action: { label: words.action, url: input.url },
    note: words.note,
  });
}

/** Who a notice is written to: their address, and the language their account's e-mails use. */
export interface NoticeRecipient {
  email: string;
  language: Language;
  /** A staff member who chose the notice (not the shop's contact address standing in). */
  chosen: boolean;
}

/** Why a staff member receives a notice, and where they change it; nothing for the shop's own address. */
export function noticeNote(recipient: NoticeRecipient): string | undefined {
  return recipient.chosen ? mailTexts(recipient.language).staffNotices.note : undefined;
}

/** Issue 28: a sale left fewer watches for sale than the alert's threshold. */
export function lowStockMessage(
  recipient: NoticeRecipient,
  input: { count: number; threshold: number; orderNumber: string; publicUrl: string },
): MailMessage {
  const words = mailTexts(recipient.language).staffNotices.lowStock;
  const values = {
    count: String(input.count),
    threshold: String(input.threshold),
    number: input.orderNumber,
  };
  return composeMail({
    to: recipient.email,
    kind: "low-stock",
    language: recipient.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((paragraph) => fillIn(paragraph, values)),
    action: { label: words.action, url: `${input.publicUrl}/admin/listings?lang=${recipient.language}` },
    note: noticeNote(recipient),
  });
}

/** Issue 28: an e-mail of the shop's the mail server refused, waiting in the outbox to be sent again. */
export function failedEmailMessage(
  recipient: NoticeRecipient,
  input: { to: string; subject: string; error: string; publicUrl: string },
): MailMessage {
  const words = mailTexts(recipient.language).staffNotices.failedEmail;
  const values = { to: input.to, subject: input.subject, error: input.error.slice(0, 300) };
  return composeMail({
    to: recipient.email,
    kind: "email-failed",
    language: recipient.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((paragraph) => fillIn(paragraph, values)),
    action: {
      label: words.action,
      url: `${input.publicUrl}/admin/outbox?status=failed&lang=${recipient.language}`,
    },
    note: noticeNote(recipient),
  });
}
