import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Logger } from "../../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verify-email, reset-password, ...), kept with it in the outbox. */
  kind: string;
}

export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down. Without
 * SMTP_URL the outbox is the destination (offline default); outside production its links are
 * logged so a developer can follow them.
 */
export function createMailer(deps: {
  db: Db;
  log: Logger;
  smtpUrl?: string;
  from: string;
  logLinks: boolean;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    kind: transport ? "smtp" : "outbox",
    async send(message) {
      const [row] = await deps.db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? "pending" : "stored" })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        if (deps.logLinks) {
          const links = message.text.match(/https?:\/\/\S+/g) ?? [];
          deps.log.info({ to: message.to, subject: message.subject, links }, "mail stored in outbox");
        }
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, ...message });
        await deps.db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: 1 })
          .where(eq(emailOutbox.id, row?.id ?? ""));
      } catch (error) {
        deps.log.error({ err: error, to: message.to, kind: message.kind }, "mail delivery failed");
        await deps.db
          .update(emailOutbox)
          .set({ status: "failed", attempts: 1, error: String(error) })
          .where(eq(emailOutbox.id, row?.id ?? ""));
      }
    },
  };
}
