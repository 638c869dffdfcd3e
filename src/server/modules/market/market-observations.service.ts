import { and, asc, desc, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { watchLabel } from "../../../shared/audit-schemas";
import { AppError } from "../../../shared/errors";
import {
  type ManualObservationInput,
  type MarketObservationDto,
  type MarketObservationPageDto,
  marketObservationMessages,
  type observationListQuerySchema,
} from "../../../shared/market-schemas";
import type { Db } from "../../db/client";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import { recordAudit } from "../audit/audit.service";
import { marketObservations } from "./market.schema";
import { compactReference, sameReference, sameWatch, type WatchIdentity } from "./same-watch";

/** A price to keep: from a marketplace (with its own item id) or recorded by an admin. */
export interface NewObservation {
  brand: string;
  model: string | null;
  reference: string | null;
  source: string;
  sourceItemId: string | null;
  title: string | null;
  whereSeen: string | null;
  priceMinor: number;
  currency: "USD" | "KWD";
  condition: string | null;
  url: string | null;
  kind: "asking" | "sold";
  observedAt: Date;
}

type Row = typeof marketObservations.$inferSelect;

function toDto(row: Row): MarketObservationDto {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    reference: row.reference,
    source: row.source,
    kind: row.kind,
    priceMinor: row.priceCents,
    currency: row.currency === "KWD" ? "KWD" : "USD",
    title: row.title,
    whereSeen: row.seenAt,
    condition: row.condition,
    url: row.url,
    observedAt: row.observedAt.toISOString(),
  };
}

const valuesOf = (observation: NewObservation) => ({
  brand: observation.brand,
  model: observation.model,
  reference: observation.reference,
  source: observation.source,
  sourceItemId: observation.sourceItemId,
  title: observation.title,
  seenAt: observation.whereSeen,
  priceCents: observation.priceMinor,
  currency: observation.currency,
  condition: observation.condition,
  url: observation.url,
  kind: observation.kind,
  observedAt: observation.observedAt,
});

/**
 * Keeps prices found by a marketplace search. A listing seen again (same source and item id) is
 * updated — its price, title and the day it was last seen — never added twice, so re-running a
 * search builds each reference's history without duplicates.
 */
export async function recordObservations(db: Db, observations: readonly NewObservation[]): Promise<void> {
  if (observations.length === 0) return;
  await db
    .insert(marketObservations)
    .values(observations.map(valuesOf))
    .onConflictDoUpdate({
      target: [marketObservations.source, marketObservations.sourceItemId],
      set: {
        brand: sql`excluded.brand`,
        model: sql`excluded.model`,
        reference: sql`excluded.reference`,
        title: sql`excluded.title`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        condition: sql`excluded.condition`,
        url: sql`excluded.url`,
        kind: sql`excluded.kind`,
        observedAt: sql`excluded.observed_at`,
      },
    });
}

/** The newest observations a source read for a watch: enough for a median, never the whole table. */
const readLimit = 200;

/** A watch's observations from one source seen since `since`, newest first. */
export async function listWatchObservations(
  db: Db,
  watch: WatchIdentity,
  source: string,
  since: Date,
): Promise<MarketObservationDto[]> {
  const rows = await db
    .select()
    .from(marketObservations)
    .where(
      and(
        sameWatch(watch, marketObservations),
        eq(marketObservations.source, source),
        gte(marketObservations.observedAt, since),
      ),
    )
    .orderBy(desc(marketObservations.observedAt))
    .limit(readLimit);
  return rows.map(toDto);
}

/**
 * The observations of these watches from these sources seen since `since`, newest first, in one
 * query however many watches (issue 31: the listing table's page). Each spelling of a watch keeps
 * its newest `readLimit` per source, so a reference searched daily cannot swamp the answer.
 */
export async function listObservationsOfWatches(
  db: Db,
  watches: readonly WatchIdentity[],
  sources: readonly string[],
  since: Date,
): Promise<MarketObservationDto[]> {
  if (watches.length === 0 || sources.length === 0) return [];
  const t = marketObservations;
  const matching = and(
    or(...watches.map((watch) => sameWatch(watch, t))),
    inArray(t.source, [...sources]),
    gte(t.observedAt, since),
  );
  const rows = await db
    .select()
    .from(t)
    .where(
      sql`${t.id} in (select id from (select ${t.id} as id, row_number() over (partition by ${t.source}, lower(${t.brand}), lower(${t.model}), lower(${t.reference}) order by ${t.observedAt} desc) as rank from ${t} where ${matching}) as ranked where rank <= ${readLimit})`,
    )
    .orderBy(desc(t.observedAt));
  return rows.map(toDto);
}

/** Who made an admin write, for the audit log. */
export interface Actor {
  userId: string;
  ip?: string;
}

/** Records a price an admin saw, with its audit row in the same transaction. */
export async function createManualObservation(
  db: Db,
  actor: Actor,
  input: ManualObservationInput,
): Promise<MarketObservationDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketObservations)
      .values(
        valuesOf({
          brand: input.brand,
          model: input.model,
          reference: input.reference,
          source: "manual",
          sourceItemId: null,
          title: null,
          whereSeen: input.whereSeen,
          priceMinor: input.priceMinor,
          currency: input.currency,
          condition: input.condition,
          url: input.url,
          kind: input.kind,
          observedAt: new Date(`${input.observedOn}T00:00:00Z`),
        }),
      )
      .returning();
    const after = toDto(row as Row);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "market_observation.create",
      entityType: "market_observation",
      entityId: after.id,
      label: watchLabel([after.brand, after.model, after.reference]),
      after,
      ip: actor.ip,
    });
    return after;
  });
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Part of the brand or model, or of the reference however it is spelled ("126610" finds "126610LN"). */
function searchCondition(q: string): SQL | undefined {
  const words = `%${escapeLike(q)}%`;
  const compact = compactReference(q);
  return or(
    ilike(marketObservations.brand, words),
    ilike(marketObservations.model, words),
    compact
      ? sql`regexp_replace(lower(${marketObservations.reference}), '[^a-z0-9]', '', 'g') like ${`%${compact}%`}`
      : undefined,
  );
}

/**
 * Stored observations, newest seen first, one keyset page at a time, narrowed by a search, brand,
 * reference (as one spells it) and source.
 */
export async function listObservations(
  db: Db,
  query: z.output<typeof observationListQuerySchema>,
): Promise<MarketObservationPageDto> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const where: (SQL | undefined)[] = [
    query.q ? searchCondition(query.q) : undefined,
    query.brand ? sql`lower(${marketObservations.brand}) = ${query.brand.toLowerCase()}` : undefined,
    query.reference ? sameReference(marketObservations.reference, query.reference) : undefined,
    query.source ? eq(marketObservations.source, query.source) : undefined,
    cursor && afterTimeCursor(marketObservations.observedAt, marketObservations.id, cursor),
  ];
  const rows = await db
    .select({ row: marketObservations, micros: microsOf(marketObservations.observedAt) })
    .from(marketObservations)
    .where(and(...where))
    .orderBy(desc(marketObservations.observedAt), asc(marketObservations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toDto(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeTimeCursor({ k: last.micros, i: last.row.id }) : null,
  };
}

/**
 * Deletes a price an admin recorded, with its audit row. Marketplace observations are the
 * searches' own record and are not deleted by hand: their id reads as not found.
 */
export async function deleteManualObservation(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(marketObservations)
      .where(and(eq(marketObservations.id, id), eq(marketObservations.source, "manual")))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", marketObservationMessages.notFound);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "market_observation.delete",
      entityType: "market_observation",
      label: watchLabel([row.brand, row.model, row.reference]),
      entityId: id,
      before: toDto(row),
      ip: actor.ip,
    });
  });
}
