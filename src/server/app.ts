import { join } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { createApiRoutes } from "./api";
import type { Auth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { loadSession } from "./auth/session";
import { createSignInGuard } from "./auth/sign-in-guard";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { answerHeaders } from "./http/answer-headers";
import type { AppEnv } from "./http/app-env";
import { limitBody } from "./http/body-limit";
import { refuseWhenBusy } from "./http/busy-gate";
import { compressAnswer } from "./http/compress-answer";
import { handleError } from "./http/errors";
import { noStoreExceptPublicReads } from "./http/no-store";
import { createPurchaseLane } from "./http/purchase-lane";
import { requestContext } from "./http/request-context";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { touchChanges } from "./http/touch-changes";
import { limitUrl } from "./http/url-limit";
import type { Logger } from "./logger";
import { createMetrics } from "./metrics/metrics";
import type { AlertChannels } from "./modules/alerts/alert-channels";
import { type CatalogReader, createCatalogReader } from "./modules/catalog/catalog-reader";
import type { CertificateKey } from "./modules/certificates/certificate-key";
import { certificateRoutes } from "./modules/certificates/certificates.routes";
import { countUnsentMail } from "./modules/mail-outbox/mail-outbox.service";
import { createMarketPositions } from "./modules/market/market-position.service";
import { mediaRoutes } from "./modules/media/media.routes";
import { createImageUploads } from "./modules/media/media-upload.routes";
import type { ReservationReleases } from "./modules/orders/reservation-sweep";
import { testCheckoutRoutes } from "./modules/orders/test-checkout.routes";
import { createContentPages } from "./modules/pages/content-pages.service";
import { seoRoutes } from "./modules/seo/seo.routes";
import { readStoreInfo } from "./modules/site/store-info";
import type { ShopperWhatsApp } from "./modules/whatsapp/whatsapp-messages";
import type { AiProvider } from "./providers/ai/ai";
import type { Mailer } from "./providers/mail/mail";
import type { MarketProvider } from "./providers/market/market";
import type { Payments } from "./providers/payments/create-payments";
import type { Storage } from "./providers/storage/storage";
import type { WhatsApp } from "./providers/whatsapp/whatsapp";
import { spaRoutes } from "./web/spa";
import { lazyRenderer } from "./web/ssr";

/**
 * The routes whose body limit is their own, applied behind their guard: the image uploads
 * (media-upload.routes.ts; a seller's trade-in photo behind its per-address limit) and the
 * reference catalogue's CSV import (reference-catalogue.routes.ts).
 */
const ownBodyLimitPaths = new Set([
  "/api/admin/media",
  "/api/admin/inspection-photos",
  "/api/me/media",
  "/api/me/analysis/photos",
  "/api/admin/catalogue/import",
  "/api/trade-ins/photos",
]);
const uncompressedPaths = /^\/(healthz|readyz|metrics|media\/)/;

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  payments: Payments;
  ai: AiProvider | undefined;
  market: MarketProvider | undefined;
  /** The ways alerts reach shoppers (issue 30; services.ts). */
  alertChannels: AlertChannels;
  /** WhatsApp's Cloud API (issue 30), and the shop's messages to shoppers' confirmed numbers. */
  whatsapp: WhatsApp;
  shopperWhatsApp: ShopperWhatsApp;
  /** Issue 31: the shop's key for authenticity certificates (certificate-key.ts). */
  certificateKey: CertificateKey;
  /** The storefront's reads; a benchmark passes one whose search index it has waited for. */
  catalog?: CatalogReader;
  /** The built web app (dist/web); absent in API tests and in development (Vite serves it). */
  webRoot?: string;
  /** A server span per request (telemetry/request-spans.ts), while traces are exported (issue 29). */
  requestSpans?: MiddlewareHandler<AppEnv>;
  /** What this instance's reservation sweep releases (main.ts schedules it), for the metrics. */
  reservationReleases?: ReservationReleases;
}

/** Builds the whole HTTP app from its dependencies; no global state, so tests build one each. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();

  if (deps.requestSpans) app.use(deps.requestSpans);
  app.use(requestContext(logger));
  const catalog = deps.catalog ?? createCatalogReader(db, database.changes);
  // PGlite runs one statement at a time, so one purchase at a time costs it nothing; on PostgreSQL
  // two keep the collection's p99 near its idle figure (decision 008) while instances scale out.
  const lane = createPurchaseLane(config.payments.purchaseLaneWidth ?? (database.kind === "pglite" ? 1 : 2));
  const uploads = createImageUploads();
  const metrics = config.metricsToken
    ? createMetrics(config.metricsToken, {
        databaseBusy: database.isBusy,
        databaseWaiting: database.waiting,
        searchIndex: catalog.searchIndex,
        purchases: lane.load,
        imageUploads: uploads.load,
        unsentMail: () => countUnsentMail(db),
        onReservationReleased: (count) => deps.reservationReleases?.onReleased(count),
      })
    : undefined;
  if (metrics) app.use(metrics.observe());
  const security = securityHeaders({
    production: config.isProduction,
    extraImageOrigins:
      config.storage.kind === "s3" && config.storage.publicUrl ? [config.storage.publicUrl] : [],
  });
  app.use(answerHeaders((c) => [...security.everyAnswer, ["X-Request-Id", c.get("requestId")]]));
  // Probes and images gain nothing from compression, and probes must stay cheap.
  const compressBody = compressAnswer();
  app.use((c, next) => (uncompressedPaths.test(c.req.path) ? next() : compressBody(c, next)));
  app.onError(handleError);
  app.use(limitUrl());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  if (metrics) app.get("/metrics", metrics.answer());
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      // Where this instance's searches go now: its index, or PostgreSQL while the index is read.
      return c.json({
        status: "ready",
        search: (await catalog.searchIndex()) === undefined ? "database" : "index",
      });
    } catch {
      return c.json({ code: "SERVICE_UNAVAILABLE", message: "The database does not answer" }, 503);
    }
  });

  // The edge every API route stands on (issue 15): nothing personal kept by a cache, no writes from
  // other sites, small bodies, and no new work while the database already has all the work that
  // may wait for it.
  const apiBodyLimit = limitBody();
  app.use(
    "/api/*",
    noStoreExceptPublicReads(),
    sameOriginWrites(config.trustedOrigins),
    (c, next) => (ownBodyLimitPaths.has(c.req.path) ? next() : apiBodyLimit(c, next)),
    refuseWhenBusy(database.isBusy),
  );
  app.use(touchChanges(database.changes));
  app.route(
    "/",
    authRoutes({
      auth: deps.auth,
      db,
      trustProxy: config.trustProxy,
      guard: createSignInGuard({
        db,
        mailer: deps.mailer,
        trustProxy: config.trustProxy,
        publicUrl: config.publicUrl,
        secureCookies: config.isProduction,
        secret: async () => (await deps.auth.$context).secret,
      }),
      requireEmailVerification: config.auth.requireEmailVerification,
      googleSignIn: Boolean(config.auth.google),
    }),
  );
  // The API's caller, and the owner a private photo is served to (media.routes.ts).
  const session = loadSession(deps.auth, database.changes);
  app.use("/api/*", session);
  app.use("/media/*", session);
  const contentPages = createContentPages({ db });
  // Issue 31: each reference's sourced market, shared by the watch page's API and its server render.
  const marketPositions = createMarketPositions({ db, changes: database.changes, market: deps.market });
  app.route(
    "/",
    createApiRoutes({
      ...deps,
      db,
      changes: database.changes,
      catalog,
      lane,
      uploads,
      contentPages,
      marketPositions,
    }),
  );
  app.all("/api/*", (c) => c.json({ code: "NOT_FOUND", message: `No API route for ${c.req.path}` }, 404));
  app.route("/", mediaRoutes({ db, storage: deps.storage }));
  if (deps.payments.get("test")) {
    app.use("/pay/*", sameOriginWrites(config.trustedOrigins), limitBody(), refuseWhenBusy(database.isBusy));
    app.route(
      "/",
      testCheckoutRoutes({
        db,
        lane,
        mailer: deps.mailer,
        whatsApp: deps.shopperWhatsApp,
        certificateKey: deps.certificateKey,
        publicUrl: config.publicUrl,
        documentHeaders: security.documents,
      }),
    );
  }
  app.route("/", seoRoutes({ config, db }));
  app.route(
    "/",
    certificateRoutes({
      db,
      key: deps.certificateKey,
      publicUrl: config.publicUrl,
      documentHeaders: security.documents,
    }),
  );
  if (deps.webRoot) {
    app.route(
      "/",
      spaRoutes(deps.webRoot, security.documents, {
        // vite.config.ts builds the server renderer next to the web app: dist/ssr beside dist/web.
        loadRenderer: lazyRenderer(join(deps.webRoot, "..", "ssr", "entry-server.mjs")),
        catalog,
        contentPages,
        marketPositions,
        storeInfo: () => readStoreInfo({ db, payments: deps.payments, publicUrl: config.publicUrl }),
        publicUrl: config.publicUrl,
        secureCookies: config.isProduction,
        isBusy: database.isBusy,
      }),
    );
  }
  app.notFound((c) => c.json({ code: "NOT_FOUND", message: "Not found" }, 404));
  return app;
}
