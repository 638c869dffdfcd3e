import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { isLanguage } from "../../../shared/i18n";
import type { TimeOrder } from "../../../shared/list-query";
import { parseOrderSearch } from "../../../shared/order-schemas";
import type {
  AdminOrderDto,
  AdminOrderEventDto,
  AdminOrderPageDto,
  OrderDto,
  OrderEventDto,
  OrderLineDto,
  OrderStatus,
} from "../../../shared/orders";
import type { SessionUser } from "../../../shared/session";
import { shopDayStart } from "../../../shared/shop-time";
import { getAccountLabels } from "../../auth/users";
import type { Db } from "../../db/client";
import {
  afterTimeCursor,
  encodeTimeCursor,
  microsOf,
  type TimeCursor,
  timeOrderBy,
} from "../../http/time-cursor";
import { listOrderCertificates } from "../certificates/certificates.service";
import { chargeOf, displayedOf, type OrderRow } from "./order-lifecycle";
import type { MailedOrder } from "./order-mail";
import { orderEvents, orderLines, orders } from "./orders.schema";

export async function linesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderLineDto[]>> {
  const result = new Map<string, OrderLineDto[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.title));
  for (const row of rows) {
    result.get(row.orderId)?.push({
      listingId: row.listingId,
      slug: row.slug,
      title: row.title,
      brand: row.brand,
      model: row.model,
      reference: row.reference,
      imageUrl: row.imageUrl,
      unitPriceCents: row.unitPriceCents,
      quantity: row.quantity,
      lineTotalCents: row.lineTotalCents,
    });
  }
  return result;
}

async function timelineOf(db: Db, orderId: string): Promise<AdminOrderEventDto[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  // Issue 28: a staff step names who took it (an account removed since reads "staff").
  const staff = await getAccountLabels(
    db,
    rows.flatMap((row) => (row.actor === "admin" && row.actorUserId ? [row.actorUserId] : [])),
  );
  return rows.map((row) => ({
    from: row.fromStatus as OrderStatus | null,
    to: row.toStatus as OrderStatus,
    actor: row.actor,
    actorName: (row.actor === "admin" && row.actorUserId && staff.get(row.actorUserId)?.name) || null,
    note: row.note,
    flag: row.flag,
    at: row.at.toISOString(),
  }));
}

/** The buyer's timeline: what staff were asked to look at stays in the back office. */
async function buyerTimelineOf(db: Db, orderId: string): Promise<OrderEventDto[]> {
  // Who on the staff took a step is the back office's to know, not the buyer's.
  return (await timelineOf(db, orderId)).flatMap(({ flag, actorName: _staff, ...step }) =>
    flag ? [] : [step],
  );
}

/** The buyer's view of an order, without the address and e-mail (callers add them for its owner). */
function toOrderDto(order: OrderRow, lines: OrderLineDto[]): OrderDto {
  return {
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    currency: "USD",
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    depositCents: order.depositCents,
    charge: chargeOf(order),
    displayed: displayedOf(order),
    lines,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

/**
 * /payment-success: the order a payment session belongs to. The unguessable session id is what
 * the provider handed this browser; an order placed from an account is shown only to that account.
 * Never the address or e-mail: a URL can be shared.
 */
export async function getOrderByPaymentSession(
  db: Db,
  sessionId: string,
  viewer: SessionUser | null,
): Promise<OrderDto | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  if (!order) return undefined;
  if (order.userId && order.userId !== viewer?.id) return undefined;
  return toOrderDto(order, (await linesOf(db, [order.id])).get(order.id) ?? []);
}

/**
 * Whose orders an account sees: its own, and those placed as a guest with its e-mail once that
 * e-mail is verified (never before: anyone can type any address at checkout).
 */
function ownedBy(user: SessionUser): SQL {
  const own = eq(orders.userId, user.id);
  if (!user.emailVerified) return own;
  return or(
    own,
    and(isNull(orders.userId), sql`lower(${orders.email}) = ${user.email.toLowerCase()}`),
  ) as SQL;
}

/** /account's order history, newest first; orders that never got paid are left out. */
export async function listAccountOrders(db: Db, user: SessionUser): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownedBy(user), inArray(orders.status, ["paid", "shipped", "delivered", "refunded"])))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, lines.get(row.id) ?? []));
}

/** One of the account's orders with its address and timeline. */
export async function getAccountOrder(
  db: Db,
  user: SessionUser,
  orderNumber: string,
): Promise<OrderDto | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), ownedBy(user)));
  if (!order) return undefined;
  return {
    ...toOrderDto(order, (await linesOf(db, [order.id])).get(order.id) ?? []),
    email: order.email,
    shippingAddress: order.shippingAddress,
    timeline: await buyerTimelineOf(db, order.id),
    certificates: await listOrderCertificates(db, order.id),
  };
}

export async function toAdminOrderDto(db: Db, order: OrderRow): Promise<AdminOrderDto> {
  return {
    ...toOrderDto(order, (await linesOf(db, [order.id])).get(order.id) ?? []),
    id: order.id,
    userId: order.userId,
    customerName: customerNameOf(order),
    email: order.email,
    language: order.language,
    phone: order.phone,
    shippingAddress: order.shippingAddress,
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentReference,
    timeline: await timelineOf(db, order.id),
  };
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The name staff read for a buyer: their account's, else the one on the shipping address. */
export function customerNameOf(
  order: Pick<OrderRow, "firstName" | "lastName" | "shippingAddress">,
): string | null {
  const account = [order.firstName, order.lastName].filter(Boolean).join(" ").trim();
  return account || order.shippingAddress?.fullName || null;
}

/** What each order of a page holds: how many watches, and its first line's title. */
async function lineSummaries(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { itemsCount: number; firstLineTitle: string | null }>();
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      itemsCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      firstLineTitle: sql<string | null>`min(${orderLines.title})`,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** What the Orders page and its export filter by: a status, a number or e-mail, the days placed. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  q?: string;
  /** Shop days (Kuwait), inclusive: "YYYY-MM-DD". */
  from?: string;
  to?: string;
}

export function adminOrderConditions(query: AdminOrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.q) {
    const search = parseOrderSearch(query.q);
    conditions.push(
      "seq" in search
        ? eq(orders.seq, search.seq)
        : search.whole
          ? sql`lower(${orders.email}) = ${search.email}`
          : sql`lower(${orders.email}) like ${containing(search.email)}`,
    );
  }
  if (query.from) conditions.push(gte(orders.createdAt, shopDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, shopDayStart(query.to, 1)));
  return conditions;
}

/** `%part%` for LIKE, with the user's own % and _ taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff's list, newest or oldest first, keyset-paged by (created_at to the microsecond, id). A
 * number is one lookup on the unique seq and a whole e-mail one on orders_email_idx; part of an
 * e-mail filters the orders (about 50 ms for a rare match among 100,000 on PostgreSQL; a trigram
 * index would make it instant).
 */
export async function listAdminOrders(
  db: Db,
  query: AdminOrderFilter & { sort: TimeOrder; cursor?: TimeCursor; limit: number },
): Promise<AdminOrderPageDto> {
  const conditions = adminOrderConditions(query);
  if (query.cursor) conditions.push(afterTimeCursor(orders.createdAt, orders.id, query.cursor, query.sort));
  const rows = await db
    .select({ row: orders, micros: microsOf(orders.createdAt) })
    .from(orders)
    .where(and(...conditions))
    .orderBy(...timeOrderBy(orders.createdAt, orders.id, query.sort))
    .limit(query.limit + 1)
    .then((found) => found.map(({ row, micros }) => Object.assign(row, { micros })));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const lines = await lineSummaries(
    db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status as OrderStatus,
      customerName: customerNameOf(row),
      email: row.email,
      itemsCount: lines.get(row.id)?.itemsCount ?? 0,
      firstLineTitle: lines.get(row.id)?.firstLineTitle ?? null,
      totalCents: row.totalCents,
      charge: chargeOf(row),
      displayed: displayedOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ k: last.micros, i: last.id }) : null,
  };
}

/** What the order e-mails need, read after the change they announce. */
export async function mailedOrder(db: Db, orderId: string): Promise<MailedOrder | undefined> {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    email: order.email,
    language: isLanguage(order.language) ? order.language : "en",
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    depositCents: order.depositCents,
    charge: chargeOf(order),
    displayed: displayedOf(order),
    shippingAddress: order.shippingAddress,
    lines,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    certificates: await listOrderCertificates(db, order.id),
  };
}

/** Issue 31: the numbers of the given orders (a converted hold names the order that paid it). */
export async function orderNumbersByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

/** Whether any order has a line for the listing: such a listing is withdrawn, never deleted. */
export async function isListingInOrders(db: Db, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.listingId, listingId))
    .limit(1);
  return rows.length > 0;
}
