import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { watchLabel } from "../../../shared/audit-schemas";
import type { BoxPapers, Condition } from "../../../shared/catalog";
import type { DisplayCurrency } from "../../../shared/display-currencies";
import { AppError, refusal } from "../../../shared/errors";
import type { Language } from "../../../shared/i18n";
import { convert, type ShopCurrency } from "../../../shared/money";
import { tradeInNotice } from "../../../shared/staff-notifications";
import {
  canMoveTradeIn,
  type TradeInStatus,
  tradeInActions,
  tradeInStatusesBefore,
} from "../../../shared/trade-in-lifecycle";
import { estimateTradeIn, type TradeInEstimate } from "../../../shared/trade-in-offer";
import {
  openTradeInStatuses,
  type TradeInActionWrite,
  type TradeInDto,
  type TradeInPageDto,
  type TradeInQuery,
  type TradeInReceiptDto,
  type TradeInSubmitWrite,
  tradeInMessages,
} from "../../../shared/trade-in-schemas";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import { recordAudit } from "../audit/audit.service";
import { getListingSummaries, isListingLive } from "../catalog/catalog.service";
import { createStoreInventoryItem } from "../inventory/inventory.service";
import { type MarketPriceDeps, priceWatch } from "../market/market-price.service";
import { privateUploadsOf } from "../media/own-media";
import { getExchangeRates, getStoreInfo } from "../settings/settings.service";
import { notifyStaff } from "../staff/staff-notifications";
import {
  type TradeInAnswer,
  tradeInAnswerMessage,
  tradeInNotificationMessage,
  tradeInReceiptMessage,
} from "./trade-in-mail";
import { tradeInPhotos, tradeInRequests } from "./trade-ins.schema";

const pageSize = 30;

/** The seller typed the watch; the inspection, not the identification, is where doubt is settled. */
const typedConfidence = 100;

type Row = typeof tradeInRequests.$inferSelect;

const notFound = () => new AppError("NOT_FOUND", tradeInMessages.notFound);

const refused = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, [{ path, message }]);

/** The indicative offer for a watch, from the market service's sourced figures (trade-in-offer.ts). */
async function estimateOf(deps: MarketPriceDeps, input: TradeInSubmitWrite): Promise<TradeInEstimate> {
  // Without a reference the market of a make and model prices other watches: no search is made.
  if (!input.reference) return estimateTradeIn(null, false);
  const { market } = await priceWatch(
    deps,
    { brand: input.brand, model: input.model, reference: input.reference },
    { confidence: typedConfidence },
  );
  return estimateTradeIn(
    market && {
      marketUsdCents: market.marketPrice.usdCents,
      spreadBasisPoints: market.spreadBasisPoints,
      risk: market.risk,
      sampleSize: market.sampleSize,
      newestAgeDays: market.newestAgeDays,
      oldestAt: market.oldestAt,
      provenance: market.provenance,
      basis: market.basis,
    },
    true,
  );
}

/** The photos a request may attach: the sender's own private uploads, attached to no other request. */
async function checkPhotos(db: Db, photoIds: readonly string[], senderId: string | null): Promise<string[]> {
  const ids = [...new Set(photoIds)];
  const owned = await privateUploadsOf(db, ids, senderId);
  const taken =
    ids.length === 0
      ? []
      : await db
          .select({ id: tradeInPhotos.mediaId })
          .from(tradeInPhotos)
          .where(inArray(tradeInPhotos.mediaId, ids));
  if (owned.length !== ids.length || taken.length > 0)
    throw refused("photoIds", tradeInMessages.unknownPhoto);
  return ids;
}

/** The listed watch the seller would take in exchange: live now, and its title kept with the request. */
async function tradeForOf(db: Db, listingId: string | undefined) {
  if (!listingId) return { tradeForListingId: null, tradeForTitle: null };
  const summary = (await isListingLive(db, listingId))
    ? (await getListingSummaries(db, [listingId])).get(listingId)
    : undefined;
  if (!summary) throw refused("tradeForListingId", tradeInMessages.listingUnavailable);
  return { tradeForListingId: listingId, tradeForTitle: summary.card.title };
}

export interface TradeInDeps extends MarketPriceDeps {
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

/**
 * Issue 31: a seller's request is priced at once from the sourced market data (or told there is
 * not enough), stored with that estimate and its photos, and acknowledged by mail in the seller's
 * language; the staff who may buy stock are told, each in their own language (decision 031). The
 * honeypot is the route's to drop.
 */
export async function submitTradeIn(
  deps: TradeInDeps,
  input: Omit<TradeInSubmitWrite, "website">,
  senderId: string | null,
): Promise<TradeInReceiptDto> {
  const { db } = deps;
  const photoIds = await checkPhotos(db, input.photoIds, senderId);
  const tradeFor = await tradeForOf(db, input.tradeForListingId);
  const estimate = await estimateOf(deps, input);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(tradeInRequests)
        .values({
          brand: input.brand,
          model: input.model,
          reference: input.reference ?? null,
          year: input.year ?? null,
          condition: input.condition,
          boxPapers: input.boxPapers,
          askingMinor: input.askingMinor,
          askingCurrency: input.askingMinor === null ? null : input.currency,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          language: input.language,
          userId: senderId,
          ...tradeFor,
          estimate,
        })
        .returning({ id: tradeInRequests.id });
      if (!row) throw new Error("The trade-in request was not stored");
      if (photoIds.length > 0)
        await tx
          .insert(tradeInPhotos)
          .values(photoIds.map((mediaId, position) => ({ requestId: row.id, mediaId, position })));
      return row.id;
    })
    .catch((error: unknown) => {
      // Two requests sent at once with the same photo: the second is told the photo is gone.
      if (isUniqueViolation(error, "trade_in_photos_media_idx"))
        throw refused("photoIds", tradeInMessages.unknownPhoto);
      throw error;
    });
  await deps.mailer.send(tradeInReceiptMessage(input, estimate, deps.publicUrl));
  const { contactEmail } = await getStoreInfo(db);
  const notified = {
    ...input,
    id,
    asking: input.askingMinor === null ? null : { minor: input.askingMinor, currency: input.currency },
    estimate,
    tradeForTitle: tradeFor.tradeForTitle,
    photoCount: photoIds.length,
  };
  await notifyStaff(
    deps,
    tradeInNotice.choice,
    (to) => tradeInNotificationMessage(notified, to, deps.publicUrl),
    contactEmail,
    tradeInNotice.permission,
  );
  return { id, estimate };
}

function statusFilter(status: TradeInQuery["status"]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "open") return inArray(tradeInRequests.status, [...openTradeInStatuses]);
  return eq(tradeInRequests.status, status);
}

/** Rows as staff see them, with their photos and the traded-for listing's current slug. */
async function toDtos(db: Db, rows: readonly Row[]): Promise<TradeInDto[]> {
  const ids = rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(tradeInPhotos)
          .where(inArray(tradeInPhotos.requestId, ids))
          .orderBy(asc(tradeInPhotos.position));
  const listings = await getListingSummaries(
    db,
    rows.flatMap((row) => (row.tradeForListingId ? [row.tradeForListingId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TradeInStatus,
    brand: row.brand,
    model: row.model,
    reference: row.reference,
    year: row.year,
    condition: row.condition as Condition,
    boxPapers: row.boxPapers as BoxPapers,
    asking:
      row.askingMinor === null
        ? null
        : { minor: row.askingMinor, currency: row.askingCurrency as DisplayCurrency },
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language as Language,
    tradeFor:
      row.tradeForTitle === null
        ? null
        : {
            id: row.tradeForListingId,
            title: row.tradeForTitle,
            slug: (row.tradeForListingId && listings.get(row.tradeForListingId)?.card.slug) || null,
          },
    estimate: row.estimate,
    photos: photos.filter((photo) => photo.requestId === row.id).map((photo) => ({ id: photo.mediaId })),
    offer:
      row.offerMinor === null ? null : { minor: row.offerMinor, currency: row.offerCurrency as ShopCurrency },
    staffMessage: row.staffMessage,
    inventoryItemId: row.inventoryItemId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The staff queue: newest first, by status (open by default), one keyset page at a time. */
export async function listTradeIns(db: Db, query: TradeInQuery): Promise<TradeInPageDto> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const [rows, [open]] = await Promise.all([
    db
      .select({ row: tradeInRequests, micros: microsOf(tradeInRequests.createdAt) })
      .from(tradeInRequests)
      .where(
        and(
          statusFilter(query.status),
          cursor && afterTimeCursor(tradeInRequests.createdAt, tradeInRequests.id, cursor),
        ),
      )
      .orderBy(desc(tradeInRequests.createdAt), asc(tradeInRequests.id))
      .limit(pageSize + 1),
    db
      .select({ total: count() })
      .from(tradeInRequests)
      .where(inArray(tradeInRequests.status, [...openTradeInStatuses])),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    requests: await toDtos(
      db,
      page.map(({ row }) => row),
    ),
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor({ k: last.micros, i: last.row.id }) : null,
    open: open?.total ?? 0,
  };
}

export async function getTradeIn(db: Db, id: string): Promise<TradeInDto> {
  const [row] = await db.select().from(tradeInRequests).where(eq(tradeInRequests.id, id));
  if (!row) throw notFound();
  const [dto] = await toDtos(db, [row]);
  return dto as TradeInDto;
}

/** Whether the photo is one of the request's: staff read it through the request alone. */
export async function isTradeInPhoto(db: Db, requestId: string, mediaId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tradeInPhotos.mediaId })
    .from(tradeInPhotos)
    .where(and(eq(tradeInPhotos.requestId, requestId), eq(tradeInPhotos.mediaId, mediaId)));
  return rows.length > 0;
}

const illegalMove = (from: string, to: string) =>
  refusal("CONFLICT", "ILLEGAL_TRANSITION", `A trade-in request that is ${from} cannot become ${to}`, {
    from,
    to,
  });

/** Who acts on a request, for the audit log. */
export interface TradeInActor {
  userId: string;
  ip?: string;
}

/**
 * The bought watch as a store inventory item (issue 31): its buying price the firm offer, in fils at
 * the settings' rate when the offer was in dollars; its expected price the market median the seller
 * was shown, when there was one; the seller's words for its condition, which staff correct at will.
 * No photo: the seller's are private, and a listing's are taken by the shop. No note either: the
 * notes are staff's own words, and where the watch came from is read from this request, in the
 * reader's language (trade-in-origins.ts).
 */
async function addToInventory(tx: Db, actor: TradeInActor, row: Row): Promise<string> {
  if (row.offerMinor === null || row.offerCurrency === null) throw illegalMove(row.status, "bought");
  const rates = await getExchangeRates(tx);
  const fils = (minor: number, currency: ShopCurrency) => convert(minor, currency, "KWD", rates);
  const item = await createStoreInventoryItem(tx, actor, {
    make: row.brand,
    model: row.model,
    reference: row.reference,
    condition: row.condition as Condition,
    buyingPrice: fils(row.offerMinor, row.offerCurrency as ShopCurrency),
    expectedSellingPrice: row.estimate.kind === "range" ? fils(row.estimate.marketUsdCents, "USD") : 0,
    soldPrice: null,
    shippingCost: 0,
    fees: 0,
    status: "available",
    notes: null,
    imageMediaId: null,
    saleDate: null,
  });
  return item.id;
}

/** The answer the seller is mailed for a move, from the request as it now stands. */
function answerOf(row: Row): TradeInAnswer {
  const amount = { amountMinor: row.offerMinor ?? 0, currency: (row.offerCurrency ?? "USD") as ShopCurrency };
  if (row.status === "declined") return { kind: "declined", message: row.staffMessage ?? "" };
  if (row.status === "countered") return { kind: "countered", ...amount, message: row.staffMessage ?? "" };
  return { kind: row.status === "bought" ? "bought" : "offered", ...amount };
}

const audited = (row: Row) => ({
  status: row.status,
  priceMinor: row.offerMinor,
  currency: row.offerCurrency,
  notes: row.staffMessage,
  inventoryId: row.inventoryItemId,
});

/**
 * Moves a request by the transition table (trade-in-lifecycle.ts) with one conditional write, audits
 * it in the same transaction, then mails the seller in their language. "buy" turns the request into
 * one store inventory item and is idempotent: a request already bought is answered as it stands,
 * with no second item, audit entry or mail. Any other move the table does not allow is 409.
 */
export async function actOnTradeIn(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  actor: TradeInActor,
  id: string,
  action: TradeInActionWrite,
): Promise<TradeInDto> {
  const to: TradeInStatus = tradeInActions[action.action];
  const moved = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(tradeInRequests).where(eq(tradeInRequests.id, id)).for("update");
    if (!before) throw notFound();
    if (to === "bought" && before.status === "bought") return undefined;
    if (!canMoveTradeIn(before.status as TradeInStatus, to)) throw illegalMove(before.status, to);
    const set: Partial<Row> = { status: to };
    if (action.action === "offer")
      Object.assign(set, {
        offerMinor: action.amountMinor,
        offerCurrency: action.currency,
        staffMessage: null,
      });
    if (action.action === "counter")
      Object.assign(set, {
        offerMinor: action.amountMinor,
        offerCurrency: action.currency,
        staffMessage: action.message,
      });
    if (action.action === "decline") set.staffMessage = action.message;
    if (action.action === "buy") set.inventoryItemId = await addToInventory(tx, actor, before);
    const [after] = await tx
      .update(tradeInRequests)
      .set(set)
      .where(and(eq(tradeInRequests.id, id), inArray(tradeInRequests.status, tradeInStatusesBefore(to))))
      .returning();
    if (!after) throw illegalMove(before.status, to);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: `trade_in.${action.action}`,
      entityType: "trade_in",
      entityId: id,
      label: watchLabel([before.brand, before.model, before.reference]),
      before: audited(before),
      after: audited(after),
      ip: actor.ip,
    });
    return after;
  });
  if (moved) {
    await deps.mailer.send(
      tradeInAnswerMessage(
        { ...moved, language: moved.language as Language },
        answerOf(moved),
        deps.publicUrl,
      ),
    );
  }
  return getTradeIn(deps.db, id);
}
