import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import {
  type PortfolioItemDto,
  type PortfolioMarketRevalueDto,
  type PortfolioQuery,
  type PortfolioSave,
  type PortfolioSource,
  type PortfolioStatsDto,
  type PortfolioUpdate,
  type PortfolioValuePoint,
  portfolioMessages,
  type ValuationSource,
} from "../../../shared/portfolio-schemas";
import {
  enteredProvenance,
  type PriceProvenance,
  unrecordedProvenance,
} from "../../../shared/price-provenance";
import { shopUtcOffsetMinutes } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import type { MarketProvider } from "../../providers/market/market";
import { priceWatch } from "../market/market-price.service";
import { mediaColumns, mediaJoin, toMediaDto } from "../media/media.service";
import { writeWithImage } from "../media/own-media";
import { portfolioItems, portfolioValuations } from "./portfolio.schema";

/**
 * A reseller's portfolio (issue 11; spec: reseller-tools §6 "scoped to the user's own id"): every
 * read and write carries the owner's id, so another user's item is never found, only "not found".
 */
const items = portfolioItems;
const valuations = portfolioValuations;
const owned = (userId: string, condition?: SQL) => and(eq(items.userId, userId), condition);
const notFound = () => new AppError("NOT_FOUND", portfolioMessages.notFound);

const itemColumns = {
  id: items.id,
  brand: items.brand,
  model: items.model,
  reference: items.reference,
  notes: items.notes,
  marketPriceCents: items.marketPriceCents,
  lowPriceCents: items.lowPriceCents,
  highPriceCents: items.highPriceCents,
  confidence: items.confidence,
  identificationMethod: items.identificationMethod,
  source: items.source,
  listings: items.listings,
  insights: items.insights,
  recommendation: items.recommendation,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  image: mediaColumns,
};

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(items)
    .leftJoin(...mediaJoin(items.imageMediaId))
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

/** Each item's first and latest valuation and their count, oldest first by when they were made. */
interface History {
  first: number;
  latest: number;
  count: number;
  lastAt: Date;
  lastSource: ValuationSource;
  lastProvenance: PriceProvenance;
}

async function historiesOf(db: Db, itemIds: string[]): Promise<Map<string, History>> {
  const histories = new Map<string, History>();
  if (itemIds.length === 0) return histories;
  const rows = await db
    .select({
      itemId: valuations.itemId,
      priceCents: valuations.priceCents,
      recordedAt: valuations.recordedAt,
      source: valuations.source,
      basis: valuations.basis,
      sources: valuations.sources,
      sampleSize: valuations.sampleSize,
      asOf: valuations.asOf,
    })
    .from(valuations)
    .where(inArray(valuations.itemId, itemIds))
    .orderBy(asc(valuations.recordedAt), asc(valuations.id));
  for (const row of rows) {
    const known = histories.get(row.itemId);
    histories.set(row.itemId, {
      first: known?.first ?? row.priceCents,
      latest: row.priceCents,
      count: (known?.count ?? 0) + 1,
      lastAt: row.recordedAt,
      lastSource: row.source as ValuationSource,
      lastProvenance: {
        basis: row.basis as PriceProvenance["basis"],
        sources: row.sources,
        sampleSize: row.sampleSize,
        asOf: row.asOf?.toISOString() ?? null,
      },
    });
  }
  return histories;
}

function toItemDto(row: ItemRow, history: History | undefined): PortfolioItemDto {
  const { image, createdAt, updatedAt, source, marketPriceCents, ...fields } = row;
  return {
    ...fields,
    source: source as PortfolioSource,
    image: image?.id ? toMediaDto(image) : null,
    marketPriceCents,
    addedValueCents: history?.first ?? null,
    gainCents: history ? history.latest - history.first : null,
    valuationCount: history?.count ?? 0,
    lastValuedAt: (history?.lastAt ?? createdAt).toISOString(),
    lastValuationSource: history?.lastSource ?? (source as PortfolioSource),
    lastValuationProvenance: history?.lastProvenance ?? unrecordedProvenance,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

async function withHistories(db: Db, rows: ItemRow[]): Promise<PortfolioItemDto[]> {
  const histories = await historiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItemDto(row, histories.get(row.id)));
}

const sortColumns = {
  createdAt: items.createdAt,
  brand: sql`lower(${items.brand})`,
  model: sql`lower(${items.model})`,
  marketPrice: items.marketPriceCents,
  confidence: items.confidence,
} as const;

/** spec §2 — the items in the chosen order; one without a confidence or a price sorts last either way. */
function sortOrder(query: PortfolioQuery): SQL[] {
  const direction = query.order === "asc" ? asc : desc;
  const column = sortColumns[query.sort];
  return [
    ...(query.sort === "confidence" ? [sql`${items.confidence} is null`] : []),
    ...(query.sort === "marketPrice" ? [sql`${items.marketPriceCents} is null`] : []),
    direction(column),
    direction(items.createdAt),
    asc(items.id),
  ];
}

/** The user's saved watches, each with its gain or loss since it was added. */
export async function listPortfolio(
  db: Db,
  userId: string,
  query: PortfolioQuery,
): Promise<PortfolioItemDto[]> {
  const rows = await selectItems(db)
    .where(owned(userId))
    .orderBy(...sortOrder(query));
  return withHistories(db, rows);
}

async function readItem(db: Db, userId: string, id: string): Promise<PortfolioItemDto> {
  const [row] = await selectItems(db)
    .where(owned(userId, eq(items.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const [item] = await withHistories(db, [row]);
  if (!item) throw notFound();
  return item;
}

/** The item's market price is its latest valuation's. */
async function refreshMarketPrice(db: Db, itemId: string): Promise<void> {
  await db
    .update(items)
    .set({
      marketPriceCents: sql`(select ${valuations.priceCents} from ${valuations}
        where ${valuations.itemId} = ${itemId}
        order by ${valuations.recordedAt} desc, ${valuations.id} desc limit 1)`,
    })
    .where(eq(items.id, itemId));
}

/**
 * spec §7 save-to-portfolio — stores an analysis for the signed-in user with its first valuation
 * (the market average, from the item's own source), or none when no source priced the watch.
 * `at` dates it, for the demo seed's history.
 */
export async function savePortfolioItem(
  db: Db,
  userId: string,
  input: PortfolioSave,
  options: { at?: Date } = {},
): Promise<PortfolioItemDto> {
  const at = options.at ?? new Date();
  const id = await writeWithImage(db, { mediaId: input.imageMediaId, ownerId: userId }, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(items)
        .values({
          userId,
          brand: input.brand,
          model: input.model,
          reference: input.reference,
          notes: input.brief,
          imageMediaId: input.imageMediaId,
          marketPriceCents: input.marketPrice?.average ?? null,
          lowPriceCents: input.marketPrice?.low ?? null,
          highPriceCents: input.marketPrice?.high ?? null,
          confidence: input.confidence,
          identificationMethod: input.identificationMethod,
          source: input.source,
          listings: input.listings,
          insights: input.insights,
          recommendation: input.profitabilityRecommendation,
          searchDate: at,
          createdAt: at,
        })
        .returning({ id: items.id });
      if (!inserted) throw new Error("The saved portfolio item could not be read back");
      if (input.marketPrice)
        await tx.insert(valuations).values({
          itemId: inserted.id,
          priceCents: input.marketPrice.average,
          source: input.source,
          recordedAt: at,
          // The analysis's own provenance, as computed; a price sent without one is unrecorded.
          ...provenanceColumns(input.marketPrice.provenance ?? unrecordedProvenance),
        });
      return inserted.id;
    }),
  );
  return readItem(db, userId, id);
}

/** spec §7 update-portfolio — brand, model, reference, notes and image of one of the user's items. */
export async function updatePortfolioItem(
  db: Db,
  userId: string,
  id: string,
  input: PortfolioUpdate,
): Promise<PortfolioItemDto> {
  const updated = await writeWithImage(db, { mediaId: input.imageMediaId, ownerId: userId }, () =>
    db
      .update(items)
      .set({
        brand: input.brand,
        model: input.model,
        reference: input.reference,
        notes: input.notes,
        imageMediaId: input.imageMediaId,
      })
      .where(owned(userId, eq(items.id, id)))
      .returning({ id: items.id }),
  );
  if (updated.length === 0) throw notFound();
  return readItem(db, userId, id);
}

/** A provenance as a valuation's columns. */
const provenanceColumns = (provenance: PriceProvenance) => ({
  basis: provenance.basis,
  sources: provenance.sources,
  sampleSize: provenance.sampleSize,
  asOf: provenance.asOf === null ? null : new Date(provenance.asOf),
});

/**
 * A re-valuation of one of the user's items: a dated point that becomes its market price, with its
 * provenance — a figure the owner typed is "entered" on the day it was recorded.
 */
export async function revaluePortfolioItem(
  db: Db,
  userId: string,
  id: string,
  input: { price: number; source: ValuationSource; provenance?: PriceProvenance },
  options: { at?: Date } = {},
): Promise<PortfolioItemDto> {
  const at = options.at ?? new Date();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(owned(userId, eq(items.id, id)))
      .limit(1);
    if (!item) throw notFound();
    await tx.insert(valuations).values({
      itemId: id,
      priceCents: input.price,
      source: input.source,
      recordedAt: at,
      ...provenanceColumns(input.provenance ?? enteredProvenance(at)),
    });
    await refreshMarketPrice(tx, id);
  });
  return readItem(db, userId, id);
}

/** The owner saved the watch's identity themselves; prices follow it as given. */
const savedIdentityConfidence = 100;

/**
 * Re-values one of the user's items from the market service (issue 11's value history, issue 12's
 * prices): when some named source knows its brand and reference (else model), the market price in
 * USD becomes a "market" valuation; when none does, nothing is recorded — never an invented figure.
 */
export async function revalueFromMarket(
  deps: { db: Db; market: MarketProvider | undefined },
  userId: string,
  id: string,
): Promise<PortfolioMarketRevalueDto> {
  const item = await readItem(deps.db, userId, id);
  const { market } = await priceWatch(
    deps,
    { brand: item.brand, model: item.model, reference: item.reference },
    { confidence: item.confidence ?? savedIdentityConfidence },
  );
  if (!market) return { valued: false, item, sampleSize: null, provenance: null };
  return {
    valued: true,
    item: await revaluePortfolioItem(deps.db, userId, id, {
      price: market.marketPrice.usdCents,
      source: "market",
      provenance: market.provenance,
    }),
    sampleSize: market.sampleSize,
    provenance: market.provenance,
  };
}

/** spec §7 delete-portfolio — one of the user's items, with its value history; another's is a 404. */
export async function deletePortfolioItem(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(items)
    .where(owned(userId, eq(items.id, id)))
    .returning({ id: items.id });
  if (deleted.length === 0) throw notFound();
}

const shopOffsetMs = shopUtcOffsetMinutes * 60_000;
/** The shop's calendar day of an instant, "YYYY-MM-DD" (Kuwait time, like the back office's months). */
const shopDay = (at: Date) => new Date(at.getTime() + shopOffsetMs).toISOString().slice(0, 10);

/**
 * The portfolio's total value over time: for each day a valuation was made, the sum over the items
 * that existed then of each one's latest valuation as of the end of that day.
 */
async function valueOverTime(db: Db, userId: string): Promise<PortfolioValuePoint[]> {
  const rows = await db
    .select({
      itemId: valuations.itemId,
      priceCents: valuations.priceCents,
      recordedAt: valuations.recordedAt,
    })
    .from(valuations)
    .innerJoin(items, eq(items.id, valuations.itemId))
    .where(owned(userId))
    .orderBy(asc(valuations.recordedAt), asc(valuations.id));
  const latest = new Map<string, number>();
  const points: PortfolioValuePoint[] = [];
  let total = 0;
  for (const row of rows) {
    total += row.priceCents - (latest.get(row.itemId) ?? 0);
    latest.set(row.itemId, row.priceCents);
    const date = shopDay(row.recordedAt);
    const last = points.at(-1);
    if (last?.date === date) last.totalValueCents = total;
    else points.push({ date, totalValueCents: total });
  }
  return points;
}

/** spec §3 Portfolio stats, over every item at its market price, and the value over time. */
export async function getPortfolioStats(db: Db, userId: string): Promise<PortfolioStatsDto> {
  const [figures] = await db
    .select({
      total: sql<string>`coalesce(sum(${items.marketPriceCents}), 0)`,
      count: sql<number>`count(*)::int`,
      priced: sql<number>`count(${items.marketPriceCents})::int`,
      highest: sql<string | null>`max(${items.marketPriceCents})`,
      lowest: sql<string | null>`min(${items.marketPriceCents})`,
    })
    .from(items)
    .where(owned(userId));
  const brands = await db
    .select({ brand: items.brand, count: sql<number>`count(*)::int` })
    .from(items)
    .where(owned(userId))
    .groupBy(items.brand)
    .orderBy(desc(sql`count(*)`), asc(items.brand));
  const total = Number(figures?.total ?? 0);
  const count = figures?.count ?? 0;
  return {
    totalValueCents: total,
    averagePriceCents: (figures?.priced ?? 0) > 0 ? Math.round(total / (figures?.priced ?? 1)) : 0,
    totalWatches: count,
    highestValueCents: Number(figures?.highest ?? 0),
    lowestValueCents: Number(figures?.lowest ?? 0),
    brandDistribution: brands,
    valueOverTime: await valueOverTime(db, userId),
  };
}
