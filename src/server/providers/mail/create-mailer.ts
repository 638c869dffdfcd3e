import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { FailedMail, Mailer } from "./mail";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** SMTP when SMTP_URL is set, else the outbox alone (ARCHITECTURE.md, Non-negotiables 2). */
export function createMailer(deps: {
  db: Db;
  log: Logger;
  smtpUrl?: string;
  from: string;
  logLinks: boolean;
  onFailure?: (failed: FailedMail) => Promise<void>;
}): Mailer {
  const { smtpUrl } = deps;
  return smtpUrl ? createSmtpMailer({ ...deps, smtpUrl }) : createOutboxMailer(deps);
}
