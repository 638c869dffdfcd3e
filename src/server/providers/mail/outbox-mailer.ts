import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { recordMail } from "../../modules/mail-outbox/mail-outbox.service";
import type { Mailer } from "./mail";

/**
 * The offline default (no SMTP_URL): the outbox is the destination. Outside production its links
 * are logged so a developer can follow them.
 */
export function createOutboxMailer(deps: { db: Db; log: Logger; logLinks: boolean }): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await recordMail(deps.db, message, "stored");
      if (deps.logLinks) {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        deps.log.info({ to: message.to, subject: message.subject, links }, "mail stored in outbox");
      }
    },
  };
}
