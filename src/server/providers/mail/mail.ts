export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verify-email, reset-password, ...), kept with it in the outbox. */
  kind: string;
}

/** Sends the product's e-mail; every adapter keeps each message in the outbox first. */
export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  /** Sends a message already in the outbox again and records the attempt; SMTP only (issue 10). */
  redeliver?(id: string, message: MailMessage): Promise<void>;
}
