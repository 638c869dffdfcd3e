import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type CustomerDetailDto,
  type CustomerPageDto,
  type CustomerQuery,
  type CustomerRowDto,
  type CustomerStatsDto,
  type CustomerStatus,
  customerDetailOrderLimit,
  customerMessages,
} from "../../../shared/customer-schemas";
import { AppError } from "../../../shared/errors";
import { type OrderStatus, revenueStatuses } from "../../../shared/orders";
import { user } from "../../auth/auth.schema";
import { getAccountStanding, setAccountBanned } from "../../auth/users";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { listFavoriteIds } from "../favorites/favorites.service";
import { kuwaitMonthStart } from "../orders/order-stats";
import { orders } from "../orders/orders.schema";
import { customers } from "../profile/profile.schema";

/**
 * The Customers page is a read model over accounts (auth), profiles (profile) and orders: one
 * statement per page, so a page costs the same at 100,000 customers as at ten. Writes to an
 * account go through auth/users.ts.
 */

/** Orders that money was taken for and kept (paid, shipped, delivered): what "total spent" adds up. */
const inSpent = sql.raw(`(${revenueStatuses.map((status) => `'${status}'`).join(", ")})`);

/** A checkout that expired unpaid was never an order the customer placed. */
const placedOrder = ne(orders.status, "expired");

const statusExpr = sql<CustomerStatus>`case when coalesce(${user.banned}, false) then 'banned' when not ${user.emailVerified} then 'unverified' else 'active' end`;
const joinedMicrosExpr = sql<number>`(extract(epoch from ${user.createdAt}) * 1000000)::bigint`.mapWith(
  Number,
);

/** Per customer, a lateral aggregate over their own orders (orders_user_idx), not over every order. */
const orderFigures = sql`lateral (
  select count(*) filter (where ${orders.status} <> 'expired')::int as orders_count,
         coalesce(sum(${orders.totalCents}) filter (where ${orders.status} in ${inSpent}), 0)::bigint as spent
  from ${orders} where ${orders.userId} = ${user.id}
) as figures`;

const rowColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  firstName: sql<string | null>`coalesce(${customers.firstName}, ${user.firstName})`,
  lastName: sql<string | null>`coalesce(${customers.lastName}, ${user.lastName})`,
  phone: customers.phone,
  joinedAt: user.createdAt,
  joinedMicros: joinedMicrosExpr,
  status: statusExpr,
  ordersCount: sql<number>`figures.orders_count`.mapWith(Number),
  totalSpentCents: sql<number>`figures.spent`.mapWith(Number),
};

type Row = {
  id: string;
  email: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  joinedAt: Date;
  status: CustomerStatus;
  ordersCount: number;
  totalSpentCents: number;
};

function toRowDto(row: Row): CustomerRowDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    joinedAt: row.joinedAt.toISOString(),
    status: row.status,
    isAdmin: row.role === "admin",
    ordersCount: row.ordersCount,
    totalSpentCents: row.totalSpentCents,
  };
}

const cursorSchema = z.object({ k: z.number().int(), i: z.string().max(64) });
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
  } catch {
    throw new AppError("VALIDATION_ERROR", customerMessages.invalidCursor, [
      { path: "cursor", message: customerMessages.invalidCursor },
    ]);
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Name (either order), e-mail or phone, case-insensitive. */
function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  const digits = q.replace(/[^0-9]/g, "");
  return sql`(
    ${user.email} ilike ${pattern}
    or ${user.name} ilike ${pattern}
    or concat_ws(' ', coalesce(${customers.firstName}, ${user.firstName}), coalesce(${customers.lastName}, ${user.lastName})) ilike ${pattern}
    or ${customers.phone} ilike ${pattern}
    ${digits.length >= 3 ? sql`or regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``}
  )`;
}

function statusCondition(status: CustomerQuery["status"]): SQL | undefined {
  if (status === "banned") return sql`coalesce(${user.banned}, false)`;
  if (status === "unverified") return sql`not coalesce(${user.banned}, false) and not ${user.emailVerified}`;
  if (status === "active") return sql`not coalesce(${user.banned}, false) and ${user.emailVerified}`;
  return undefined;
}

/** Customers are accounts with the "user" role; staff accounts are not listed or counted. */
const isCustomer = eq(user.role, "user");

/** The customers table: newest first, keyset-paged by (joined, id), searched and filtered. */
export async function listCustomers(db: Db, query: CustomerQuery): Promise<CustomerPageDto> {
  const where: (SQL | undefined)[] = [isCustomer, statusCondition(query.status)];
  if (query.q) where.push(searchCondition(query.q));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    const at = sql`(timestamptz 'epoch' + (${cursor.k}::bigint * interval '1 microsecond'))`;
    where.push(sql`(${user.createdAt} < ${at} or (${user.createdAt} = ${at} and ${user.id} > ${cursor.i}))`);
  }
  const rows = await db
    .select(rowColumns)
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .leftJoin(orderFigures, sql`true`)
    .where(and(...where))
    .orderBy(desc(user.createdAt), user.id)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toRowDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ k: last.joinedMicros, i: last.id }) : null,
  };
}

/**
 * The stat cards, one aggregate over the customers; "new this month" counts from the 1st in Kuwait,
 * as the Orders page's cards do. With one table in FROM, drizzle leaves columns
 * unqualified, so the subquery names its own alias and "user" explicitly.
 */
export async function getCustomerStats(db: Db, now = new Date()): Promise<CustomerStatsDto> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newThisMonth: sql<number>`count(*) filter (where ${user.createdAt} >= ${kuwaitMonthStart(now)})::int`,
      withOrders: sql<number>`count(*) filter (where exists (
        select 1 from ${orders} as o where o.user_id = "user".id and o.status in ${inSpent}
      ))::int`,
      unverified: sql<number>`count(*) filter (where not coalesce(${user.banned}, false) and not ${user.emailVerified})::int`,
      banned: sql<number>`count(*) filter (where coalesce(${user.banned}, false))::int`,
    })
    .from(user)
    .where(isCustomer);
  return {
    total: Number(row?.total ?? 0),
    newThisMonth: Number(row?.newThisMonth ?? 0),
    withOrders: Number(row?.withOrders ?? 0),
    unverified: Number(row?.unverified ?? 0),
    banned: Number(row?.banned ?? 0),
  };
}

const notFound = () => new AppError("NOT_FOUND", customerMessages.notFound);

/** A customer's page: their row, favourites count and their orders, newest first. */
export async function getCustomer(db: Db, id: string): Promise<CustomerDetailDto> {
  const [row] = await db
    .select(rowColumns)
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .leftJoin(orderFigures, sql`true`)
    .where(eq(user.id, id));
  if (!row) throw notFound();
  const [favoriteIds, orderRows] = await Promise.all([
    listFavoriteIds(db, id),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(and(eq(orders.userId, id), placedOrder))
      .orderBy(desc(orders.createdAt))
      .limit(customerDetailOrderLimit),
  ]);
  return {
    ...toRowDto(row),
    favoritesCount: favoriteIds.length,
    orders: orderRows.map((order) => ({
      ...order,
      status: order.status as OrderStatus,
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

/** Who bans, for the audit log. */
export interface CustomerActor {
  userId: string;
  ip?: string;
}

/**
 * Bans or unbans an account (issue 10): never one's own, never an admin's. The ban, the end of
 * every session and the audit entry are one transaction. Banning a banned account changes nothing
 * and records nothing.
 */
export async function setCustomerBanned(
  db: Db,
  actor: CustomerActor,
  id: string,
  banned: boolean,
): Promise<CustomerDetailDto> {
  if (banned && id === actor.userId) throw new AppError("CONFLICT", customerMessages.cannotBanSelf);
  await db.transaction(async (tx) => {
    const account = await getAccountStanding(tx, id);
    if (!account) throw notFound();
    if (banned && account.role === "admin") throw new AppError("CONFLICT", customerMessages.cannotBanAdmin);
    if (account.banned === banned) return;
    await setAccountBanned(tx, id, banned);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: banned ? "customer.ban" : "customer.unban",
      entityType: "customer",
      entityId: id,
      before: { email: account.email, banned: account.banned },
      after: { email: account.email, banned },
      ip: actor.ip,
    });
  });
  return getCustomer(db, id);
}
