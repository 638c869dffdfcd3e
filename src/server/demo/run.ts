import { resolveAuthSecret } from "../auth/auth-secret";
import { loadConfig } from "../config";
import { runMigrations } from "../db/migrate";
import { openConfiguredDatabase } from "../db/open-database";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { seedDemoShop } from "./seed-demo-shop";

/** `npm run seed`: fills an empty database with the demo shop and prints the demo accounts. */
async function run() {
  const config = loadConfig();
  if (config.isProduction) throw new Error("Demo data is never seeded in production (NODE_ENV=production).");
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const services = createServices(config, database, logger, resolveAuthSecret(config));
    const seeded = await seedDemoShop({ config, database, services, print: (text) => console.log(text) });
    if (!seeded) console.log("The catalogue already has listings; nothing was seeded.");
  } finally {
    await database.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
