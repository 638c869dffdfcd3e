import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createBackupRunner } from "./backup/backup-runner";
import { type Config, loadConfig } from "./config";
import { runMigrations } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open-database";
import { seedDemoShop } from "./demo/seed-demo-shop";
import { superviseInstances } from "./instances";
import { createLogger, type Logger } from "./logger";
import { scheduleAlertJob } from "./modules/alerts/alert-job";
import { loadReferenceCatalogue } from "./modules/analysis/reference-catalogue-load";
import { scheduleHoldSweep } from "./modules/holds/hold-sweep";
import { scheduleOrphanSweep } from "./modules/media/orphan-sweep";
import { backfillImageSignatures } from "./modules/media/signature-backfill";
import { scheduleCheckoutReminders } from "./modules/orders/checkout-reminders";
import { createReservationReleases, scheduleReservationSweep } from "./modules/orders/reservation-sweep";
import { createExchangeRateRefresh } from "./modules/settings/exchange-rate-refresh";
import { scheduleTradeInPhotoRetention } from "./modules/trade-ins/trade-in-photo-retention";
import { scheduleWhatsAppRetries } from "./modules/whatsapp/whatsapp-retries";
import { createServices } from "./services";
import { startTelemetry, type Telemetry } from "./telemetry/start-telemetry";

const builtWebRoot = resolve("dist/web");

/**
 * The built web app, which `npm start` builds first. Without it, production refuses to start; in
 * development (`npm run dev`, where Vite serves the pages) the server answers the API alone.
 */
function webRootOf(config: Config, logger: Logger): string | undefined {
  if (existsSync(join(builtWebRoot, "index.html"))) return builtWebRoot;
  if (config.isProduction) throw new Error(`${builtWebRoot} is missing: run npm run build first`);
  logger.info({ webRoot: builtWebRoot }, "no built web app: serving the API alone (Vite serves the pages)");
  return undefined;
}

/** The database and every provider, for this process. */
async function openShop(config: Config, logger: Logger, authSecret: string) {
  const database = await openConfiguredDatabase(config);
  return { database, services: createServices(config, database, logger, authSecret), authSecret };
}

type Shop = Awaited<ReturnType<typeof openShop>>;

/** Done once per start, before any instance serves: migrations, the reference catalogue, the demo shop. */
async function prepare(config: Config, { database, services }: Shop) {
  await runMigrations(database);
  await loadReferenceCatalogue(database.db);
  if (config.seedDemoData !== "false") {
    await seedDemoShop({ config, database, services, print: (text) => console.log(text) });
  }
}

/** One instance: the app on the port, its sweeps, and a graceful stop. */
function serveInstance(
  config: Config,
  logger: Logger,
  webRoot: string | undefined,
  { database, services, authSecret }: Shop,
  telemetry: Telemetry | undefined,
) {
  const reservationReleases = createReservationReleases();
  const app = createApp({
    config,
    database,
    logger,
    ...services,
    reservationReleases,
    webRoot,
    requestSpans: telemetry?.requestSpans,
  });
  const stopSweep = scheduleReservationSweep({
    db: database.db,
    payments: services.payments,
    log: logger,
    onReleased: reservationReleases.released,
  });
  // Issue 31: deposits and offers whose time ran out, beside the checkouts' own sweep.
  const stopHoldSweep = scheduleHoldSweep({
    db: database.db,
    payments: services.payments,
    mailer: services.mailer,
    log: logger,
    publicUrl: config.publicUrl,
  });
  const stopOrphanSweep = scheduleOrphanSweep({ db: database.db, storage: services.storage, log: logger });
  // Decision 031: a declined trade-in request's photos go 90 days after it was declined.
  const stopTradeInPhotoRetention = scheduleTradeInPhotoRetention({
    db: database.db,
    storage: services.storage,
    log: logger,
  });
  const stopBackups = createBackupRunner({ config, database, log: logger }).start();
  const stopRates = createExchangeRateRefresh({
    db: database.db,
    sources: services.exchangeRates,
    log: logger,
  }).start();
  // Issue 30: saved searches' and favourites' alerts, and the abandoned checkouts' one reminder.
  const stopAlerts = scheduleAlertJob({
    db: database.db,
    changes: database.changes,
    channels: services.alertChannels,
    log: logger,
    publicUrl: config.publicUrl,
    secret: authSecret,
  });
  const stopReminders = scheduleCheckoutReminders({
    db: database.db,
    mailer: services.mailer,
    whatsApp: services.shopperWhatsApp,
    log: logger,
    publicUrl: config.publicUrl,
  });
  // Decision 027: WhatsApp messages an outage kept from going are sent again.
  const stopWhatsAppRetries = scheduleWhatsAppRetries({
    db: database.db,
    whatsapp: services.whatsapp,
    log: logger,
  });
  void backfillImageSignatures({ db: database.db, storage: services.storage, log: logger }).catch((error) =>
    logger.warn({ err: error }, "image signature backfill failed"),
  );
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // issue 15: a client that sends its headers or its request slowly is cut off instead of
      // holding a connection; no answer of ours takes longer than this.
      serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000, maxHeaderSize: 16 * 1024 },
    },
    (info) => {
      logger.info({ url: config.publicUrl, port: info.port, database: database.kind }, "Mizan is listening");
    },
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopSweep();
    stopHoldSweep();
    stopOrphanSweep();
    stopTradeInPhotoRetention();
    stopBackups();
    stopRates();
    stopAlerts();
    stopReminders();
    stopWhatsAppRetries();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in 10 s; closing anyway");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      await telemetry?.shutdown();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function main() {
  const config = loadConfig();
  // With several instances, each line says which one wrote it.
  const logger = cluster.isWorker
    ? createLogger(config.logLevel).child({ pid: process.pid })
    : createLogger(config.logLevel);
  const webRoot = webRootOf(config, logger);
  // The primary made the secret's file, if it was to be made, before starting the instances.
  const authSecret = resolveAuthSecret(config);
  // In each process that serves, before its database opens (telemetry/pglite-spans.ts).
  const serves = cluster.isWorker || config.instances === 1;
  const telemetry = config.telemetry && serves ? await startTelemetry(config.telemetry, logger) : undefined;
  const shop = await openShop(config, logger, authSecret);
  if (cluster.isWorker) return serveInstance(config, logger, webRoot, shop, telemetry);
  await prepare(config, shop);
  if (config.instances === 1) return serveInstance(config, logger, webRoot, shop, telemetry);
  await shop.database.close();
  superviseInstances(config.instances, logger);
}

main().catch((error) => {
  // A configuration or start-up error is told as one clear line (ConfigError names the variable).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
