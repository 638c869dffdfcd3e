import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createAlertChannels, emailSender } from "./modules/alerts/alert-channels";
import { isSessionToken, mergeGuestCart } from "./modules/cart/cart.service";
import { cartCookie } from "./modules/cart/cart-cookie";
import { resolveCertificateKey } from "./modules/certificates/certificate-key";
import { ensureCustomerProfile } from "./modules/profile/profile.service";
import { announceFailedEmail } from "./modules/staff/staff-notifications";
import { whatsAppAlertSender } from "./modules/whatsapp/whatsapp-alert-sender";
import { createShopperWhatsApp } from "./modules/whatsapp/whatsapp-messages";
import { createAi } from "./providers/ai/create-ai";
import { createExchangeRates } from "./providers/exchange-rates/create-exchange-rates";
import { createMailer } from "./providers/mail/create-mailer";
import { createMarket } from "./providers/market/create-market";
import { createPayments } from "./providers/payments/create-payments";
import { createStorage } from "./providers/storage/create-storage";
import { createWhatsApp } from "./providers/whatsapp/create-whatsapp";

/**
 * Every provider and auth, built once from configuration and handed to createApp; main.ts, the
 * seed, the scripts and the tests share this wiring (STYLE.md, Boundaries: providers are ports).
 */
export function createServices(config: Config, database: Database, logger: Logger, authSecret: string) {
  const db = database.db;
  const mailer = createMailer({
    db,
    log: logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logLinks: !config.isProduction,
    onFailure: (failed) =>
      announceFailedEmail({ db, mailer, log: logger, publicUrl: config.publicUrl }, failed),
  });
  const storage = createStorage(config.storage);
  const auth = createAuth({
    config,
    db,
    mailer,
    log: logger,
    secret: authSecret,
    onSignIn: async (userId, cookies) => {
      // spec: storefront §4 — a customers profile is created on sign-in if missing.
      await ensureCustomerProfile(db, userId);
      // Decision 006: the guest cart joins the shopper's own at sign-in, never on a read.
      const token = cookies.get(cartCookie);
      if (isSessionToken(token)) {
        await mergeGuestCart(db, userId, token);
        cookies.clear(cartCookie);
      }
    },
  });
  const payments = createPayments(config);
  /** Undefined without AI_BASE_URL: every caller composes its own fallback. */
  const ai = createAi(config);
  /** Undefined without EBAY_CLIENT_ID: prices then come from the shop and admins' records only. */
  const market = createMarket(config);
  /** Empty without EXCHANGE_RATE_SOURCES: shoppers then see the dollar pegs and the shop's dinar rate. */
  const exchangeRates = createExchangeRates(config);
  /**
   * Issue 30: the ways alerts reach a shopper. E-mail always; WhatsApp joins as a sender of its
   * own once configured (the UI offers what `offered()` names, nothing else).
   */
  /** Issue 30: the Cloud API once WHATSAPP_* are set; without them it sends nothing. */
  const whatsapp = createWhatsApp(config.whatsApp);
  /** Messages to shoppers' confirmed numbers: alerts, their orders, the abandoned checkout's reminder. */
  const shopperWhatsApp = createShopperWhatsApp({ db, whatsapp, log: logger });
  const alertChannels = createAlertChannels([
    emailSender(mailer),
    ...(whatsapp.configured ? [whatsAppAlertSender(shopperWhatsApp, config.publicUrl)] : []),
  ]);
  /** Issue 31: the key that signs authenticity certificates (CERTIFICATE_SIGNING_KEY, else DATA_DIR's). */
  const certificateKey = resolveCertificateKey(config);
  return {
    mailer,
    storage,
    auth,
    payments,
    ai,
    market,
    exchangeRates,
    alertChannels,
    whatsapp,
    shopperWhatsApp,
    certificateKey,
  };
}

export type Services = ReturnType<typeof createServices>;
