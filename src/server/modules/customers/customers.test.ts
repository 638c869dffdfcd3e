import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPageDto } from "../../../shared/audit-schemas";
import type {
  CustomerDetailDto,
  CustomerPageDto,
  CustomerRowDto,
  CustomerStatsDto,
} from "../../../shared/customer-schemas";
import { user } from "../../auth/auth.schema";
import { createListing, createOrder } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { orders } from "../orders/orders.schema";
import { customers } from "../profile/profile.schema";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner", firstName: "Hessa", lastName: "Admin" });
});
afterAll(() => t.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

const list = (query = "") => admin.agent.get(`/api/admin/customers${query}`).then(json<CustomerPageDto>);
const detail = (id: string) => admin.agent.get(`/api/admin/customers/${id}`).then(json<CustomerDetailDto>);

describe("the customers list (issue 10)", () => {
  let buyer: Awaited<ReturnType<TestApp["createUser"]>>;

  beforeAll(async () => {
    buyer = await t.createUser({ firstName: "Fahad", lastName: "Alsabah", email: "fahad.buyer@example.com" });
    await t.db.insert(customers).values({ userId: buyer.id, phone: "+965 5555 1234" });
    // Spent: paid 100 + shipped 250 + delivered 50; pending, cancelled and refunded are not spent;
    // the expired checkout is no order at all.
    for (const [status, totalCents] of [
      ["paid", 100_00],
      ["shipped", 250_00],
      ["delivered", 50_00],
      ["pending", 999_00],
      ["cancelled", 10_00],
      ["refunded", 70_00],
      ["expired", 5_00],
    ] as const) {
      await createOrder(t.db, { userId: buyer.id, email: buyer.email, status, totalCents });
    }
  });

  it("shows a customer's name, e-mail, phone, joined date, orders, total spent and status", async () => {
    const page = await list("?q=fahad.buyer");
    expect(page.items).toEqual<CustomerRowDto[]>([
      {
        id: buyer.id,
        email: "fahad.buyer@example.com",
        firstName: "Fahad",
        lastName: "Alsabah",
        phone: "+965 5555 1234",
        joinedAt: expect.any(String),
        status: "active",
        isAdmin: false,
        ordersCount: 6,
        totalSpentCents: 400_00,
      },
    ]);
  });

  it("lists customers only, not staff", async () => {
    const page = await list("?limit=100");
    expect(page.items.map((row) => row.id)).not.toContain(admin.user.id);
    expect(page.items.every((row) => !row.isAdmin)).toBe(true);
    expect((await list(`?q=${encodeURIComponent(admin.user.email)}`)).items).toEqual([]);
  });

  it("searches names in either order, e-mail and phone, case-insensitively", async () => {
    for (const q of ["FAHAD", "alsabah", "Fahad Alsabah", "FAHAD.BUYER@EXAMPLE", "5555 1234", "55551234"]) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((row) => row.id),
        q,
      ).toEqual([buyer.id]);
    }
    expect((await list("?q=%25")).items.map((row) => row.id)).not.toContain(buyer.id);
  });

  it("filters by status: unverified and banned", async () => {
    const unverified = await t.createUser({ email: `unverified-${crypto.randomUUID()}@example.com` });
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
    const unverifiedIds = (await list("?status=unverified&limit=100")).items.map((row) => row.id);
    expect(unverifiedIds).toContain(unverified.id);
    expect(unverifiedIds).not.toContain(buyer.id);
    expect((await list("?status=active&limit=100")).items.map((row) => row.id)).toContain(buyer.id);
    expect((await list("?status=banned")).items).toEqual([]);
  });

  it.each([
    ["newest", ""],
    ["oldest", "&sort=oldest"],
  ])("pages by joined date, %s first, without skipping or repeating anyone", async (order, sort) => {
    const tag = `Pager${order}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await t.createUser({ lastName: `${tag}${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CustomerPageDto = await list(
        `?q=${tag}&limit=2${sort}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    const ids = made.map((row) => row.id);
    expect(seen).toEqual(order === "newest" ? ids.reverse() : ids);
  });

  it("answers bad input with 400, never 500", async () => {
    expect((await admin.agent.get("/api/admin/customers?status=vip")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/customers?sort=sideways")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/customers?cursor=not-a-cursor")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/customers?limit=1000")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/customers/bad%20id")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/customers/no-such-account")).status).toBe(404);
  });

  it("shows a customer's orders and favourites count", async () => {
    const listing = await createListing(t.db);
    const shopper = await t.signedInClient();
    expect((await shopper.agent.post("/api/favorites", { listingId: listing.id })).status).toBeLessThan(300);
    const order = await createOrder(t.db, {
      userId: shopper.user.id,
      email: shopper.user.email,
      status: "paid",
      totalCents: 1234_00,
    });
    const customer = await detail(shopper.user.id);
    expect(customer).toMatchObject({ favoritesCount: 1, ordersCount: 1, totalSpentCents: 1234_00 });
    expect(customer.orders).toEqual([
      {
        id: order.id,
        orderNumber: order.orderNumber,
        status: "paid",
        createdAt: expect.any(String),
        totalCents: 1234_00,
      },
    ]);
    const buyerDetail = await detail(buyer.id);
    expect(buyerDetail.orders.map((row) => row.status)).not.toContain("expired");
    expect(buyerDetail.orders).toHaveLength(6);
  });
});

describe("the stat cards", () => {
  it("counts customers, new this month, with paid orders, unverified and banned", async () => {
    const fresh = await createTestApp();
    try {
      const boss = await fresh.signedInClient({ role: "owner" });
      const a = await fresh.createUser();
      const b = await fresh.createUser();
      const c = await fresh.createUser();
      await fresh.createUser();
      await fresh.db
        .update(user)
        .set({ createdAt: new Date("2020-01-15T00:00:00Z") })
        .where(eq(user.id, a.id));
      await fresh.db.update(user).set({ emailVerified: false }).where(eq(user.id, b.id));
      await fresh.db.update(user).set({ banned: true }).where(eq(user.id, c.id));
      await createOrder(fresh.db, { userId: a.id, status: "delivered" });
      await createOrder(fresh.db, { userId: b.id, status: "pending" });
      const figures = await json<CustomerStatsDto>(await boss.agent.get("/api/admin/customer-stats"));
      expect(figures).toEqual({ total: 4, newThisMonth: 3, withOrders: 1, unverified: 1, banned: 1 });
    } finally {
      await fresh.close();
    }
  });
});

describe("ban and unban", () => {
  it("signs a banned customer out at once, refuses their sign-in and keeps their orders; unban lets them back", async () => {
    const shopper = await t.signedInClient();
    const order = await createOrder(t.db, {
      userId: shopper.user.id,
      email: shopper.user.email,
      status: "paid",
    });
    expect((await shopper.agent.get("/api/me/profile")).status).toBe(200);

    const banned = await json<CustomerDetailDto>(
      await admin.agent.post(`/api/admin/customers/${shopper.user.id}/ban`),
    );
    expect(banned.status).toBe("banned");

    // The old cookie names a session that no longer exists.
    expect((await shopper.agent.get("/api/me/profile")).status).toBe(401);
    const again = await t
      .client()
      .post("/api/auth/sign-in/email", { email: shopper.user.email, password: shopper.user.password });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: "BANNED_USER" });
    // A wrong password still says only that: the ban is not told to someone without the password.
    const guess = await t
      .client()
      .post("/api/auth/sign-in/email", { email: shopper.user.email, password: "wrong-password-1" });
    expect(guess.status).toBe(401);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.userId).toBe(shopper.user.id);
    expect((await list("?status=banned&limit=100")).items.map((row) => row.id)).toContain(shopper.user.id);

    const unbanned = await json<CustomerDetailDto>(
      await admin.agent.post(`/api/admin/customers/${shopper.user.id}/unban`),
    );
    expect(unbanned.status).toBe("active");
    const back = await t
      .client()
      .post("/api/auth/sign-in/email", { email: shopper.user.email, password: shopper.user.password });
    expect(back.status).toBe(200);

    const log = await json<AuditPageDto>(
      await admin.agent.get(`/api/admin/audit-log?entityType=customer&entityId=${shopper.user.id}`),
    );
    expect(log.items.map((entry) => entry.action)).toEqual(["customer.unban", "customer.ban"]);
    expect(log.items[1]).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email, name: "Hessa Admin" },
      before: { banned: false },
      after: { banned: true },
    });
  });

  it("ends the banned customer's session on every instance, though each holds signed-in users in memory", async () => {
    const other = await t.anotherInstance();
    const shopper = await t.signedInClient();
    const elsewhere = shopper.agent.on(other);
    // Read twice over there: the second answer comes from that instance's memory.
    for (let i = 0; i < 2; i++) expect((await elsewhere.get("/api/me/profile")).status).toBe(200);

    await json(await admin.agent.post(`/api/admin/customers/${shopper.user.id}/ban`));

    // The other instance hears of the ban from the database's notification, a moment after it is
    // committed, and long before its memory would let go of the session by itself (a minute).
    await other.caughtUp();
    expect((await elsewhere.get("/api/me/profile")).status).toBe(401);
    expect((await shopper.agent.get("/api/me/profile")).status).toBe(401);
  });

  it("follows a role given on another instance: an admin made elsewhere may use the back office here", async () => {
    const other = await t.anotherInstance();
    const shopper = await t.signedInClient();
    const elsewhere = shopper.agent.on(other);
    expect((await elsewhere.get("/api/admin/customers")).status).toBe(403);
    await t.db.update(user).set({ role: "owner" }).where(eq(user.id, shopper.user.id));
    await other.caughtUp();
    expect((await elsewhere.get("/api/admin/customers")).status).toBe(200);
  });

  it("refuses to ban oneself or another admin, with words the client translates", async () => {
    const self = await admin.agent.post(`/api/admin/customers/${admin.user.id}/ban`);
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ message: "You cannot ban your own account." });

    const other = await t.signedInClient({ role: "owner" });
    const refused = await admin.agent.post(`/api/admin/customers/${other.user.id}/ban`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "An admin's account cannot be banned." });
    expect((await other.agent.get("/api/me/profile")).status).toBe(200);

    expect((await admin.agent.post("/api/admin/customers/no-such-account/ban")).status).toBe(404);
  });

  it("records nothing when the ban changes nothing", async () => {
    const shopper = await t.createUser();
    await admin.agent.post(`/api/admin/customers/${shopper.id}/ban`);
    await admin.agent.post(`/api/admin/customers/${shopper.id}/ban`);
    const log = await json<AuditPageDto>(
      await admin.agent.get(`/api/admin/audit-log?entityId=${shopper.id}`),
    );
    expect(log.items).toHaveLength(1);
  });
});

describe("the customers export", () => {
  it("writes the page's customers with their orders' figures, formula-safe, for owners and managers", async () => {
    const buyer = await t.signedInClient({
      email: "export.buyer@example.com",
      firstName: "=1+1",
      lastName: "Hamad",
    });
    await createOrder(t.db, { status: "paid", userId: buyer.user.id, email: buyer.user.email }, [
      { title: "Rolex Explorer", unitPriceCents: 9_500_00 },
    ]);
    const response = await admin.agent.get("/api/admin/customer-export?q=export.buyer");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("E-mail,First name,Last name,Phone,Joined,Status,Orders,Total spent (USD)");
    expect(row).toMatch(/^export\.buyer@example\.com,'=1\+1,Hamad,,\d{4}-[^,]+,active,1,9500\.00$/);
    const sales = await t.signedInClient({ role: "sales" });
    expect((await sales.agent.get("/api/admin/customer-export")).status).toBe(403);
  });
});
