import { and, asc, count, desc, ilike, type SQL } from "drizzle-orm";
import type { SubscriberDto, SubscriberPageDto, SubscriberQuery } from "../../../shared/newsletter";
import type { Db } from "../../db/client";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import { newsletterSubscribers } from "./newsletter.schema";

const pageSize = 50;

/**
 * Stores a subscription once per e-mail, with the moment consent was given; says whether it is
 * new. Subscribing again keeps the first consent time.
 */
export async function subscribe(db: Db, input: { email: string; language?: string }) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, language: input.language ?? "en", consentedAt: new Date() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}

/** Matches part of an address, with LIKE's wildcards taken literally. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(newsletterSubscribers.email, `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  language: newsletterSubscribers.language,
  consentedAt: newsletterSubscribers.consentedAt,
};

const toDto = (row: { id: string; email: string; language: string; consentedAt: Date }): SubscriberDto => ({
  id: row.id,
  email: row.email,
  language: row.language,
  consentedAt: row.consentedAt.toISOString(),
});

/** The subscribers table (issue 10): newest consent first, searched by address, one keyset page at a time. */
export async function listSubscribers(db: Db, query: SubscriberQuery): Promise<SubscriberPageDto> {
  const search = searchCondition(query.q);
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const after =
    cursor && afterTimeCursor(newsletterSubscribers.consentedAt, newsletterSubscribers.id, cursor);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, micros: microsOf(newsletterSubscribers.consentedAt) })
      .from(newsletterSubscribers)
      .where(and(search, after))
      .orderBy(desc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.id))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(newsletterSubscribers).where(search),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toDto),
    total: counted?.total ?? 0,
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor({ k: last.micros, i: last.id }) : null,
  };
}

/** Every subscriber matching the search, for the CSV export, newest consent first. */
export async function listAllSubscribers(db: Db, q: string | undefined): Promise<SubscriberDto[]> {
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(searchCondition(q))
    .orderBy(desc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.id));
  return rows.map(toDto);
}
