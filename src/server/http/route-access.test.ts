import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { inspectRoutes } from "hono/dev";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../shared/media";
import { queryRows } from "../db/client";
import { createListing, createOrder } from "../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../test/test-app";

/**
 * Issue 25: who may reach which route. Every route the app mounts is classified in `routeAccess`,
 * one line per route pattern as the app reports it; a route added without a line (or a line left
 * for a route that is gone) fails the first test. Each class says what every role is answered:
 *
 * - public: anyone; no role is refused (401/403).
 * - signed-in: a visitor gets 401; any signed-in user (an admin too) gets through.
 * - owner: a resource of one user's, by its id: a visitor gets 401, anyone else (the admin too:
 *   /api/me is the caller's own) 404 as if it did not exist, and nothing changes.
 * - owner-or-link: an account's order is read by its owner only, a guest's by its payment session
 *   (the link the provider returns to): a visitor and anyone else get 404.
 * - admin: a visitor gets 401, any other user 403 (one guard, api.ts).
 * - webhook: refused (400) unless the provider's signature verifies, whoever sends it.
 * - whatsapp-handshake: Meta's subscription handshake, refused (403) without the verify token.
 * - whatsapp-webhook: Meta's deliveries: 404 in a shop that sends no WhatsApp (this test's app),
 *   else refused unless signed with the app secret (whatsapp.test.ts), whoever sends it.
 * - test-only: the TEST payment provider's hosted page, mounted only while that provider is on;
 *   like a real provider's page it answers anyone holding the session's link.
 *
 * The storefront's HTML pages (spa.ts) are mounted only with a built web app and are public.
 */
type Access =
  | "public"
  | "signed-in"
  | "owner"
  | "owner-or-link"
  | "admin"
  | "webhook"
  | "whatsapp-handshake"
  | "whatsapp-webhook"
  | "test-only";

const routeAccess: Record<string, Access> = {
  "GET /healthz": "public",
  "GET /readyz": "public",
  "GET /robots.txt": "public",
  "GET /sitemap.xml": "public",
  // The shop's photos; a reseller's own answer 404 to anyone but their owner (tried below).
  "GET /media/*": "public",
  // The better-auth endpoints the web app uses, each behind our validation (auth.routes.ts); any
  // other path under /api/auth is 404.
  "POST /api/auth/sign-in/email": "public",
  "POST /api/auth/sign-up/email": "public",
  "POST /api/auth/sign-out": "public",
  "POST /api/auth/request-password-reset": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/reset-password/:token": "public",
  "POST /api/auth/send-verification-email": "public",
  "GET /api/auth/verify-email": "public",
  "GET /api/auth/unlock-sign-in": "public",
  // Issue 28: the second step of a sign-in, and enrolling (better-auth answers 401 to a visitor
  // there, after our validation; two-factor.test.ts).
  "POST /api/auth/two-factor/verify-totp": "public",
  "POST /api/auth/two-factor/verify-backup-code": "public",
  "POST /api/auth/two-factor/enable": "public",
  "POST /api/auth/two-factor/disable": "public",
  "POST /api/auth/two-factor/generate-backup-codes": "public",
  "ALL /api/auth/*": "public",
  // The JSON 404 for any other /api path.
  "ALL /api/*": "public",
  "GET /api/public-config": "public",
  "GET /api/store-info": "public",
  "GET /api/categories": "public",
  "GET /api/listings": "public",
  "GET /api/listings/:slug": "public",
  "GET /api/listings/:slug/related": "public",
  // Issue 31: the watch page's market position, public like the page.
  "GET /api/listings/:slug/market": "public",
  "GET /api/featured-listings": "public",
  "GET /api/pages/:slug": "public",
  "POST /api/contact": "public",
  // Issue 31: a visitor may sell a watch and send its photos, each behind a limit per address.
  "POST /api/trade-ins": "public",
  "POST /api/trade-ins/photos": "public",
  "POST /api/newsletter": "public",
  // Issue 31: reserve a watch with a deposit or make an offer, as a guest too; the hold's page and
  // its steps answer whoever holds its link (holds.test.ts), like a staff invitation's.
  "GET /api/listings/:id/hold-terms": "public",
  "POST /api/listings/:id/deposit": "public",
  "POST /api/listings/:id/offers": "public",
  "GET /api/holds/:token": "public",
  "POST /api/holds/:token/cancel": "public",
  "POST /api/holds/:token/accept-counter": "public",
  "POST /api/holds/:token/decline-counter": "public",
  "GET /api/admin/holds": "admin",
  "POST /api/admin/holds/:id/accept": "admin",
  "POST /api/admin/holds/:id/counter": "admin",
  "POST /api/admin/holds/:id/decline": "admin",
  "POST /api/admin/holds/:id/cancel": "admin",
  "GET /api/me/session": "public",
  "GET /api/me/sessions": "signed-in",
  "DELETE /api/me/sessions": "signed-in",
  "DELETE /api/me/sessions/:id": "signed-in",
  // Each browser's own cart (its cookie, or its account once signed in).
  "GET /api/cart": "public",
  "GET /api/cart/count": "public",
  "POST /api/cart/lines": "public",
  "PATCH /api/cart/lines/:listingId": "public",
  "DELETE /api/cart/lines/:listingId": "public",
  "POST /api/cart/prices": "public",
  "DELETE /api/cart": "public",
  "GET /api/checkout/options": "public",
  "POST /api/checkout": "public",
  "POST /api/checkout/cancel": "public",
  "GET /api/checkout/sessions/:sessionId": "owner-or-link",
  "POST /api/payments/:provider/webhook": "webhook",
  "GET /pay/test/:sessionId": "test-only",
  "POST /pay/test/:sessionId": "test-only",
  "GET /api/favorites": "signed-in",
  "GET /api/favorites/ids": "signed-in",
  "POST /api/favorites": "signed-in",
  "DELETE /api/favorites/:listingId": "signed-in",
  "GET /api/me/profile": "signed-in",
  "PATCH /api/me/profile": "signed-in",
  "GET /api/me/orders": "signed-in",
  "GET /api/me/orders/:orderNumber": "owner",
  "GET /api/me/inventory": "signed-in",
  "GET /api/me/inventory/summary": "signed-in",
  "GET /api/me/inventory/export": "signed-in",
  "POST /api/me/inventory": "signed-in",
  "PUT /api/me/inventory/:id": "owner",
  "DELETE /api/me/inventory/:id": "owner",
  "GET /api/me/portfolio": "signed-in",
  "GET /api/me/portfolio/stats": "signed-in",
  "POST /api/me/portfolio": "signed-in",
  "PUT /api/me/portfolio/:id": "owner",
  "POST /api/me/portfolio/:id/valuations": "owner",
  "POST /api/me/portfolio/:id/revalue": "owner",
  "DELETE /api/me/portfolio/:id": "owner",
  "POST /api/me/media": "signed-in",
  "GET /api/me/price-lookup": "signed-in",
  "POST /api/me/analysis": "signed-in",
  "POST /api/me/analysis/photos": "signed-in",
  "POST /api/me/analysis/price": "signed-in",
  "GET /api/admin/audit-log": "admin",
  "GET /api/admin/audit-log/actors": "admin",
  "GET /api/admin/catalogue": "admin",
  "GET /api/admin/catalogue/export": "admin",
  "POST /api/admin/catalogue/import": "admin",
  "PUT /api/admin/catalogue/:id": "admin",
  "GET /api/admin/customer-stats": "admin",
  "GET /api/admin/customer-export": "admin",
  "GET /api/admin/customers": "admin",
  "GET /api/admin/customers/:id": "admin",
  "POST /api/admin/customers/:id/ban": "admin",
  "POST /api/admin/customers/:id/unban": "admin",
  "GET /api/admin/dashboard": "admin",
  "GET /api/admin/inbox": "admin",
  "GET /api/admin/inbox/:id": "admin",
  "PATCH /api/admin/inbox/:id": "admin",
  "GET /api/admin/inventory": "admin",
  "GET /api/admin/trade-ins": "admin",
  "GET /api/admin/trade-ins/:id": "admin",
  "PATCH /api/admin/trade-ins/:id": "admin",
  "GET /api/admin/trade-ins/:id/photos/:mediaId": "admin",
  "GET /api/admin/store-item-choices": "admin",
  "GET /api/admin/inventory/export": "admin",
  "GET /api/admin/inventory/summary": "admin",
  "POST /api/admin/inventory": "admin",
  "PUT /api/admin/inventory/:id": "admin",
  "DELETE /api/admin/inventory/:id": "admin",
  "GET /api/admin/listing-posts/:id": "admin",
  "PUT /api/admin/listing-posts/:id": "admin",
  "POST /api/admin/listing-posts/:id/generate": "admin",
  "GET /api/admin/listings": "admin",
  "POST /api/admin/listings": "admin",
  "GET /api/admin/listings/:id": "admin",
  "PUT /api/admin/listings/:id": "admin",
  "DELETE /api/admin/listings/:id": "admin",
  "POST /api/admin/listings/description": "admin",
  "POST /api/admin/listings/bulk": "admin",
  "POST /api/admin/listings/description/preview": "admin",
  "GET /api/admin/market-observations": "admin",
  "POST /api/admin/market-observations": "admin",
  "DELETE /api/admin/market-observations/:id": "admin",
  "GET /api/admin/market-position": "admin",
  "POST /api/admin/media": "admin",
  "GET /api/admin/newsletter": "admin",
  "GET /api/admin/newsletter/export": "admin",
  "GET /api/admin/order-stats": "admin",
  "GET /api/admin/order-export": "admin",
  "GET /api/admin/orders": "admin",
  "GET /api/admin/orders/:id": "admin",
  "POST /api/admin/orders/:id/transitions": "admin",
  "GET /api/admin/outbox": "admin",
  "POST /api/admin/outbox/:id/retry": "admin",
  // Issue 30: the WhatsApp messages not delivered, beside the mail.
  "GET /api/admin/undelivered-whatsapp": "admin",
  "GET /api/admin/settings": "admin",
  // Issue 30: the rates shoppers see, and the daily fetch's state (exchange-rates.test.ts).
  "GET /api/admin/settings/exchange-rates": "admin",
  "GET /api/admin/staff": "admin",
  "POST /api/admin/staff/invitations": "admin",
  "DELETE /api/admin/staff/invitations/:id": "admin",
  "PUT /api/admin/staff/members/:id/role": "admin",
  "PUT /api/admin/staff/members/:id/suspension": "admin",
  "DELETE /api/admin/staff/members/:id": "admin",
  "PUT /api/admin/staff/two-factor-rule": "admin",
  "POST /api/admin/order-shipments": "admin",
  "GET /api/admin/notifications": "admin",
  "GET /api/admin/reports": "admin",
  "PUT /api/admin/notifications": "admin",
  // Issue 28: an invitation's page; the link's token is the key (staff.test.ts).
  "GET /api/staff-invitations/:token": "public",
  "POST /api/staff-invitations/:token/accept": "public",
  "PUT /api/admin/settings": "admin",
  // Issue 30: saved searches and alerts; an alert e-mail's link holds its token (alerts.test.ts).
  "GET /api/me/saved-searches": "signed-in",
  "POST /api/me/saved-searches": "signed-in",
  "PATCH /api/me/saved-searches/:id": "owner",
  "DELETE /api/me/saved-searches/:id": "owner",
  "GET /api/me/favorite-alerts": "signed-in",
  "PUT /api/me/favorite-alerts": "signed-in",
  "GET /api/alerts/options": "public",
  "POST /api/alerts/guest-searches": "public",
  "GET /api/alerts/confirm": "public",
  "POST /api/alerts/confirm": "public",
  "GET /api/alerts/unsubscribe": "public",
  "POST /api/alerts/unsubscribe": "public",
  // Issue 30: the shopper's WhatsApp number, and Meta's webhook (whatsapp.test.ts signs deliveries).
  "GET /api/me/whatsapp": "signed-in",
  "POST /api/me/whatsapp": "signed-in",
  "POST /api/me/whatsapp/confirm": "signed-in",
  "DELETE /api/me/whatsapp": "signed-in",
  "GET /api/whatsapp/webhook": "whatsapp-handshake",
  "POST /api/whatsapp/webhook": "whatsapp-webhook",
  // Issue 31: a certificate's public check, its PDF (the code is its key) and the shop's public
  // key; the inspection and its private photos are staff's (certificates.test.ts tries them).
  "GET /verify/:code": "public",
  "GET /certificates/:file{[^/]+\\.pdf}": "public",
  "GET /.well-known/mizan-certificate-key": "public",
  "GET /api/admin/inspections/:listingId": "admin",
  "PUT /api/admin/inspections/:listingId": "admin",
  "GET /api/admin/inspections/:listingId/photos/:mediaId": "admin",
  "POST /api/admin/inspection-photos": "admin",
  "POST /api/admin/certificates/:code/revoke": "admin",
};

/** Tried last, by the last test: it ends the session every other probe is sent with. */
const signOut = "POST /api/auth/sign-out";

/** Where a route with a wildcard is tried: one real path under it (the others fill its parameters). */
const wildcardProbes: Record<string, string> = {
  "GET /media/*": "/media/00000000-0000-4000-8000-000000000000/320.webp",
  // An endpoint of the auth library the app does not serve.
  "ALL /api/auth/*": "/api/auth/update-user",
  "ALL /api/*": "/api/no-such-route",
  "GET /certificates/:file{[^/]+\\.pdf}": "/certificates/0000000000AB.pdf",
};

type Role = "anonymous" | "customer" | "resellerA" | "resellerB" | "admin";
const roles: Role[] = ["anonymous", "customer", "resellerA", "resellerB", "admin"];
/**
 * A number is the one status expected; "through" is any answer but 401 and 403 (what a route makes
 * of the probe's harmless input is the hostile-input walk's to judge).
 */
type Expected = number | "through";
const signedInThrough: Record<Exclude<Role, "anonymous">, Expected> = {
  customer: "through",
  resellerA: "through",
  resellerB: "through",
  admin: "through",
};
/** What each role is answered, by class; the owner classes are tried with A's ids (below). */
const answers: Record<Exclude<Access, "owner" | "owner-or-link">, Record<Role, Expected>> = {
  public: { anonymous: "through", ...signedInThrough },
  "test-only": { anonymous: "through", ...signedInThrough },
  "signed-in": { anonymous: 401, ...signedInThrough },
  admin: { anonymous: 401, customer: 403, resellerA: 403, resellerB: 403, admin: "through" },
  webhook: { anonymous: 400, customer: 400, resellerA: 400, resellerB: 400, admin: 400 },
  "whatsapp-handshake": { anonymous: 403, customer: 403, resellerA: 403, resellerB: 403, admin: 403 },
  "whatsapp-webhook": { anonymous: 404, customer: 404, resellerA: 404, resellerB: 404, admin: 404 },
};

const nilId = "00000000-0000-4000-8000-000000000000";
const inventoryBody = {
  make: "Rolex",
  model: "Submariner",
  buyingPrice: "3100",
  expectedSellingPrice: "3900",
};
const portfolioBody = {
  brand: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  confidence: 90,
  marketPrice: { average: 12500, low: 11000, high: 13000 },
  source: "manual_entry",
};

interface Probe {
  route: string;
  method: string;
  path: string;
  json?: unknown;
}

/**
 * Requests in flight at once: under the test database's pool of five connections, whose waiting
 * line past five answers 503 (busy-gate.ts).
 */
const width = 4;

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

let t: TestApp;
type Agent = ReturnType<TestApp["client"]>;
let agents: Record<Role, Agent>;
/** Reseller A's things, which the others try to read and write. */
let owned: {
  inventoryId: string;
  portfolioId: string;
  orderNumber: string;
  sessionId: string;
  mediaId: string;
  /** Where A's photo is served: to A alone. */
  photoUrl: string;
  listingId: string;
  savedSearchId: string;
};
let listingSlug: string;
/** Each table's rows, hashed: what a refused request must leave as it was. */
let digest: () => Promise<Map<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const [customer, resellerA, resellerB, admin] = await Promise.all([
    t.signedInClient(),
    t.signedInClient(),
    t.signedInClient(),
    t.signedInClient({ role: "owner" }),
  ]);
  agents = {
    anonymous: t.client("192.0.2.25"),
    customer: customer.agent,
    resellerA: resellerA.agent,
    resellerB: resellerB.agent,
    admin: admin.agent,
  };
  const listing = await createListing(t.db);
  listingSlug = listing.slug;
  // A's own photo, uploaded as a reseller uploads one: private to A (decision 021).
  const photo = new FormData();
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#786428" } })
    .jpeg()
    .toBuffer();
  photo.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
  const uploaded = await resellerA.agent.call("/api/me/media", { method: "POST", body: photo });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { id: mediaId, variants } = (await uploaded.json()) as MediaDto;
  const photoUrl = new URL(variants[0]?.url ?? "", testOrigin).pathname;
  const sessionId = `cs_test_${randomUUID().replaceAll("-", "")}`;
  const order = await createOrder(t.db, {
    userId: resellerA.user.id,
    status: "paid",
    paymentSessionId: sessionId,
  });
  const created = async (path: string, json: unknown) => {
    const answer = await resellerA.agent.post(path, json);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { id: string }).id;
  };
  owned = {
    inventoryId: await created("/api/me/inventory", inventoryBody),
    portfolioId: await created("/api/me/portfolio", portfolioBody),
    orderNumber: order.orderNumber,
    sessionId,
    mediaId,
    photoUrl,
    listingId: listing.id,
    savedSearchId: await created("/api/me/saved-searches", { query: { q: "Rolex" } }),
  };
  const tables = await queryRows<{ name: string }>(
    t.db,
    // Rate-limit counters are written by refused requests too: that is what they are for.
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  );
  const query = sql.join(
    tables.map(
      ({ name }) =>
        sql`select ${name} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as rows from ${sql.identifier(name)} r`,
    ),
    sql` union all `,
  );
  digest = async () =>
    new Map(
      (await queryRows<{ name: string; rows: string }>(t.db, query)).map((row) => [row.name, row.rows]),
    );
});
afterAll(() => t.close());

/** The routes the app answers: every method and path it mounts a handler (not a middleware) at. */
function mountedRoutes(): string[] {
  return [
    ...new Set(
      inspectRoutes(t.app)
        .filter((route) => !route.isMiddleware)
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort();
}

/** One request per method a route answers, its parameters filled with harmless values. */
function probesOf(route: string): Probe[] {
  const [method = "GET", pattern = "/"] = route.split(" ");
  const path =
    wildcardProbes[route] ??
    pattern
      .replace(":slug", listingSlug)
      .replace(":listingId", owned.listingId)
      .replace(":provider", "test")
      .replace(":sessionId", "cs_test_unknown_session")
      .replace(/:\w+/g, nilId);
  const methods = method === "ALL" ? ["GET", "POST"] : [method];
  return methods.map((each) => ({ route, method: each, path, json: each === "GET" ? undefined : {} }));
}

/**
 * What the others try on reseller A's things: A's ids in the path of every owner route, A's cart
 * line and favourite by their listing, and A's photo named in their own writes.
 */
function intrusions(): (Probe & { refused: number })[] {
  const { inventoryId, portfolioId, orderNumber, sessionId, photoUrl, savedSearchId } = owned;
  const update = { brand: "Omega", model: "Speedmaster", reference: null, notes: null, imageMediaId: null };
  return [
    { route: "GET /media/*", method: "GET", path: photoUrl },
    { route: "GET /api/me/orders/:orderNumber", method: "GET", path: `/api/me/orders/${orderNumber}` },
    {
      route: "GET /api/checkout/sessions/:sessionId",
      method: "GET",
      path: `/api/checkout/sessions/${sessionId}`,
    },
    {
      route: "PUT /api/me/inventory/:id",
      method: "PUT",
      path: `/api/me/inventory/${inventoryId}`,
      json: { ...inventoryBody, model: "Daytona" },
    },
    { route: "DELETE /api/me/inventory/:id", method: "DELETE", path: `/api/me/inventory/${inventoryId}` },
    {
      route: "PUT /api/me/portfolio/:id",
      method: "PUT",
      path: `/api/me/portfolio/${portfolioId}`,
      json: update,
    },
    {
      route: "POST /api/me/portfolio/:id/valuations",
      method: "POST",
      path: `/api/me/portfolio/${portfolioId}/valuations`,
      json: { price: 1 },
    },
    {
      route: "POST /api/me/portfolio/:id/revalue",
      method: "POST",
      path: `/api/me/portfolio/${portfolioId}/revalue`,
      json: {},
    },
    { route: "DELETE /api/me/portfolio/:id", method: "DELETE", path: `/api/me/portfolio/${portfolioId}` },
    {
      route: "PATCH /api/me/saved-searches/:id",
      method: "PATCH",
      path: `/api/me/saved-searches/${savedSearchId}`,
      json: { frequency: "daily" },
    },
    {
      route: "DELETE /api/me/saved-searches/:id",
      method: "DELETE",
      path: `/api/me/saved-searches/${savedSearchId}`,
    },
  ].map((probe) => ({ ...probe, refused: 404 }));
}

/** What the others send naming A's things where the route itself is theirs: refused or harmless. */
function sideIntrusions(): (Probe & { refused: Expected })[] {
  const { mediaId, listingId } = owned;
  const lines = `/api/cart/lines/${listingId}`;
  return [
    {
      route: "POST /api/me/inventory",
      method: "POST",
      path: "/api/me/inventory",
      json: { ...inventoryBody, imageMediaId: mediaId },
      refused: 400,
    },
    {
      route: "POST /api/me/analysis",
      method: "POST",
      path: "/api/me/analysis",
      json: { photoId: mediaId },
      refused: 400,
    },
    {
      route: "PATCH /api/cart/lines/:listingId",
      method: "PATCH",
      path: lines,
      json: { quantity: 2 },
      refused: "through",
    },
    { route: "DELETE /api/cart/lines/:listingId", method: "DELETE", path: lines, refused: "through" },
    {
      route: "DELETE /api/favorites/:listingId",
      method: "DELETE",
      path: `/api/favorites/${listingId}`,
      refused: "through",
    },
  ];
}

function meets(status: number, expected: Expected): boolean {
  return expected === "through" ? ![401, 403].includes(status) : status === expected;
}

async function send(agent: Agent, probe: Probe): Promise<number> {
  const answer = await agent.call(probe.path, { method: probe.method, json: probe.json });
  await answer.arrayBuffer();
  return answer.status;
}

/** Sends each probe as its role, `width` at a time; what was answered other than expected. */
async function wrongAnswers(work: { probe: Probe; role: Role; expected: Expected }[]): Promise<string[]> {
  const wrong: string[] = [];
  await inParallel(work, async ({ probe, role, expected }) => {
    const status = await send(agents[role], probe);
    if (!meets(status, expected))
      wrong.push(`${probe.method} ${probe.path} as ${role}: ${status}, expected ${expected}`);
  });
  return wrong;
}

describe("the role × route matrix (issue 25)", () => {
  it("classifies every route the app mounts, and no route that is gone", () => {
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(100);
    expect(
      mounted.filter((route) => !(route in routeAccess)),
      "routes missing from routeAccess",
    ).toEqual([]);
    expect(
      Object.keys(routeAccess).filter((route) => !mounted.includes(route)),
      "lines for no route",
    ).toEqual([]);
    const tried = new Set(intrusions().map((probe) => probe.route));
    const owners = Object.entries(routeAccess).filter(([, access]) => access.startsWith("owner"));
    expect(
      owners.filter(([route]) => !tried.has(route)),
      "owner routes nobody tries",
    ).toEqual([]);
  });

  it("answers each role as the route's class says", async () => {
    const work = Object.entries(routeAccess)
      .filter(([route, access]) => !access.startsWith("owner") && route !== signOut)
      .flatMap(([route, access]) =>
        probesOf(route).flatMap((probe) =>
          roles.map((role) => ({ probe, role, expected: answers[access as keyof typeof answers][role] })),
        ),
      );
    expect(await wrongAnswers(work)).toEqual([]);
  });

  it("answers 404 to anyone but reseller A on A's things, and changes nothing", async () => {
    // A's cart line and favourite, (again: the matrix above emptied A's cart and favourites).
    for (const path of ["/api/cart/lines", "/api/favorites"]) {
      const answer = await agents.resellerA.post(path, { listingId: owned.listingId, quantity: 1 });
      expect(answer.status, path).toBeLessThan(300);
    }
    const before = await digest();
    const work = [
      ...intrusions().flatMap((probe) =>
        (["anonymous", "customer", "resellerB", "admin"] as const).map((role) => ({
          probe,
          role,
          // A visitor is asked to sign in first, except where a guest may hold the link.
          expected:
            role === "anonymous" && routeAccess[probe.route] === "owner" ? (401 as Expected) : probe.refused,
        })),
      ),
      ...sideIntrusions().map((probe) => ({ probe, role: "resellerB" as const, expected: probe.refused })),
    ];
    expect(await wrongAnswers(work)).toEqual([]);
    const after = await digest();
    expect(
      [...before].filter(([table, rows]) => after.get(table) !== rows).map(([table]) => table),
      "tables changed by the others' requests",
    ).toEqual([]);
  });

  it("lets reseller A read and write every one of A's things (so the 404s above are not a bad request's)", async () => {
    // One after another, deletions last: each of A's requests works on what the one before left.
    const probes = intrusions().sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    for (const probe of probes) {
      expect(await send(agents.resellerA, probe), `${probe.method} ${probe.path}`).toBeLessThan(300);
    }
  });
  it("lets every role sign out (last: it ends their sessions)", async () => {
    for (const role of roles) {
      for (const probe of probesOf(signOut)) {
        expect(meets(await send(agents[role], probe), answers.public[role]), role).toBe(true);
      }
    }
  });
});
