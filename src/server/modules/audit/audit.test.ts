import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuditActorDto,
  type AuditEntryDto,
  type AuditPageDto,
  auditChanges,
  isKnownAuditAction,
  isKnownAuditEntityType,
} from "../../../shared/audit-schemas";
import { defaultStoreContact, isStoreSettingKey } from "../../../shared/store-settings";
import { user } from "../../auth/auth.schema";
import { orders } from "../../db/schema";
import { createInventoryItem, createOrder } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditLog } from "./audit.schema";
import { recordAudit } from "./audit.service";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;
let other: Awaited<ReturnType<TestApp["createUser"]>>;

async function page(query = ""): Promise<AuditPageDto> {
  const response = await admin.agent.get(`/api/admin/audit-log${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner", firstName: "Noura", lastName: "Staff" });
  other = await t.createUser({ role: "owner", firstName: "Yousef", lastName: "Desk" });
  const entries = [
    { actorUserId: admin.user.id, action: "listing.create", entityType: "listing", entityId: "L1" },
    { actorUserId: other.id, action: "listing.update", entityType: "listing", entityId: "L1" },
    { actorUserId: admin.user.id, action: "order.shipped", entityType: "order", entityId: "O1" },
    { actorUserId: other.id, action: "settings.update", entityType: "setting", entityId: "store" },
  ] as const;
  const data = { before: { priceCents: 100, title: "Old" }, after: { priceCents: 120, title: "Old" } };
  for (const entry of entries) {
    await recordAudit(t.db, { ...entry, label: "Old", ...data, ip: "203.0.113.7" });
  }
  // A row of a kind no writer records any more still lists (the page words it generically).
  await t.db.insert(auditLog).values({
    actorUserId: admin.user.id,
    action: "something.new",
    entityType: "thing",
    entityId: "T1",
    data,
    ip: "203.0.113.7",
  });
  // One entry from last year, for the date filter.
  await t.db
    .update(auditLog)
    .set({ createdAt: new Date("2025-03-10T12:00:00Z") })
    .where(eq(auditLog.action, "listing.create"));
});
afterAll(() => t.close());

describe("the audit log (issue 10)", () => {
  it("lists entries newest first with who did it, from where, and the before and after", async () => {
    const { items, nextCursor } = await page();
    expect(items.map((entry) => entry.action)).toEqual([
      "something.new",
      "settings.update",
      "order.shipped",
      "listing.update",
      "listing.create",
    ]);
    expect(nextCursor).toBeNull();
    expect(items[1]).toMatchObject({
      entityType: "setting",
      entityId: "store",
      label: "Old",
      actor: { id: other.id, name: "Yousef Desk", email: other.email },
      before: { priceCents: 100, title: "Old" },
      after: { priceCents: 120, title: "Old" },
      ip: "203.0.113.7",
    });
  });

  it("filters by action, entity type, actor, entity id and date range", async () => {
    const actions = async (query: string) => (await page(query)).items.map((entry) => entry.action);
    expect(await actions("?action=order.shipped")).toEqual(["order.shipped"]);
    expect(await actions("?entityType=listing")).toEqual(["listing.update", "listing.create"]);
    expect(await actions(`?actor=${other.id}`)).toEqual(["settings.update", "listing.update"]);
    expect(await actions(`?entityId=L1&actor=${admin.user.id}`)).toEqual(["listing.create"]);
    expect(await actions("?from=2025-03-10&to=2025-03-10")).toEqual(["listing.create"]);
    expect(await actions("?to=2025-03-09")).toEqual([]);
    expect(await actions("?from=2025-03-11")).not.toContain("listing.create");
  });

  it("pages by id without skipping or repeating", async () => {
    const first = await page("?limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1]?.id);
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    const third = await page(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((entry) => entry.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("shows an entry whose actor's account is gone, with no actor", async () => {
    const gone = await t.createUser({ role: "owner" });
    await recordAudit(t.db, {
      actorUserId: gone.id,
      action: "listing.delete",
      entityType: "listing",
      entityId: "L9",
      label: "Daytona",
    });
    await t.db.delete(user).where(eq(user.id, gone.id));
    const [entry] = (await page("?entityId=L9")).items;
    expect(entry).toMatchObject({ action: "listing.delete", actor: null });
  });

  it("answers bad filters with 400 and the words to show", async () => {
    for (const query of ["?from=yesterday", "?from=2025-02-30x", "?cursor=-1", "?limit=0"]) {
      expect((await admin.agent.get(`/api/admin/audit-log${query}`)).status, query).toBe(400);
    }
    const range = await admin.agent.get("/api/admin/audit-log?from=2025-05-01&to=2025-04-01");
    expect(range.status).toBe(400);
    expect(await range.json()).toMatchObject({ message: "The start date must not be after the end date" });
  });

  it("offers the staff as actors", async () => {
    const response = await admin.agent.get("/api/admin/audit-log/actors");
    const { actors } = (await response.json()) as { actors: AuditActorDto[] };
    expect(actors.map((actor) => actor.id)).toEqual(expect.arrayContaining([admin.user.id, other.id]));
  });
});

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe("what the audit log calls each record (issue 24)", () => {
  /** The entries of real admin writes through the API, as the page reads them. */
  async function entriesOf(entityType: string): Promise<AuditEntryDto[]> {
    return (await page(`?entityType=${entityType}&limit=100`)).items;
  }

  it("names an order by its MZ number, an item by its watch and a setting by a key the page words", async () => {
    const order = await createOrder(t.db, { status: "paid" });
    const shipped = await admin.agent.post(`/api/admin/orders/${order.id}/transitions`, {
      to: "shipped",
      carrier: "DHL",
      trackingNumber: "JD1",
    });
    expect(shipped.status).toBe(200);
    const [audited] = await entriesOf("order");
    expect(audited).toMatchObject({ action: "order.shipped", entityId: order.id, label: order.orderNumber });

    const item = await createInventoryItem(t.db, { make: "Rolex", model: "Submariner", reference: "124060" });
    const deleted = await admin.agent.call(`/api/admin/inventory/${item.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const [inventory] = await entriesOf("store_inventory_item");
    expect(inventory).toMatchObject({ action: "inventory.delete", label: "Rolex Submariner 124060" });

    const saved = await admin.agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "25",
        shipTo: "all",
        contactEmail: "orders@mizan.test",
        contactPhone: "",
        whatsapp: "",
        social: { ...defaultStoreContact.social },
      },
    });
    expect(saved.status).toBe(200);
    const changed = await entriesOf("setting");
    expect(changed.map((entry) => entry.entityId).sort()).toEqual(
      expect.arrayContaining(["contact_email", "shipping_fee_cents"]),
    );
    for (const entry of changed.filter((entry) => entry.actor?.id === admin.user.id)) {
      expect(isStoreSettingKey(entry.entityId ?? ""), entry.entityId ?? "").toBe(true);
    }

    // Every entry a writer made carries an action and a kind the page words, and a name that is
    // no id (a setting's name is its key, worded by the page).
    for (const entry of (await page("?limit=100")).items.filter(
      (entry) => entry.action !== "something.new",
    )) {
      expect(isKnownAuditAction(entry.action), entry.action).toBe(true);
      expect(isKnownAuditEntityType(entry.entityType), entry.entityType).toBe(true);
      expect(entry.label ?? "", entry.action).not.toMatch(uuid);
    }
  });

  it("gives the entries written before labels existed their record's name (migration 0019)", async () => {
    const order = await createOrder(t.db, { status: "paid" });
    const [itemId, customerId] = [crypto.randomUUID(), crypto.randomUUID()];
    await t.db.insert(auditLog).values([
      {
        action: "order.shipped",
        entityType: "order",
        entityId: order.id,
        data: { before: null, after: null },
      },
      {
        action: "inventory.delete",
        entityType: "store_inventory_item",
        entityId: itemId,
        data: { before: { make: "Omega", model: "Speedmaster", reference: "310.30.42" }, after: null },
      },
      {
        action: "customer.ban",
        entityType: "customer",
        entityId: customerId,
        data: { before: { email: "a@b.test" }, after: { email: "a@b.test", banned: true } },
      },
      {
        action: "settings.update",
        entityType: "setting",
        entityId: "shipping_fee_cents",
        data: { before: 0, after: 2500 },
      },
    ]);
    const migration = readFileSync(
      join(import.meta.dirname, "../../db/migrations/0019_audit_labels.sql"),
      "utf8",
    );
    // The backfill again, on these rows (the column itself was added when the database was made).
    for (const statement of migration.split("--> statement-breakpoint").slice(1)) {
      await t.db.execute(sql.raw(statement));
    }
    const labels = new Map(
      (await t.db.select().from(auditLog)).map((row) => [`${row.action}:${row.entityId}`, row.label]),
    );
    expect(labels.get(`order.shipped:${order.id}`)).toBe(
      (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.orderNumber,
    );
    expect(labels.get(`inventory.delete:${itemId}`)).toBe("Omega Speedmaster 310.30.42");
    expect(labels.get(`customer.ban:${customerId}`)).toBe("a@b.test");
    expect(labels.get("settings.update:shipping_fee_cents")).toBeNull();
  });
});

describe("auditChanges", () => {
  it("keeps only the fields a change altered", () => {
    expect(auditChanges({ a: 1, b: "x", c: [1] }, { a: 2, b: "x", c: [1, 2], d: true })).toEqual([
      { field: "a", before: 1, after: 2 },
      { field: "c", before: [1], after: [1, 2] },
      { field: "d", after: true },
    ]);
    expect(auditChanges(null, { a: 1 })).toEqual([{ field: "a", after: 1 }]);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: "a", before: 1 }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
