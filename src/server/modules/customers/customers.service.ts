import { and, desc, eq, type SQL, sql } from "drizzle-orm";
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
import { shopMonthStartOf } from "../../../shared/shop-time";
import { isStaffRole } from "../../../shared/staff-roles";
import { accountColumns, accountsTable, getAccountStanding, setAccountBanned } from "../../auth/users";
import type { Db } from "../../db/client";
import { toCsv, usdCell } from "../../http/csv";
import {
  afterTimeCursor,
  decodeTimeCursor,
  encodeTimeCursor,
  microsOf,
  timeOrderBy,
} from "../../http/time-cursor";
import { recordAudit } from "../audit/audit.service";
import { listFavoriteIds } from "../favorites/favorites.service";
import {
  customerOrderColumns,
  customerOrderFigures,
  keptOrderBuyerId,
  keptOrderBuyers,
  listCustomerOrders,
} from "../orders/customer-orders";
import { profileColumns, profileJoin } from "../profile/profile-join";

/**
 * The Customers page is a read model over accounts (auth), profiles and orders, each owner handing
 * out its columns and joins: one statement per page, so a page costs the same at 100,000
 * customers as at ten. Writes to an account go through auth/users.ts.
 */

const account = accountColumns;
const isBanned = sql`coalesce(${account.banned}, false)`;
const statusExpr = sql<CustomerStatus>`case when ${isBanned} then 'banned' when not ${account.emailVerified} then 'unverified' else 'active' end`;
/** The profile's names win: the shopper edits them there; the account's are those of sign-up. */
const firstNameExpr = sql<string | null>`coalesce(${profileColumns.firstName}, ${account.firstName})`;
const lastNameExpr = sql<string | null>`coalesce(${profileColumns.lastName}, ${account.lastName})`;

const rowColumns = {
  id: account.id,
  email: account.email,
  role: account.role,
  firstName: firstNameExpr,
  lastName: lastNameExpr,
  phone: profileColumns.phone,
  joinedAt: account.createdAt,
  joinedMicros: microsOf(account.createdAt),
  status: statusExpr,
  ...customerOrderColumns,
};

/** Accounts with their profile and their orders' figures, ready for a where clause. */
const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(accountsTable)
    .leftJoin(...profileJoin(account.id))
    .leftJoin(customerOrderFigures(account.id), sql`true`);

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
    isAdmin: isStaffRole(row.role),
    ordersCount: row.ordersCount,
    totalSpentCents: row.totalSpentCents,
  };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Name (either order), e-mail or phone, case-insensitive; a phone also by its digits alone. */
function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  // A phone typed with other spacing ("55551234" for "+965 5555 1234") is matched by its digits.
  const digits = /^[+\d\s().-]+$/.test(q) ? q.replace(/[^0-9]/g, "") : "";
  return sql`(
    ${account.email} ilike ${pattern}
    or ${account.name} ilike ${pattern}
    or concat_ws(' ', ${firstNameExpr}, ${lastNameExpr}) ilike ${pattern}
    or ${profileColumns.phone} ilike ${pattern}
    ${digits.length >= 3 ? sql`or regexp_replace(${profileColumns.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``}
  )`;
}

function statusCondition(status: CustomerQuery["status"]): SQL | undefined {
  if (status === "banned") return isBanned;
  if (status === "unverified") return sql`not ${isBanned} and not ${account.emailVerified}`;
  if (status === "active") return sql`not ${isBanned} and ${account.emailVerified}`;
  return undefined;
}

/** Customers are accounts with the "user" role; staff accounts are not listed or counted. */
const isCustomer = eq(account.role, "user");

/** The customers the page's search and status filter keep. */
function customerConditions(query: Pick<CustomerQuery, "q" | "status">): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [isCustomer, statusCondition(query.status)];
  if (query.q) where.push(searchCondition(query.q));
  return where;
}

/** The customers table: newest or oldest first, keyset-paged by (joined, id), searched and filtered. */
export async function listCustomers(db: Db, query: CustomerQuery): Promise<CustomerPageDto> {
  const where = customerConditions(query);
  if (query.cursor)
    where.push(
      afterTimeCursor(account.createdAt, account.id, decodeTimeCursor(query.cursor, "text"), query.sort),
    );
  const rows = await selectRows(db)
    .where(and(...where))
    .orderBy(...timeOrderBy(account.createdAt, account.id, query.sort))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toRowDto),
    nextCursor:
      rows.length > query.limit && last ? encodeTimeCursor({ k: last.joinedMicros, i: last.id }) : null,
  };
}

/**
 * The stat cards, one aggregate over the customers; "new this month" counts from the 1st in Kuwait,
 * as the Orders page's cards do.
 */
export async function getCustomerStats(db: Db, now = new Date()): Promise<CustomerStatsDto> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newThisMonth: sql<number>`count(*) filter (where ${account.createdAt} >= ${shopMonthStartOf(now)})::int`,
      withOrders: sql<number>`count(${keptOrderBuyerId})::int`,
      unverified: sql<number>`count(*) filter (where not ${isBanned} and not ${account.emailVerified})::int`,
      banned: sql<number>`count(*) filter (where ${isBanned})::int`,
    })
    .from(accountsTable)
    .leftJoin(keptOrderBuyers(), sql`${keptOrderBuyerId} = ${account.id}`)
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
  const [row] = await selectRows(db).where(eq(account.id, id));
  if (!row) throw notFound();
  const [favoriteIds, orders] = await Promise.all([
    listFavoriteIds(db, id),
    listCustomerOrders(db, id, customerDetailOrderLimit),
  ]);
  return { ...toRowDto(row), favoritesCount: favoriteIds.length, orders };
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
    if (banned && isStaffRole(account.role)) throw new AppError("CONFLICT", customerMessages.cannotBanAdmin);
    if (account.banned === banned) return;
    await setAccountBanned(tx, id, banned);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: banned ? "customer.ban" : "customer.unban",
      entityType: "customer",
      entityId: id,
      label: account.email,
      before: { email: account.email, banned: account.banned },
      after: { email: account.email, banned },
      ip: actor.ip,
    });
  });
  return getCustomer(db, id);
}

/** One export holds at most this many customers, newest first. */
export const maxExportedCustomers = 50_000;

/**
 * Issue 28: the customers CSV (the page's search and status), each with their orders' figures:
 * what was kept counts, as on the page.
 */
export async function customersCsv(db: Db, query: Pick<CustomerQuery, "q" | "status">): Promise<string> {
  const rows = await selectRows(db)
    .where(and(...customerConditions(query)))
    .orderBy(desc(account.createdAt), account.id)
    .limit(maxExportedCustomers);
  return toCsv(
    ["E-mail", "First name", "Last name", "Phone", "Joined", "Status", "Orders", "Total spent (USD)"],
    rows.map((row) => [
      row.email,
      row.firstName,
      row.lastName,
      row.phone,
      row.joinedAt,
      row.status,
      row.ordersCount,
      usdCell(row.totalSpentCents),
    ]),
  );
}
