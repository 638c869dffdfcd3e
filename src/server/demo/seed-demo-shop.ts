import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPasswordUser } from "../auth/users";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Services } from "../services";
import { seedDemoData } from "./seed";

/**
 * Seeds the demo shop with real accounts and tells the person starting it how to sign in: the
 * credentials are printed and kept in DATA_DIR/demo-credentials.json (never in production).
 */
export async function seedDemoShop(deps: {
  config: Config;
  database: Database;
  services: Services;
  print: (text: string) => void;
}): Promise<boolean> {
  const { config, database, services, print } = deps;
  const result = await seedDemoData({
    db: database.db,
    storage: services.storage,
    log: print,
    createUser: async (input) => {
      await createPasswordUser(services.auth, input);
    },
  });
  if (!result.seeded) return false;
  const file = join(config.dataDir, "demo-credentials.json");
  writeFileSync(file, JSON.stringify({ admin: result.admin, customer: result.customer }, null, 2), {
    mode: 0o600,
  });
  print(
    `Demo accounts (also in ${file}):\n` +
      `  admin     ${result.admin.email}  ${result.admin.password}   sign in at ${config.publicUrl}/admin\n` +
      `  customer  ${result.customer.email}  ${result.customer.password}`,
  );
  return true;
}
