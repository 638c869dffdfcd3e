import { Hono } from "hono";
import { maxAnalysisPhotoBytes } from "../shared/analysis-schemas";
import { maxUploadBytes, maxUserUploadBytes } from "../shared/media";
import type { StaffPermission } from "../shared/staff-roles";
import { accountSessionRoutes } from "./auth/account-sessions.routes";
import type { Auth } from "./auth/auth";
import { requirePermission, requireStaff, requireUser } from "./auth/session";
import { sessionRoutes } from "./auth/session.routes";
import type { Config } from "./config";
import type { ChangeFeed } from "./db/change-feed";
import type { Db } from "./db/client";
import type { AdminEnv, AppEnv } from "./http/app-env";
import type { PurchaseLane } from "./http/purchase-lane";
import type { Logger } from "./logger";
import type { AlertChannels } from "./modules/alerts/alert-channels";
import { alertRoutes, favoriteAlertRoutes, savedSearchRoutes } from "./modules/alerts/alerts.routes";
import { adminCatalogueRoutes } from "./modules/analysis/reference-catalogue.routes";
import { watchAnalysisRoutes } from "./modules/analysis/watch-analysis.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { adminListingRoutes } from "./modules/catalog/admin-listings.routes";
import { categoryRoutes, featuredListingRoutes, listingRoutes } from "./modules/catalog/catalog.routes";
import type { CatalogReader } from "./modules/catalog/catalog-reader";
import type { CertificateKey } from "./modules/certificates/certificate-key";
import { adminCertificateRoutes, adminInspectionRoutes } from "./modules/certificates/certificates.routes";
import { adminInboxRoutes, contactRoutes } from "./modules/contact/contact.routes";
import {
  adminCustomerExportRoutes,
  adminCustomerRoutes,
  adminCustomerStatsRoutes,
} from "./modules/customers/customers.routes";
import { adminDashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { favoriteRoutes } from "./modules/favorites/favorites.routes";
import { adminHoldRoutes, holdListingRoutes, holdRoutes } from "./modules/holds/holds.routes";
import { adminInventoryRoutes, storeItemChoiceRoutes } from "./modules/inventory/admin-inventory.routes";
import { personalInventoryRoutes } from "./modules/inventory/personal-inventory.routes";
import { mailOutboxRoutes } from "./modules/mail-outbox/mail-outbox.routes";
import { adminMarketObservationRoutes } from "./modules/market/admin-market-observations.routes";
import { adminMarketPositionRoutes, listingMarketRoutes } from "./modules/market/market-position.routes";
import type { MarketPositions } from "./modules/market/market-position.service";
import { priceLookupRoutes } from "./modules/market/price-lookup.routes";
import { type ImageUploads, mediaUploadRoutes } from "./modules/media/media-upload.routes";
import { adminNewsletterRoutes } from "./modules/newsletter/admin-newsletter.routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { accountOrderRoutes } from "./modules/orders/account-orders.routes";
import {
  adminOrderExportRoutes,
  adminOrderRoutes,
  adminOrderShipmentRoutes,
  adminOrderStatsRoutes,
} from "./modules/orders/admin-orders.routes";
import { checkoutRoutes } from "./modules/orders/checkout.routes";
import { paymentWebhookRoutes } from "./modules/orders/payments.routes";
import { contentPageRoutes } from "./modules/pages/content-pages.routes";
import type { ContentPages } from "./modules/pages/content-pages.service";
import { portfolioRoutes } from "./modules/portfolio/portfolio.routes";
import { postRoutes } from "./modules/posts/posts.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { adminReportRoutes } from "./modules/reports/reports";
import { adminSettingsRoutes } from "./modules/settings/settings.routes";
import { publicConfigRoutes, storeInfoRoutes } from "./modules/site/site.routes";
import {
  adminStaffRoutes,
  staffInvitationRoutes,
  staffNotificationRoutes,
} from "./modules/staff/staff.routes";
import { isStaffTwoFactorRequired, requireStaffTwoFactor } from "./modules/staff/two-factor-policy";
import { adminTradeInRoutes, tradeInRoutes } from "./modules/trade-ins/trade-ins.routes";
import {
  whatsAppNumberRoutes,
  whatsAppOutboxRoutes,
  whatsAppWebhookRoutes,
} from "./modules/whatsapp/whatsapp.routes";
import type { ShopperWhatsApp } from "./modules/whatsapp/whatsapp-messages";
import type { AiProvider } from "./providers/ai/ai";
import type { Mailer } from "./providers/mail/mail";
import type { MarketProvider } from "./providers/market/market";
import type { Payments } from "./providers/payments/create-payments";
import type { Storage } from "./providers/storage/storage";
import type { WhatsApp } from "./providers/whatsapp/whatsapp";

export interface ApiDeps {
  auth: Auth;
  config: Config;
  db: Db;
  changes: ChangeFeed;
  catalog: CatalogReader;
  contentPages: ContentPages;
  /** Issue 31: each listing's price in its reference's market. */
  marketPositions: MarketPositions;
  lane: PurchaseLane;
  /** The instance's one line of uploads (createApp's, whose metrics read it). */
  uploads: ImageUploads;
  mailer: Mailer;
  ai: AiProvider | undefined;
  market: MarketProvider | undefined;
  alertChannels: AlertChannels;
  whatsapp: WhatsApp;
  shopperWhatsApp: ShopperWhatsApp;
  payments: Payments;
  storage: Storage;
  logger: Logger;
  /** Issue 31: signs a certificate when a watch is paid for. */
  certificateKey: CertificateKey;
}

/** Every JSON route the web app calls; its type is the web app's typed client (STYLE.md 3). */
export function createApiRoutes(deps: ApiDeps) {
  const { db, lane, mailer, payments, uploads } = deps;
  // Issue 30: an order's news also goes to the buyer's confirmed WhatsApp number.
  const whatsApp = deps.shopperWhatsApp;
  const publicUrl = deps.config.publicUrl;
  const twoFactorPolicy = { db, requiredByDefault: deps.config.isProduction };
  // Issue 30: saved searches, favourites' alerts, and the alert e-mails' links.
  const alertDeps = { ...deps, publicUrl, trustProxy: deps.config.trustProxy };
  // Issue 31: reserving a watch with a deposit, and offers.
  const holdDeps = {
    db,
    lane,
    payments,
    mailer,
    publicUrl,
    reservationMinutes: deps.config.payments.reservationMinutes,
    trustProxy: deps.config.trustProxy,
  };
  return (
    new Hono<AppEnv>()
      .basePath("/api")
      .route("/public-config", publicConfigRoutes(deps))
      .route("/store-info", storeInfoRoutes(deps))
      .route("/categories", categoryRoutes(deps))
      .route("/listings", listingRoutes(deps))
      .route("/listings", listingMarketRoutes(deps))
      .route("/listings", holdListingRoutes(holdDeps))
      .route("/holds", holdRoutes(holdDeps))
      .route("/featured-listings", featuredListingRoutes(deps))
      .route("/favorites", favoriteRoutes(deps))
      .route("/cart", cartRoutes(deps))
      .route(
        "/checkout",
        checkoutRoutes({
          db,
          lane,
          payments,
          publicUrl,
          reservationMinutes: deps.config.payments.reservationMinutes,
          trustProxy: deps.config.trustProxy,
        }),
      )
      .route(
        "/payments",
        paymentWebhookRoutes({
          db,
          lane,
          mailer,
          whatsApp,
          payments,
          publicUrl,
          certificateKey: deps.certificateKey,
        }),
      )
      .route("/me/orders", accountOrderRoutes(deps))
      .route("/me/inventory", personalInventoryRoutes(deps))
      .route("/me/portfolio", portfolioRoutes(deps))
      .route(
        "/me/media",
        new Hono<AppEnv>()
          .use(requireUser)
          .route(
            "/",
            mediaUploadRoutes({ ...deps, uploads }, { maxBytes: maxUserUploadBytes, isPrivate: true }),
          ),
      )
      .route("/me/price-lookup", priceLookupRoutes(deps))
      .route(
        "/me/analysis/photos",
        new Hono<AppEnv>()
          .use(requireUser)
          .route(
            "/",
            mediaUploadRoutes({ ...deps, uploads }, { maxBytes: maxAnalysisPhotoBytes, isPrivate: true }),
          ),
      )
      .route("/me/analysis", watchAnalysisRoutes({ ...deps, log: deps.logger }))
      .route("/newsletter", newsletterRoutes(deps))
      .route("/pages", contentPageRoutes(deps))
      .route(
        "/contact",
        contactRoutes({ db, mailer, log: deps.logger, publicUrl, trustProxy: deps.config.trustProxy }),
      )
      // Issue 31: sell or trade in a watch.
      .route("/trade-ins", tradeInRoutes({ ...deps, uploads, publicUrl, trustProxy: deps.config.trustProxy }))
      .route(
        "/me/session",
        sessionRoutes({ staffTwoFactorRequired: () => isStaffTwoFactorRequired(twoFactorPolicy) }),
      )
      .route("/me/sessions", accountSessionRoutes({ db }))
      .route(
        "/staff-invitations",
        staffInvitationRoutes({ db, auth: deps.auth, trustProxy: deps.config.trustProxy }),
      )
      .route("/me/profile", profileRoutes(deps))
      .route("/me/saved-searches", savedSearchRoutes(alertDeps))
      .route("/me/favorite-alerts", favoriteAlertRoutes(alertDeps))
      .route("/alerts", alertRoutes(alertDeps))
      .route("/me/whatsapp", whatsAppNumberRoutes({ db, whatsapp: deps.whatsapp }))
      .route("/whatsapp", whatsAppWebhookRoutes({ db, whatsapp: deps.whatsapp }))
      .route(
        "/admin",
        // Issue 9: one guard for every admin route, mounted once here, so a route added to this
        // router cannot forget it; issue 28: each area behind its role's permission (admin-guard.test.ts
        // walks every route as every role).
        new Hono<AppEnv>()
          .use(requireStaff)
          .use(requireStaffTwoFactor(twoFactorPolicy))
          // Issue 30: the WhatsApp messages not delivered, where staff read the mail not delivered.
          .route("/undelivered-whatsapp", area("mail", whatsAppOutboxRoutes({ db })))
          .route(
            "/outbox",
            area("mail", mailOutboxRoutes({ db, mailer, trustProxy: deps.config.trustProxy })),
          )
          .route(
            "/staff",
            area(
              "staff",
              adminStaffRoutes({
                db,
                mailer,
                publicUrl,
                trustProxy: deps.config.trustProxy,
                twoFactorPolicy,
              }),
            ),
          )
          // Every staff member's own choices: no area's permission.
          .route("/notifications", staffNotificationRoutes({ db }))
          .route(
            "/settings",
            area(
              "settings",
              adminSettingsRoutes({
                db,
                trustProxy: deps.config.trustProxy,
                rateSources: deps.config.exchangeRates.sources.map((source) => source.kind),
              }),
            ),
          )
          .route("/newsletter", area("messages", adminNewsletterRoutes(deps)))
          .route("/inbox", area("messages", adminInboxRoutes({ db, trustProxy: deps.config.trustProxy })))
          .route(
            "/listings",
            area("listings", adminListingRoutes({ ...deps, trustProxy: deps.config.trustProxy })),
          )
          .route(
            "/listing-posts",
            area("listings", postRoutes({ ...deps, trustProxy: deps.config.trustProxy })),
          )
          .route(
            "/media",
            area(
              "listings",
              mediaUploadRoutes({ ...deps, uploads }, { maxBytes: maxUploadBytes, isPrivate: false }),
            ),
          )
          .route("/inventory", area("inventory", adminInventoryRoutes(deps)))
          // Issue 31: a watch's inspection and its private photos; revoking a certificate gives up
          // what the shop certified, as a refund gives up a sale.
          .route("/inspections", area("listings", adminInspectionRoutes(deps)))
          .route(
            "/inspection-photos",
            area(
              "listings",
              mediaUploadRoutes({ ...deps, uploads }, { maxBytes: maxUploadBytes, isPrivate: true }),
            ),
          )
          .route(
            "/certificates",
            area("refunds", adminCertificateRoutes({ db, trustProxy: deps.config.trustProxy })),
          )
          // Issue 31: buying stock from sellers is the inventory's work, with its buying prices.
          .route(
            "/trade-ins",
            area("inventory", adminTradeInRoutes({ ...deps, publicUrl, trustProxy: deps.config.trustProxy })),
          )
          .route("/store-item-choices", area("listings", storeItemChoiceRoutes(deps)))
          .route("/catalogue", area("pricing", adminCatalogueRoutes(deps)))
          .route("/market-observations", area("pricing", adminMarketObservationRoutes(deps)))
          // Staff who set a listing's price see its market: the listings' permission, not pricing's.
          .route("/market-position", area("listings", adminMarketPositionRoutes(deps)))
          .route("/dashboard", area("reports", adminDashboardRoutes(deps)))
          .route("/reports", area("reports", adminReportRoutes(deps)))
          .route(
            "/customers",
            area("customers", adminCustomerRoutes({ db, trustProxy: deps.config.trustProxy })),
          )
          .route("/customer-stats", area("customers", adminCustomerStatsRoutes(deps)))
          .route("/customer-export", area("reports", adminCustomerExportRoutes(deps)))
          .route("/audit-log", area("audit", auditRoutes(deps)))
          .route(
            "/orders",
            area(
              "orders",
              adminOrderRoutes({
                db,
                mailer,
                whatsApp,
                payments,
                publicUrl,
                trustProxy: deps.config.trustProxy,
              }),
            ),
          )
          .route("/order-stats", area("orders", adminOrderStatsRoutes(deps)))
          // Issue 31: offers and deposit reservations are sales in the making: the orders' staff.
          .route("/holds", area("orders", adminHoldRoutes(holdDeps)))
          .route(
            "/order-shipments",
            area(
              "orders",
              adminOrderShipmentRoutes({
                db,
                mailer,
                whatsApp,
                payments,
                publicUrl,
                trustProxy: deps.config.trustProxy,
              }),
            ),
          )
          .route("/order-export", area("reports", adminOrderExportRoutes(deps))),
      )
  );
}

/** A back-office area's routes behind the permission its role needs (src/shared/staff-roles.ts). */
function area<Routes extends Hono<AdminEnv>>(permission: StaffPermission, routes: Routes): Routes {
  return new Hono<AdminEnv>().use(requirePermission(permission)).route("/", routes) as unknown as Routes;
}

export type AppType = ReturnType<typeof createApiRoutes>;
