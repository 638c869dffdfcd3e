import { and, type SQL, sql } from "drizzle-orm";
import { facetNames } from "../../../shared/catalog-api";
import type { ChangeFeed } from "../../db/change-feed";
import { type Db, queryRows } from "../../db/client";
import { listings } from "./catalog.schema";
import { facetValueExpr } from "./catalog-facets";
import { brandNameExpr, createdMicrosExpr, referenceKeyExpr } from "./listing-expressions";
import { listingInCollectionConditions } from "./listing-lifecycle";
import { createSearchIndexBuilder, type IndexedListing, plainToken, type SearchIndex } from "./search-index";
import { searchWords, wordTokens } from "./search-words";

/** Rows per read while loading: a million listings load in a few dozen statements. */
const batchRows = 20_000;

type Row = Record<string, unknown> & {
  id: string;
  title: string;
  created_micros: string | number;
  price_cents: string | number;
  label: string | null;
  lexemes: string[] | null;
  reference_key: string | null;
};

/**
 * Every listing the collection shows (for sale or reserved), in name order (title, then id, as the collection sorts them), read in
 * one snapshot so the index is the catalogue at one moment.
 */
export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  return db.transaction(
    async (tx) => {
      const [collation] = await queryRows<{ collation: string }>(
        tx,
        sql`select datcollate as collation from pg_database where datname = current_database()`,
      );
      const byCodePoint = /^(c|posix|c\.utf-?8)$/i.test(collation?.collation ?? "");
      const builder = createSearchIndexBuilder({ sortsTextByCodePoint: byCodePoint });
      let after: SQL | undefined;
      for (;;) {
        const rows = await queryRows<Row>(
          tx,
          sql`select ${listings.id} as id, ${listings.title} as title, ${createdMicrosExpr} as created_micros,
                ${listings.priceCents} as price_cents,
                ${sql.join(
                  facetNames.map((facet) => sql`${facetValueExpr[facet]} as ${sql.identifier(facet)}`),
                  sql`, `,
                )},
                ${brandNameExpr} as label, tsvector_to_array(${listings.search}) as lexemes,
                ${referenceKeyExpr} as reference_key
              from ${listings}
              where ${and(...listingInCollectionConditions, after)}
              order by ${listings.title}, ${listings.id}
              limit ${batchRows}`,
        );
        for (const row of rows)
          builder.add({
            id: row.id,
            title: row.title,
            createdMicros: Number(row.created_micros),
            priceCents: Number(row.price_cents),
            facets: Object.fromEntries(
              facetNames.map((facet) => [facet, (row[facet] as string | null) ?? null]),
            ) as IndexedListing["facets"],
            brandLabel: row.label,
            lexemes: row.lexemes ?? [],
            referenceKey: row.reference_key ?? "",
          });
        const last = rows.at(-1);
        if (rows.length < batchRows || !last) break;
        after = sql`(${listings.title}, ${listings.id}) > (${last.title}, ${last.id})`;
      }
      return builder.finish();
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * The search's tokens with letters beyond a-z and digits, as PostgreSQL's unaccent spells them
 * (the SQL search unaccents what it is given): one short statement, only for such a search.
 */
export async function plainTokensOf(db: Db, q: string): Promise<Map<string, string>> {
  const tokens = [...new Set(searchWords(q).flatMap(wordTokens))].filter((token) => !plainToken.test(token));
  if (tokens.length === 0) return new Map();
  const rows = await queryRows<{ token: string; plain: string }>(
    db,
    sql`select value as token, mizan_unaccent(value) as plain
        from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb)`,
  );
  return new Map(rows.map((row) => [row.token, row.plain]));
}

/**
 * The instance's search index, kept while the data's stamp stands (change-feed.ts). It is used
 * only for the stamp it was read at, so it never answers for a catalogue that has changed: after
 * a write the collection's SQL answers until a new index is read. Reading one costs a pass over
 * the catalogue (about 1.5 s over 100,000 listings, 18 s over 1,000,000 on the development VM),
 * so under a stream of writes a new one starts no sooner than ten times the last read's length
 * after it, and at least `rebuildEveryMs` apart: the reads take a tenth of the time at most.
 */
export function createSearchIndexKeeper(
  db: Db,
  changes: ChangeFeed,
  options: { rebuildEveryMs?: number } = {},
) {
  const rebuildEveryMs = options.rebuildEveryMs ?? 10_000;
  let kept: { stamp: string; index: SearchIndex } | undefined;
  let reading: Promise<void> | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  let lastTook = 0;

  function read(): Promise<void> {
    if (reading) return reading;
    const stamp = changes.stamp("data");
    if (stamp === null) return Promise.resolve();
    const started = Date.now();
    lastStart = started;
    reading = loadSearchIndex(db)
      .then((index) => {
        kept = { stamp, index };
      })
      .catch(() => {
        // The collection's SQL answers meanwhile; the next read is tried after the pause.
      })
      .finally(() => {
        lastTook = Date.now() - started;
        reading = undefined;
      });
    return reading;
  }

  return {
    /** The index for the data as it is now, or undefined (and one is read) when there is none. */
    current(): SearchIndex | undefined {
      const stamp = changes.stamp("data");
      if (stamp !== null && kept?.stamp === stamp) return kept.index;
      if (Date.now() - lastStart >= Math.max(rebuildEveryMs, 10 * lastTook)) void read();
      return undefined;
    },
    /** Resolves once an index of the data as it is now has been read (or could not be). */
    async ready(): Promise<void> {
      await changes.caughtUp();
      const stamp = changes.stamp("data");
      if (stamp !== null && kept?.stamp !== stamp) await read();
    },
  };
}

export type SearchIndexKeeper = ReturnType<typeof createSearchIndexKeeper>;
