/**
 * `npm run bench:admin` — the back office over a big shop (issue 10): 100,000 listings, 100,000
 * store inventory items and 100,000 orders in a fresh database. Shoppers load the collection API
 * (40 connections, as bench:catalog) while staff load the Inventory Dashboard's API (2 connections)
 * in the same run, and the two p99s are printed side by side; target: dashboard p99 <= 2x
 * collection p99. Before that, what one dashboard load costs alone: recomputed after a write, and
 * unchanged since the last load. PGlite always; PostgreSQL too when DATABASE_URL is set.
 */
import type { Database } from "../src/server/db/client";
import { adminCookie } from "./bench/admin-session";
import { rawClient, startApp, withSeededDatabase } from "./bench/catalog-fixture";
import { type Figures, load, row } from "./bench/load";

const rows = 100_000;
const shoppers = 40;
const staff = 2;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The store's stock and its orders, written by the database itself (generate_series): a third
 * each available, sold and shipped, sold over the last eighteen months; orders in every status.
 */
async function seedBackOffice(database: Database): Promise<number> {
  const started = performance.now();
  const client = rawClient(database.db);
  await client.query(`
    insert into store_inventory_items (make, model, reference, condition, buying_price_fils,
      expected_selling_price_fils, sold_price_fils, shipping_cost_fils, fees_fils, net_profit_fils,
      status, sale_date, date_added)
    select (array['Rolex','Omega','Patek Philippe','Audemars Piguet','Cartier','Tudor'])[1 + g % 6],
      'Model ' || (g % 40), 'REF' || g, 'excellent', 1000000 + (g % 997) * 1000,
      1300000 + (g % 997) * 1000,
      case when g % 3 = 0 then null else 1250000 + (g % 991) * 1000 end, 5000, 15000,
      case when g % 3 = 0 then null else 230000 + (g % 991) * 1000 - (g % 997) * 1000 end,
      (array['available','sold','shipped'])[1 + g % 3],
      case when g % 3 = 0 then null else now() - (g % 540) * interval '1 day' end,
      now() - g * interval '7 minutes'
    from generate_series(1, ${rows}) g`);
  await client.query(`
    insert into orders (order_number, status, email, first_name, last_name, subtotal_cents,
      shipping_cents, total_cents, payment_provider, language, created_at, paid_at)
    select 'MZ-' || lpad(g::text, 6, '0'),
      (array['pending','paid','shipped','delivered','cancelled','expired','refunded'])[1 + g % 7],
      'buyer' || (g % 20000) || '@example.com', 'Buyer', 'Number ' || g, 500000 + (g % 977) * 1000, 0,
      500000 + (g % 977) * 1000, 'test', (array['en','ar'])[1 + g % 2],
      now() - g * interval '5 minutes',
      case when g % 7 in (1, 2, 3, 6) then now() - g * interval '5 minutes' else null end
    from generate_series(1, ${rows}) g`);
  await client.query(`
    insert into order_lines (order_id, title, brand, model, unit_price_cents, quantity, line_total_cents)
    select id, 'Benchmark watch', 'Rolex', 'Submariner', total_cents, 1, total_cents from orders`);
  await client.query("vacuum analyze");
  await client.query("checkpoint");
  return Math.round(performance.now() - started);
}

async function sequentialMs(url: string, headers: Record<string, string>, times = 20): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < times; i++) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  }
  return (performance.now() - started) / times;
}

async function run(label: string, database: Database, listingSeedMs: number) {
  console.log(`\n=== ${label} ===`);
  const seedMs = await seedBackOffice(database);
  console.log(
    `seeded ${rows.toLocaleString("en-US")} listings (${listingSeedMs} ms), store items and orders (${seedMs} ms)`,
  );
  const app = await startApp(database);
  try {
    const cookie = await adminCookie(database, app.base, app.config.publicUrl);
    const headers = { cookie };
    const measure = (name: string, path: string, connections: number, withCookie = false): Promise<Figures> =>
      load({ name, base: app.base, paths: [path], seconds, connections, ...(withCookie ? { headers } : {}) });
    // Cold: the figures recomputed, as after any write (one item touched before each request).
    const client = rawClient(database.db);
    const touch = () =>
      client.query(
        "update store_inventory_items set updated_at = now() where id = (select id from store_inventory_items limit 1)",
      );
    let coldMs = 0;
    for (let i = 0; i < 10; i++) {
      await touch();
      coldMs += await sequentialMs(`${app.base}/api/admin/dashboard`, headers, 1);
    }
    console.log(`dashboard recomputed after a write: ${(coldMs / 10).toFixed(1)} ms mean of 10`);
    const warmMs = await sequentialMs(`${app.base}/api/admin/dashboard`, headers);
    console.log(`dashboard unchanged since the last load: ${warmMs.toFixed(1)} ms mean of 20`);
    await measure("warm-up", "/api/listings", shoppers);
    const [collection, dashboard] = await Promise.all([
      measure(`collection API, ${shoppers} shoppers`, "/api/listings", shoppers),
      measure(`dashboard API, ${staff} staff`, "/api/admin/dashboard", staff, true),
    ]);
    // The floor of any signed-in request: reading the session and nothing else, under the same load.
    const [collectionAgain, session] = await Promise.all([
      measure(`collection API, ${shoppers} shoppers`, "/api/listings", shoppers),
      measure(`session only, ${staff} staff`, "/api/me/session", staff, true),
    ]);
    console.log(row(collection));
    console.log(row(dashboard, `p99 <= 2x collection p99 (${(dashboard.p99 / collection.p99).toFixed(2)}x)`));
    console.log(row(collectionAgain));
    console.log(
      row(
        session,
        `none; the floor of a signed-in request (${(session.p99 / collectionAgain.p99).toFixed(2)}x)`,
      ),
    );
  } finally {
    await app.close();
  }
}

async function main() {
  await withSeededDatabase({ pglite: true }, (database, seedMs) =>
    run("PGlite (embedded)", database, seedMs),
  );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("\nDATABASE_URL is not set: PostgreSQL server run skipped.");
    return;
  }
  await withSeededDatabase({ postgresAdminUrl: adminUrl, poolSize: 20 }, (database, seedMs) =>
    run("PostgreSQL server", database, seedMs),
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
