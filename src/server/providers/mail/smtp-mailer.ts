import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { markMailDelivery, recordMail } from "../../modules/mail-outbox/mail-outbox.service";
import type { FailedMail, Mailer, StoredMail } from "./mail";

/**
 * Real e-mail over SMTP. Every mail is written to the outbox first, so nothing is lost when SMTP
 * is down: a failed delivery stays there, marked failed with its error, and `onFailure` hears of
 * it (the staff's notice of an undelivered e-mail, issue 28).
 */
export function createSmtpMailer(deps: {
  db: Db;
  log: Logger;
  smtpUrl: string;
  from: string;
  onFailure?: (failed: FailedMail) => Promise<void>;
}): Mailer {
  const transport = nodemailer.createTransport(deps.smtpUrl);
  async function deliver(id: string, message: StoredMail) {
    try {
      await transport.sendMail({ from: deps.from, ...message });
      await markMailDelivery(deps.db, id, { sent: true });
    } catch (error) {
      deps.log.error({ err: error, to: message.to, kind: message.kind }, "mail delivery failed");
      await markMailDelivery(deps.db, id, { sent: false, error: String(error) });
      await deps.onFailure?.({
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        error: String(error),
      });
    }
  }
  return {
    kind: "smtp",
    async send(message) {
      await deliver(await recordMail(deps.db, message, "pending"), message);
    },
    redeliver: deliver,
  };
}
