import { and, inArray, type SQL, sql } from "drizzle-orm";
import { facetNames } from "../../../../shared/catalog-api";
import type { ChangedListings, ChangeFeed } from "../../../db/change-feed";
import { type Db, queryRows } from "../../../db/client";
import { listings } from "../catalog.schema";
import { facetValueExpr } from "../catalog-facets";
import { brandNameExpr, createdMicrosExpr, referenceKeyExpr } from "../listing-expressions";
import { listingInCollectionConditions } from "../listing-lifecycle";
import { type IndexedListing, ListingIndex } from "./listing-index";
import { listingWords } from "./listing-words";

/** Rows per read while loading: a million listings load in a few dozen statements. */
const batchRows = 20_000;

type Row = Record<string, unknown> & {
  id: string;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  search_words: string | null;
  created_micros: string | number;
  price_cents: string | number;
  label: string | null;
  category_id: string | null;
  reference_key: string | null;
  in_collection: boolean;
};

const inCollection = and(...listingInCollectionConditions) as SQL;

/** What the index holds of a listing, read in one statement with whether it is in the collection. */
function readRows(db: Db, where: SQL | undefined, orderAndLimit: SQL = sql``) {
  return queryRows<Row>(
    db,
    sql`select ${listings.id} as id, ${listings.title} as title, ${listings.brand} as brand,
          ${listings.model} as model, ${listings.reference} as reference,
          ${listings.searchWords} as search_words, ${createdMicrosExpr} as created_micros,
          ${listings.priceCents} as price_cents,
          ${sql.join(
            facetNames.map((facet) => sql`${facetValueExpr[facet]} as ${sql.identifier(facet)}`),
            sql`, `,
          )},
          ${brandNameExpr} as label, ${listings.categoryId} as category_id,
          ${referenceKeyExpr} as reference_key, ${inCollection} as in_collection
        from ${listings}
        where ${where ?? sql`true`}
        ${orderAndLimit}`,
  );
}

function toIndexed(row: Row): IndexedListing {
  return {
    id: row.id,
    title: row.title,
    createdMicros: Number(row.created_micros),
    priceCents: Number(row.price_cents),
    facets: Object.fromEntries(
      facetNames.map((facet) => [facet, (row[facet] as string | null) ?? null]),
    ) as IndexedListing["facets"],
    brandLabel: row.label,
    categoryId: row.category_id,
    words: row.search_words ?? listingWords(row),
    referenceKey: row.reference_key ?? "",
  };
}

/**
 * Writes the words of listings that have none yet (migration 0026, or a write that changed their
 * text without them): only where still missing, so instances doing it at once agree.
 */
async function writeMissingWords(db: Db, rows: readonly Row[]) {
  const missing = rows.filter((row) => row.search_words === null);
  for (let from = 0; from < missing.length; from += 1_000) {
    const batch = missing.slice(from, from + 1_000).map((row) => ({ id: row.id, words: listingWords(row) }));
    await db.execute(
      sql`update ${listings} set search_words = written.words
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as written(id uuid, words text)
          where ${listings.id} = written.id and ${listings.searchWords} is null`,
    );
  }
}

/** Every listing of the collection, read in one snapshot so the index is the catalogue at one moment. */
export async function readListingIndex(db: Db): Promise<ListingIndex> {
  const read = await db.transaction(
    async (tx) => {
      const all: Row[] = [];
      let after: SQL | undefined;
      for (;;) {
        const rows = await readRows(
          tx,
          and(inCollection, after),
          sql`order by ${listings.id} limit ${batchRows}`,
        );
        all.push(...rows);
        const last = rows.at(-1);
        if (rows.length < batchRows || !last) break;
        after = sql`${listings.id} > ${last.id}`;
      }
      return all;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  await writeMissingWords(db, read);
  return ListingIndex.build(read.map(toIndexed));
}

/** After a failed read, the pause before trying again. */
const retryMs = 1_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The instance's search index (issue 26), following the catalogue: read whole at start and after
 * the change feed was lost (its epoch changed), and otherwise changed in place, a few rows at a
 * time, as each write is heard (migration 0026 names the listings a write changed). A write
 * therefore never sends searches to SQL; only while the index is first read (about 1.5 s over
 * 100,000 listings) or a bulk write of more than 200 listings is read again does SQL answer.
 */
export function createIndexKeeper(db: Db, changes: ChangeFeed) {
  let index: ListingIndex | undefined;
  let indexEpoch: string | undefined;
  let loading: Promise<void> | undefined;
  let applying: Promise<void> | undefined;
  let pending = new Set<string>();
  let pendingAll = false;
  // performance.now() when the index was last read whole or took in a change: its age (metrics).
  let updatedAt = 0;

  const epochNow = () => changes.epoch() ?? undefined;
  const behind = () => pendingAll || pending.size > 0;

  function load(): Promise<void> {
    if (loading) return loading;
    const epoch = epochNow();
    if (epoch === undefined) return Promise.resolve();
    // What is heard from now on may be missing from the snapshot: applied after it.
    pending = new Set();
    pendingAll = false;
    loading = readListingIndex(db)
      .then((read) => {
        index = read;
        indexEpoch = epoch;
        updatedAt = performance.now();
      })
      .catch(() => {
        // SQL answers meanwhile; the next search asks again.
      })
      .finally(() => {
        loading = undefined;
        if (behind()) schedule();
      });
    return loading;
  }

  async function apply() {
    if (pendingAll || !index) {
      index = undefined;
      await load();
      return;
    }
    const ids = [...pending];
    pending = new Set();
    try {
      const rows = await readRows(db, inArray(listings.id, ids));
      await writeMissingWords(db, rows);
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = found.get(id);
        if (row?.in_collection) index.put(toIndexed(row));
        else index.remove(id);
      }
      updatedAt = performance.now();
      // Edits leave rows behind (listing-index.ts); now and then the index is packed again, in
      // memory, while searches use it as it is and the writes heard meanwhile wait.
      if (index.wantsRebuild) {
        const packing = index;
        const packed = await packing.rebuilt();
        // Unless the catalogue was read whole meanwhile (the feed was lost).
        if (index === packing) index = packed;
      }
    } catch {
      for (const id of ids) pending.add(id);
      await pause(retryMs);
    }
  }

  function schedule() {
    if (applying || loading) return;
    applying = apply().finally(() => {
      applying = undefined;
      if (behind()) schedule();
    });
  }

  changes.onListings((changed: ChangedListings) => {
    if (changed === "all") pendingAll = true;
    else for (const id of changed) pending.add(id);
    schedule();
  });

  return {
    /**
     * The instance's index, or undefined while there is none for the feed as it is (SQL answers).
     * A write heard a moment ago may still be on its way in (a read of a few rows): a search is
     * not held for it, as it would not be for the notification itself.
     */
    async current(): Promise<ListingIndex | undefined> {
      const epoch = epochNow();
      if (epoch === undefined) return undefined;
      if (!index || indexEpoch !== epoch) {
        void load();
        return undefined;
      }
      return index;
    },
    /** When the index was last read whole or took in a change, on performance.now()'s clock. */
    updatedAt: () => updatedAt,
    /** Resolves once the index holds every change committed before the call (benchmarks, tests). */
    async ready(): Promise<void> {
      await changes.caughtUp();
      if (!index || indexEpoch !== epochNow()) await load();
      while (applying || loading || behind()) {
        if (epochNow() === undefined) return;
        schedule();
        await (applying ?? loading);
      }
    },
  };
}

export type IndexKeeper = ReturnType<typeof createIndexKeeper>;
