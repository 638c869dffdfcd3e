// `npm run admin:create -- <email>`: makes an existing account the shop's owner (the first one;
// the owner invites the rest of the staff from the back office).
import { promoteToOwner } from "../src/server/auth/users";
import { loadConfig } from "../src/server/config";
import { runMigrations } from "../src/server/db/migrate";
import { openConfiguredDatabase } from "../src/server/db/open-database";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:create -- <email>");
  process.exit(1);
}
const database = await openConfiguredDatabase(loadConfig());
try {
  await runMigrations(database);
  await promoteToOwner(database.db, email);
  console.log(`${email} is now the shop's owner. Sign in at /admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
