import { fillIn, type Language } from "../../shared/i18n";
import type { MailMessage } from "../providers/mail/mail";
import { composeMail } from "../providers/mail/mail-layout";
import { mailTexts } from "../providers/mail/mail-texts";

/** Who an auth e-mail goes to, greeted by first name, in the language their account was created in. */
export interface MailRecipient {
  email: string;
  language: Language;
  firstName?: string;
}

/**
 * The e-mails auth sends, by the kind the outbox keeps: confirm an address, reset a password, and
 * the one sent instead of an error when someone signs up with a taken address (no enumeration), and
 * the link that lets the owner's browser past the slowed sign-ins of an account under attack.
 */
const textsOf = {
  "verify-email": "verifyEmail",
  "reset-password": "resetPassword",
  "existing-account": "existingAccount",
  "sign-in-unlock": "unlockSignIn",
} as const;

export type AuthMailKind = keyof typeof textsOf;

/** One auth e-mail whose button opens `url`. */
export function authMessage(kind: AuthMailKind, to: MailRecipient, url: string): MailMessage {
  const texts = mailTexts(to.language);
  const words: { subject: string; title: string; paragraphs: string[]; action: string; note?: string } =
    texts[textsOf[kind]];
  const greeting = to.firstName ? [fillIn(texts.layout.greeting, { name: to.firstName })] : [];
  return composeMail({
    to: to.email,
    kind,
    language: to.language,
    subject: words.subject,
    title: words.title,
    paragraphs: [...greeting, ...words.paragraphs],
    action: { label: words.action, url },
    note: words.note,
  });
}
