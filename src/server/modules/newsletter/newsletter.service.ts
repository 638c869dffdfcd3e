import type { Db } from "../../db/client";
import { newsletterSubscribers } from "./newsletter.schema";

/** Stores a subscription once per e-mail; says whether it is new. */
export async function subscribe(db: Db, input: { email: string; language?: string }) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, language: input.language ?? "en" })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
