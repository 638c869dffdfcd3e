import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, orderLines, orders } from "../../db/schema";
import { fillCart, postCheckout, pressOnTestPage, readCheckout } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// issue 8, Reliability: a unique watch is sold once, however many shoppers press Pay at once. The
// large version of this race, over two server processes, is `npm run stress:checkout`.
const rounds = 5;
const buyers = 20;

let t: TestApp;
beforeAll(async () => {
  // Every shopper waits for the database here: the race is about the reservation, not about the
  // admission that answers a flood 503 at once (issue 15, edge.api.test.ts).
  t = await createTestApp({}, { maxWaiting: 10 * buyers });
});
afterAll(() => t.close());

describe("many shoppers checking out the same watch at once", () => {
  it(`sells it to exactly one in each of ${rounds} rounds of ${buyers}`, async () => {
    for (let round = 0; round < rounds; round++) {
      const watch = await createListing(t.db, { title: `Patek Philippe Nautilus, round ${round}` });
      // Each shopper from an address of their own, as across the internet (checkout is limited per address).
      const clients = Array.from({ length: buyers }, (_, i) => t.client(`10.8.${round}.${i + 1}`));
      const totals = await Promise.all(clients.map((client) => fillCart(client, watch.id)));

      const answers = await Promise.all(
        clients.map(async (client, i) =>
          readCheckout(
            await postCheckout(client, {
              email: `racer-${round}-${i}@example.com`,
              expectedTotalCents: totals[i],
            }),
          ),
        ),
      );
      const winners = answers.flatMap((answer, i) => (answer.started ? [{ ...answer.started, i }] : []));
      expect(winners).toHaveLength(1);
      const losers = answers.filter((answer) => !answer.started);
      expect(losers.map((answer) => `${answer.status} ${answer.refused?.reason}`)).toEqual(
        // Lost to a checkout still open: reserved by another shopper, not sold (issue 24).
        Array(buyers - 1).fill("409 LISTING_RESERVED"),
      );
      expect((await t.db.select().from(listings).where(eq(listings.id, watch.id)))[0]?.stock).toBe(0);

      const [winner] = winners;
      const paid = await pressOnTestPage(clients[winner?.i ?? 0] ?? t.client(), winner?.url ?? "", "pay");
      expect(paid.status).toBe(303);

      const sold = await t.db
        .select({ status: orders.status })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orderLines.listingId, watch.id));
      expect(sold.map((order) => order.status)).toEqual(["paid"]);
      expect(await t.db.select().from(listings).where(eq(listings.id, watch.id))).toEqual([
        expect.objectContaining({ stock: 0, isActive: false }),
      ]);
    }
  });
});
