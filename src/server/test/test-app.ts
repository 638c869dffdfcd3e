import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { type AppDeps, createApp } from "../app";
import { createPasswordUser, type NewPasswordUser } from "../auth/users";
import { type Env, loadConfig } from "../config";
import { emailOutbox } from "../db/schema";
import { createLogger, type Logger } from "../logger";
import { type AlertPassScope, runAlertPass } from "../modules/alerts/alert-job";
import { createCatalogReader } from "../modules/catalog/catalog-reader";
import { sendCheckoutReminders } from "../modules/orders/checkout-reminders";
import { createReservationReleases, sweepExpiredReservations } from "../modules/orders/reservation-sweep";
import { retryWhatsAppMessages } from "../modules/whatsapp/whatsapp-retries";
import { createServices } from "../services";
import { openTestDatabase } from "./test-database";
import { unwordedAuditFields } from "./unworded-audit-fields";

export const testOrigin = "http://localhost:3000";

/** The real app on a fresh database of its own, with a cookie-keeping client (STYLE.md 11). */
export async function createTestApp(
  env: Env = {},
  options: {
    webRoot?: string;
    maxWaiting?: number;
    logger?: Logger;
    /** Traces on: telemetry/start-telemetry.ts, started before this opens the database. */
    requestSpans?: AppDeps["requestSpans"];
  } = {},
) {
  const database = await openTestDatabase({ maxWaiting: options.maxWaiting });
  const dataDir = mkdtempSync(join(tmpdir(), "mizan-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: testOrigin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "1",
    ...env,
  });
  const logger = options.logger ?? createLogger("silent");
  const secret = "test-secret-that-is-long-enough-000";
  const services = createServices(config, database, logger, secret);
  const catalog = createCatalogReader(database.db, database.changes);
  const reservationReleases = createReservationReleases();
  const app = createApp({
    config,
    database,
    logger,
    ...services,
    catalog,
    reservationReleases,
    webRoot: options.webRoot,
    requestSpans: options.requestSpans,
  });
  const others: { close(): Promise<void> }[] = [];
  const alertJobDeps = (db: typeof database.db, channels: typeof services.alertChannels) => ({
    db,
    channels,
    log: logger,
    publicUrl: config.publicUrl,
    secret,
  });

  /**
   * Another instance of the app over the same database, as when the shop scales out. `caughtUp`
   * resolves once it has heard of every change committed so far (change-feed.ts).
   */
  async function anotherInstance() {
    const again = await database.openAgain();
    others.push(again);
    const otherServices = createServices(config, again, logger, secret);
    const other = createApp({ config, database: again, logger, ...otherServices });
    return {
      request: other.request.bind(other),
      caughtUp: () => again.changes.caughtUp(),
      /** One pass of that instance's alert job (issue 30). */
      runAlerts: (scope: AlertPassScope = "all", at?: Date) =>
        runAlertPass(alertJobDeps(again.db, otherServices.alertChannels), scope, at),
      /** One pass of that instance's WhatsApp retries, as of `now`. */
      retryWhatsApp: (now?: Date) =>
        retryWhatsAppMessages({ db: again.db, whatsapp: otherServices.whatsapp, log: logger }, now),
    };
  }

  /**
   * A browser-like client: sends Origin, keeps cookies between calls. `on` gives the same browser
   * talking to another instance. A call to this instance is made once its search index holds what
   * the test wrote before it (a factory writes as another instance would, heard a moment later).
   */
  function client(
    ip = "203.0.113.10",
    jar = new Map<string, string>(),
    target: Pick<typeof app, "request"> = app,
  ) {
    async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers);
      headers.set("origin", testOrigin);
      headers.set("x-forwarded-for", ip);
      if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      if (target === app) await catalog.searchIndexReady();
      const response = await target.request(path, { ...init, headers, body });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=");
        const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
        if (expired || value === "") jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      return response;
    }
    return {
      call,
      get: (path: string) => call(path),
      post: (path: string, json?: unknown) => call(path, { method: "POST", json: json ?? {} }),
      patch: (path: string, json: unknown) => call(path, { method: "PATCH", json }),
      cookies: jar,
      on: (other: Pick<typeof app, "request">) => client(ip, jar, other),
    };
  }

  async function createUser(overrides: Partial<NewPasswordUser> = {}) {
    const input: NewPasswordUser = {
      email: `user-${crypto.randomUUID()}@example.com`,
      password: "correct-horse-battery",
      firstName: "Test",
      lastName: "User",
      role: "user",
      ...overrides,
    };
    const id = await createPasswordUser(services.auth, input);
    return { id, ...input };
  }

  /** A client signed in as a new user (or admin). */
  async function signedInClient(overrides: Partial<NewPasswordUser> = {}) {
    const created = await createUser(overrides);
    const agent = client(`198.51.100.${Math.floor(Math.random() * 250) + 1}`);
    const response = await agent.post("/api/auth/sign-in/email", {
      email: created.email,
      password: created.password,
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return { agent, user: created };
  }

  async function lastMailTo(to: string) {
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  return {
    app,
    database,
    db: database.db,
    changes: database.changes,
    config,
    services,
    client,
    createUser,
    signedInClient,
    lastMailTo,
    anotherInstance,
    /**
     * Resolves once this instance has heard of every change committed so far, its own or not, and
     * its search index holds them (a factory's write reaches the index as another instance's would).
     */
    caughtUp: () => catalog.searchIndexReady(),
    /** One pass of the reservation sweep main.ts schedules, as of `now`; this app hears its releases. */
    sweepReservations: (now?: Date) =>
      sweepExpiredReservations(
        {
          db: database.db,
          payments: services.payments,
          log: logger,
          onReleased: reservationReleases.released,
        },
        now,
      ),
    /** The secret the alert e-mails' links are signed with (alert-links.ts). */
    secret,
    /** One pass of this instance's alert job (main.ts schedules it), over every listing or those named. */
    runAlerts: (scope: AlertPassScope = "all", at?: Date) =>
      runAlertPass(alertJobDeps(database.db, services.alertChannels), scope, at),
    /** One sweep of the abandoned checkouts' reminders, as of `now`. */
    remindCheckouts: (now?: Date) =>
      sendCheckoutReminders(
        {
          db: database.db,
          mailer: services.mailer,
          whatsApp: services.shopperWhatsApp,
          log: logger,
          publicUrl: config.publicUrl,
        },
        now,
      ),
    /** One pass of this instance's WhatsApp retries (main.ts schedules it), as of `now`. */
    retryWhatsApp: (now?: Date) =>
      retryWhatsAppMessages({ db: database.db, whatsapp: services.whatsapp, log: logger }, now),
    close: async () => {
      const unworded = await unwordedAuditFields(database.db);
      for (const other of others) await other.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (unworded.length > 0)
        throw new Error(
          `audit entries with fields the Audit log page cannot word: ${[...new Set(unworded)].join(", ")}`,
        );
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
