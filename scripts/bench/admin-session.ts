import type { Database } from "../../src/server/db/client";
import { putSetting } from "../../src/server/modules/settings/settings.service";
import { rawClient } from "./catalog-fixture";

/**
 * The owner's session cookie: a sign-up made owner and confirmed in the database, then signed in.
 * Production asks staff for a second factor by default; the bench's shop has switched that off
 * (Settings), as a shop may, since a code typed at sign-in changes nothing a save costs.
 */
export async function adminCookie(database: Database, base: string, origin: string): Promise<string> {
  const email = "bench-admin@mizan.test";
  const password = "bench-admin-password-1";
  const post = (path: string, body: unknown) =>
    fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  const signedUp = await post("/api/auth/sign-up/email", {
    email,
    password,
    name: "Bench Admin",
    firstName: "Bench",
    lastName: "Admin",
  });
  if (!signedUp.ok) throw new Error(`admin sign-up: ${signedUp.status} ${await signedUp.text()}`);
  const { rows } = await rawClient(database.db).query(
    `update "user" set role = 'owner', email_verified = true where email = $1 returning id`,
    [email],
  );
  await putSetting(database.db, "staff_two_factor_required", false, String(rows[0]?.id));
  const signedIn = await post("/api/auth/sign-in/email", { email, password });
  if (!signedIn.ok) throw new Error(`admin sign-in: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
