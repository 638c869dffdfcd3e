import { resolve } from "node:path";
import type { Config } from "../config";
import { type Database, openPglite, openPostgres } from "./client";
import { lockDataDir, lockFileOf } from "./data-dir-lock";

/** Opens the configured database; an embedded one is locked against a second process first. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.database.kind === "postgres") {
    return openPostgres(config.database.url, config.database.poolSize, config.database.maxWaiting);
  }
  const dir = resolve(config.database.dir);
  const unlock = lockDataDir(lockFileOf(dir));
  try {
    const database = await openPglite({ dir, maxWaiting: config.database.maxWaiting });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
