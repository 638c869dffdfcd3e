import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderEventNote, orderEventNotes } from "../../../shared/orders";
import { orderEvents } from "../../db/schema";
import { createOrder } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the shop's notes on an order's timeline (migration 0025)", () => {
  it("turns the English sentences stored before into codes, and a late payment into its flag", async () => {
    const order = await createOrder(t.db, { status: "expired" });
    const legacy = [
      "payment cancelled by the shopper",
      "replaced by a new checkout",
      "the payment provider failed",
      "reservation ran out",
      "Payment pi_3Late arrived after the order was expired: refund or fulfil by hand",
    ];
    await t.db.insert(orderEvents).values(
      // As the writers stored them before the codes: free text the column's type no longer admits.
      legacy.map((note) => ({
        orderId: order.id,
        fromStatus: "pending",
        toStatus: "expired",
        actor: "system",
        note: note as OrderEventNote,
      })),
    );
    const migration = readFileSync(
      join(import.meta.dirname, "../../db/migrations/0025_order_event_note_codes.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({ note: orderEvents.note, flag: orderEvents.flag })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id);
    const stepsAfter = rows.slice(-legacy.length);
    expect(stepsAfter.map((row) => row.note)).toEqual([...orderEventNotes, null]);
    expect(stepsAfter.at(-1)?.flag).toEqual({ code: "LATE_PAYMENT", reference: "pi_3Late" });
  });
});
