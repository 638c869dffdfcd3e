import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { refusal } from "../../../shared/errors";
import type {
  AdminHoldDto,
  AdminHoldPageDto,
  AdminHoldQuery,
  HoldDto,
  HoldTermsDto,
} from "../../../shared/hold-schemas";
import {
  depositCents,
  type HoldActor,
  type HoldKind,
  type HoldStatus,
  isPayable,
  offerBounds,
  openHoldStatuses,
} from "../../../shared/holds";
import { getAccountLabels } from "../../auth/users";
import type { Db } from "../../db/client";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, microsOf } from "../../http/time-cursor";
import { getListingSummaries } from "../catalog/catalog.service";
import { orderNumbersByIds } from "../orders/orders.service";
import { getHoldSettings } from "../settings/settings.service";
import type { HoldRow } from "./hold-lifecycle";
import { holdEvents, watchHolds } from "./holds.schema";

const pageSize = 30;

export const holdNotFound = () =>
  refusal("NOT_FOUND", "HOLD_NOT_FOUND", "We could not find this reservation or offer");

export const holdStateChanged = () =>
  refusal(
    "CONFLICT",
    "HOLD_STATE_CHANGED",
    "This reservation or offer has changed since you opened it. Reload the page to see where it stands.",
  );

/** GET /api/listings/:id/hold-terms: the deposit and the offer range, for a watch for sale now. */
export async function getHoldTerms(db: Db, listingId: string): Promise<HoldTermsDto> {
  const [summary, terms] = await Promise.all([
    getListingSummaries(db, [listingId]).then((found) => found.get(listingId)),
    getHoldSettings(db),
  ]);
  const card = summary?.card;
  if (!card?.isAvailable || card.reservedUntil) return { deposit: null, offers: null };
  return {
    deposit:
      terms.depositPercent > 0
        ? {
            percent: terms.depositPercent,
            days: terms.depositDays,
            amountCents: depositCents(card.priceCents, terms.depositPercent),
          }
        : null,
    offers: terms.offersEnabled ? offerBounds(card.priceCents) : null,
  };
}

export async function findHoldByToken(db: Db, token: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(watchHolds).where(eq(watchHolds.token, token));
  return row;
}

export async function findHold(db: Db, id: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(watchHolds).where(eq(watchHolds.id, id));
  return row;
}

/** The hold's page on the provider's TEST page (payments by the built-in provider). */
export async function findHoldByPaymentSession(db: Db, sessionId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(watchHolds).where(eq(watchHolds.paymentSessionId, sessionId));
  return row;
}

type EventRow = typeof holdEvents.$inferSelect;

async function eventsOf(db: Db, holdIds: readonly string[]): Promise<Map<string, EventRow[]>> {
  const result = new Map<string, EventRow[]>(holdIds.map((id) => [id, []]));
  if (holdIds.length === 0) return result;
  const rows = await db
    .select()
    .from(holdEvents)
    .where(inArray(holdEvents.holdId, [...holdIds]))
    .orderBy(asc(holdEvents.holdId), asc(holdEvents.id));
  for (const row of rows) result.get(row.holdId)?.push(row);
  return result;
}

/** The view both the shopper and staff share; the listing's current slug and photo, its words as kept. */
async function toHoldViews(
  db: Db,
  rows: readonly HoldRow[],
): Promise<{ row: HoldRow; view: Omit<HoldDto, "events">; events: EventRow[] }[]> {
  const listingIds = rows.flatMap((row) => (row.listingId ? [row.listingId] : []));
  const [cards, events, orderNumbers] = await Promise.all([
    getListingSummaries(db, listingIds),
    eventsOf(
      db,
      rows.map((row) => row.id),
    ),
    orderNumbersByIds(
      db,
      rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const card = row.listingId ? cards.get(row.listingId)?.card : undefined;
    const status = row.status as HoldStatus;
    const deposit = row.kind === "deposit" ? (row.depositCents ?? 0) : 0;
    const view: Omit<HoldDto, "events"> = {
      kind: row.kind as HoldKind,
      status,
      listing: {
        id: row.listingId,
        slug: card?.slug ?? null,
        title: row.listingTitle,
        imageUrl: card?.image?.url ?? null,
        priceCents: row.listingPriceCents,
      },
      offerCents: row.offerCents,
      counterCents: row.counterCents,
      agreedPriceCents: row.agreedPriceCents,
      depositCents: row.kind === "deposit" ? row.depositCents : null,
      balanceCents:
        isPayable(status) && row.agreedPriceCents !== null ? row.agreedPriceCents - deposit : null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      refundError: row.refundError !== null,
      orderNumber: (row.orderId && orderNumbers.get(row.orderId)) || null,
    };
    return { row, view, events: events.get(row.id) ?? [] };
  });
}

/** GET /api/holds/:token: the shopper's page; the timeline's moves, without who on the staff took them. */
export async function getHoldForShopper(db: Db, token: string): Promise<HoldDto> {
  const row = await findHoldByToken(db, token);
  if (!row) throw holdNotFound();
  const [found] = await toHoldViews(db, [row]);
  if (!found) throw holdNotFound();
  // Notes without a move (a late payment, a refund refused again) are staff's to read.
  const moves = found.events.filter((event) => event.fromStatus !== event.toStatus);
  return {
    ...found.view,
    events: moves.map((event) => ({
      toStatus: event.toStatus as HoldStatus,
      at: event.createdAt.toISOString(),
      amountCents: event.amountCents,
    })),
  };
}

async function toAdminHoldDtos(db: Db, rows: readonly HoldRow[]): Promise<AdminHoldDto[]> {
  const views = await toHoldViews(db, rows);
  const staffIds = views.flatMap(({ events }) =>
    events.flatMap((event) => (event.actor === "staff" && event.actorUserId ? [event.actorUserId] : [])),
  );
  const staff = await getAccountLabels(db, [...new Set(staffIds)]);
  return views.map(({ row, view, events }) => ({
    ...view,
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    note: row.note,
    language: row.language,
    paymentProvider: row.paymentProvider,
    events: events.map((event) => ({
      fromStatus: event.fromStatus as HoldStatus | null,
      toStatus: event.toStatus as HoldStatus,
      at: event.createdAt.toISOString(),
      amountCents: event.amountCents,
      actor: event.actor as HoldActor,
      actorName: (event.actor === "staff" && event.actorUserId && staff.get(event.actorUserId)?.name) || null,
      note: event.note,
    })),
  }));
}

export async function getAdminHold(db: Db, id: string): Promise<AdminHoldDto> {
  const row = await findHold(db, id);
  if (!row) throw holdNotFound();
  const [dto] = await toAdminHoldDtos(db, [row]);
  if (!dto) throw holdNotFound();
  return dto;
}

function filterOf(query: AdminHoldQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(watchHolds.kind, query.kind));
  if (query.status === "open") conditions.push(inArray(watchHolds.status, [...openHoldStatuses]));
  else if (query.status !== "all") conditions.push(eq(watchHolds.status, query.status));
  return conditions;
}

/** Staff's "Offers & reservations": newest first, by kind and status (open by default), keyset-paged. */
export async function listAdminHolds(db: Db, query: AdminHoldQuery): Promise<AdminHoldPageDto> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const [rows, [open]] = await Promise.all([
    db
      .select({ row: watchHolds, micros: microsOf(watchHolds.createdAt) })
      .from(watchHolds)
      .where(and(...filterOf(query), cursor && afterTimeCursor(watchHolds.createdAt, watchHolds.id, cursor)))
      .orderBy(desc(watchHolds.createdAt), asc(watchHolds.id))
      .limit(pageSize + 1),
    db
      .select({ total: count() })
      .from(watchHolds)
      .where(inArray(watchHolds.status, [...openHoldStatuses])),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: await toAdminHoldDtos(
      db,
      page.map(({ row }) => row),
    ),
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor({ k: last.micros, i: last.row.id }) : null,
    openCount: open?.total ?? 0,
  };
}
