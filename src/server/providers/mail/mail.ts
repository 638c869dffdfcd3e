import type { MailKind } from "../../../shared/outbox-schemas";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Headers of this message's own: an alert's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 8058, issue 30). Kept with it in the outbox, so a retry sends them too.
   */
  headers?: Record<string, string>;
  /** What the mail is for (verify-email, reset-password, ...), kept with it in the outbox. */
  kind: MailKind;
}

/** A message as the outbox keeps it: one written before a kind was renamed keeps its old kind. */
export type StoredMail = Omit<MailMessage, "kind"> & { kind: string };

/** Sends the product's e-mail; every adapter keeps each message in the outbox first. */
export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  /** Sends a message already in the outbox again and records the attempt; SMTP only (issue 10). */
  redeliver?(id: string, message: StoredMail): Promise<void>;
}

/** A delivery the mail server refused, as the staff's notice tells it. */
export interface FailedMail {
  to: string;
  subject: string;
  kind: string;
  error: string;
}
