import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { resolveAuthSecret } from "./auth/auth-secret";
import { loadConfig } from "./config";
import { runMigrations } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open-database";
import { seedDemoShop } from "./demo/seed-demo-shop";
import { createLogger } from "./logger";
import { loadReferenceCatalogue } from "./modules/analysis/reference-catalogue-load";
import { scheduleOrphanSweep } from "./modules/media/orphan-sweep";
import { backfillImageSignatures } from "./modules/media/signature-backfill";
import { scheduleReservationSweep } from "./modules/orders/reservation-sweep";
import { createServices } from "./services";

const webRoot = resolve("dist/web");

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  await runMigrations(database);
  await loadReferenceCatalogue(database.db);
  const services = createServices(config, database, logger, resolveAuthSecret(config));

  if (config.seedDemoData !== "false") {
    await seedDemoShop({ config, database, services, print: (text) => console.log(text) });
  }

  const app = createApp({ config, database, logger, ...services, webRoot });
  const stopSweep = scheduleReservationSweep({ db: database.db, payments: services.payments, log: logger });
  const stopOrphanSweep = scheduleOrphanSweep({ db: database.db, storage: services.storage, log: logger });
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
    stopOrphanSweep();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in 10 s; closing anyway");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  // A configuration or start-up error is told as one clear line (ConfigError names the variable).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
