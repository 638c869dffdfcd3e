import { and, asc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { watchLabel } from "../../../shared/audit-schemas";
import { AppError, errorChain } from "../../../shared/errors";
import {
  type ReferenceFilter,
  type ReferenceListQuery,
  type ReferencePageDto,
  type ReferenceWatchDto,
  type ReferenceWatchWrite,
  referenceCatalogueMessages,
  referenceKey,
} from "../../../shared/reference-catalogue-schemas";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { referenceWatches } from "./analysis.schema";
import { matchReference, parseQuery } from "./reference-match";

const t = referenceWatches;

/** Who makes an admin write, for the audit log. */
export interface CatalogueActor {
  userId: string;
  ip?: string;
}

/** The audit log's name for a catalogue row, and for an import as a whole. */
export const catalogueAuditEntity = { reference: "reference_watch", import: "reference_catalogue" } as const;

export const referenceColumns = {
  id: t.id,
  brand: t.brand,
  collection: t.collection,
  model: t.model,
  reference: t.reference,
  aliases: t.aliases,
  caseSizeMm: t.caseSizeMm,
  caseMaterial: t.caseMaterial,
  movement: t.movement,
  dialColor: t.dialColor,
  yearFrom: t.yearFrom,
  yearTo: t.yearTo,
  description: t.description,
  source: t.source,
  editedAt: t.editedAt,
};
/** Reads catalogue rows with the columns a DTO needs. */
export function selectReferences(db: Db) {
  return db.select(referenceColumns).from(t).$dynamic();
}
type ReferenceRow = Awaited<ReturnType<typeof selectReferences>>[number];

export function toReferenceDto(row: ReferenceRow): ReferenceWatchDto {
  return {
    ...row,
    source: row.source === "admin" ? "admin" : "catalogue",
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** One catalogue hit: the reference and how well it answers the query (reference-match.ts). */
export interface ReferenceHit {
  watch: ReferenceWatchDto;
  /** 0..1; see matchReference for how it is computed. */
  score: number;
  /** How much of the row's reference the query named (1 the whole, under 1 a prefix), else 0. */
  reference: number;
}

/** The most rows a search scores; more would only be weaker matches of a common word. */
const candidateLimit = 400;

/**
 * Words of the query a row's search text contains, and runs of them its reference starts with,
 * or starts with after the maker's letters (reference-match.ts referenceForms).
 */
function candidateConditions(query: string): SQL[] {
  const { tokens, spans } = parseQuery(query);
  const words = tokens.filter((token) => token.length >= 2);
  return [
    ...words.map((word) => sql`${t.searchText} like ${`%${word}%`}`),
    ...spans
      .filter((span) => span.end - span.start <= 3)
      .flatMap((span) =>
        span.joined.length < 4
          ? [eq(t.referenceKey, span.joined)]
          : [
              sql`${t.referenceKey} like ${`${span.joined}%`}`,
              // Only a run that starts with a digit can follow the maker's letters (no regex
              // characters can be in it: a query word is letters and digits).
              ...(/^\d/.test(span.joined) ? [sql`${t.referenceKey} ~ ${`^[a-z]+${span.joined}`}`] : []),
            ],
      ),
  ];
}

const isCurrent = (watch: ReferenceWatchDto) => watch.yearFrom !== null && watch.yearTo === null;

/**
 * Fuzzy search of the reference catalogue on brand, model, reference and aliases (issue 12), best
 * first: the offline identification's look-up. Rows that share a word or a reference prefix with
 * the query are read, each is scored by matchReference, and ties go to the reference still made,
 * then the newest, then brand and reference order.
 */
export async function searchReferences(db: Db, query: string, limit = 10): Promise<ReferenceHit[]> {
  const conditions = candidateConditions(query);
  if (conditions.length === 0) return [];
  const matched = sql.join(
    conditions.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await selectReferences(db)
    .where(or(...conditions))
    .orderBy(sql`${matched} desc`, asc(t.brandKey), asc(t.referenceKey))
    .limit(candidateLimit);
  const parsed = parseQuery(query);
  return rows
    .map((row) => ({ watch: toReferenceDto(row), ...matchReference(parsed, row) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(isCurrent(b.watch)) - Number(isCurrent(a.watch)) ||
        (b.watch.yearFrom ?? 0) - (a.watch.yearFrom ?? 0) ||
        a.watch.brand.localeCompare(b.watch.brand) ||
        referenceKey(a.watch.reference).localeCompare(referenceKey(b.watch.reference)),
    )
    .slice(0, limit);
}

/** The admin table's search: every word in the row's text, or a reference beginning with it. */
function filterCondition(filter: ReferenceFilter): SQL | undefined {
  const words = filter.q ? parseQuery(filter.q).tokens : [];
  return and(
    filter.brand ? eq(t.brandKey, filter.brand.toLowerCase()) : undefined,
    ...words.map((word) =>
      or(sql`${t.searchText} like ${`%${word}%`}`, sql`${t.referenceKey} like ${`${word}%`}`),
    ),
  );
}

const cursorSchema = z.tuple([z.string(), z.string()]);

function encodeCursor(row: { brand: string; reference: string }): string {
  return Buffer.from(JSON.stringify([row.brand.toLowerCase(), referenceKey(row.reference)])).toString(
    "base64url",
  );
}

function afterCursor(text: string): SQL {
  try {
    const [brandKey, refKey] = cursorSchema.parse(
      JSON.parse(Buffer.from(text, "base64url").toString("utf8")),
    );
    return sql`(${t.brandKey}, ${t.referenceKey}) > (${brandKey}, ${refKey})`;
  } catch {
    throw new AppError("VALIDATION_ERROR", referenceCatalogueMessages.invalidCursor);
  }
}

/** Every brand in the catalogue, spelled as its first row spells it, for the brand filter. */
async function listBrands(db: Db): Promise<string[]> {
  const rows = await db
    .select({ brand: sql<string>`min(${t.brand})` })
    .from(t)
    .groupBy(t.brandKey)
    .orderBy(t.brandKey);
  return rows.map((row) => row.brand);
}

/**
 * The admin catalogue table (issue 12): searched and filtered by brand, in brand and reference
 * order, one keyset page at a time (brand and compared reference are unique together).
 */
export async function listReferences(db: Db, query: ReferenceListQuery): Promise<ReferencePageDto> {
  const [rows, brands] = await Promise.all([
    selectReferences(db)
      .where(and(filterCondition(query), query.cursor ? afterCursor(query.cursor) : undefined))
      .orderBy(asc(t.brandKey), asc(t.referenceKey))
      .limit(query.limit + 1),
    listBrands(db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toReferenceDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    brands,
  };
}

/** Every reference the filter finds, in the table's order, for the CSV export. */
export async function listReferencesForExport(db: Db, filter: ReferenceFilter): Promise<ReferenceWatchDto[]> {
  const rows = await selectReferences(db)
    .where(filterCondition(filter))
    .orderBy(asc(t.brandKey), asc(t.referenceKey));
  return rows.map(toReferenceDto);
}

const isUniqueViolation = (error: unknown) =>
  [...errorChain(error)].some((link) => (link as { code?: unknown }).code === "23505");

async function readReference(db: Db, id: string): Promise<ReferenceWatchDto | undefined> {
  const [row] = await selectReferences(db).where(eq(t.id, id)).limit(1);
  return row ? toReferenceDto(row) : undefined;
}

/**
 * Replaces every field of a reference (the dialog sends them all), with its audit row. The row
 * is marked edited, so the start-up load never puts the file's values back over the admin's.
 */
export async function updateReference(
  db: Db,
  actor: CatalogueActor,
  id: string,
  input: ReferenceWatchWrite,
): Promise<ReferenceWatchDto> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for("update");
      const before = locked && (await readReference(tx, id));
      if (!before) throw new AppError("NOT_FOUND", referenceCatalogueMessages.notFound);
      const [taken] = await tx
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            eq(t.brandKey, input.brand.toLowerCase()),
            eq(t.referenceKey, referenceKey(input.reference)),
            ne(t.id, id),
          ),
        );
      if (taken) throw new AppError("CONFLICT", referenceCatalogueMessages.duplicate);
      await tx
        .update(t)
        .set({ ...input, editedAt: new Date() })
        .where(eq(t.id, id));
      const after = (await readReference(tx, id)) as ReferenceWatchDto;
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "catalogue.update",
        entityType: catalogueAuditEntity.reference,
        entityId: id,
        label: watchLabel([after.brand, after.model, after.reference]),
        before,
        after,
        ip: actor.ip,
      });
      return after;
    });
  } catch (error) {
    // Another admin saved the same brand and reference in the same instant (PostgreSQL).
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", referenceCatalogueMessages.duplicate);
    throw error;
  }
}
