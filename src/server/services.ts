import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createMailer } from "./providers/mail/mailer";
import { createStorage } from "./providers/storage/storage";

/** The providers and auth built from configuration; main.ts and the tests share this wiring. */
export function createServices(config: Config, database: Database, logger: Logger, authSecret: string) {
  const mailer = createMailer({
    db: database.db,
    log: logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logLinks: !config.isProduction,
  });
  const storage = createStorage(config.storage);
  const auth = createAuth({ config, db: database.db, mailer, log: logger, secret: authSecret });
  return { mailer, storage, auth };
}

export type Services = ReturnType<typeof createServices>;
