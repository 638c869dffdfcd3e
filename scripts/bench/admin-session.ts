import type { Database } from "../../src/server/db/client";
import { rawClient } from "./catalog-fixture";

/** An admin's session cookie: a sign-up made admin and confirmed in the database, then signed in. */
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
  await rawClient(database.db).query(
    `update "user" set role = 'admin', email_verified = true where email = $1`,
    [email],
  );
  const signedIn = await post("/api/auth/sign-in/email", { email, password });
  if (!signedIn.ok) throw new Error(`admin sign-in: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
