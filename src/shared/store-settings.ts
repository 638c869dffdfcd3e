/**
 * The shop's settings as the storefront and the settings page read them (issue 10). No zod here:
 * the storefront's footer imports this on every page; the form's schema is settings-schemas.ts.
 */

/** The settings the settings page edits, by the key each is stored under. */
export const settingsPageKeys = [
  "exchange_rates",
  "shipping_fee_cents",
  "ship_to_countries",
  "contact_email",
  "contact_phone",
  "whatsapp_number",
  "social_links",
  // Issue 31: reserving with a deposit, and offers (Settings → Sales).
  "deposit_percent",
  "deposit_days",
  "offers_enabled",
] as const;

/**
 * Every setting staff change: the settings page's, and the Staff page's rule that staff sign in
 * with a second factor (issue 28). The audit log names a changed setting by its key, in words
 * (admin.json `audit.settings`, held to this list by a test).
 */
export const storeSettingKeys = [...settingsPageKeys, "staff_two_factor_required"] as const;
export type StoreSettingKey = (typeof storeSettingKeys)[number];

export const isStoreSettingKey = (key: string): key is StoreSettingKey =>
  (storeSettingKeys as readonly string[]).includes(key);

/** The shop's public profiles the footer can link to, in the footer's order. */
export const socialNetworks = ["instagram", "x", "facebook", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

import type { DisplayRateDto } from "./display-currencies";
import type { PaymentMethodId } from "./payment-methods";

/** A number in international form as a WhatsApp chat link wants it: its digits only. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/** A number in international form as a tel: link wants it: + and digits. */
export function telUrl(number: string): string {
  return `tel:+${number.replace(/\D/g, "")}`;
}

/** What the storefront showed before the settings page existed: the defaults when nothing is stored. */
export const defaultStoreContact: { contactEmail: string; social: SocialLinks } = {
  contactEmail: "support@mizan.com.kw",
  social: {
    instagram: "https://www.instagram.com/mizan.watches",
    x: "https://x.com/mizanwatches",
    facebook: "https://www.facebook.com/mizan.watches",
    youtube: "https://www.youtube.com/@mizanwatches",
  },
};

/** GET /api/admin/settings: what the shop uses now (defaults included). Rates in millionths. */
export interface StoreSettingsDto {
  rates: { usdToKwd: number; kwdToUsd: number };
  shippingFeeCents: number;
  /** "all" ships everywhere; a list ships only there. */
  shipTo: "all" | string[];
  contactEmail: string;
  /** The shop's phone and WhatsApp numbers in international form (issue 13); null hides them. */
  contactPhone: string | null;
  whatsapp: string | null;
  social: SocialLinks;
  /** Issue 31: the deposit that reserves a watch, in % of its price (0: off), and for how many days. */
  depositPercent: number;
  depositDays: number;
  /** Issue 31: whether shoppers may make offers. */
  offersEnabled: boolean;
  updatedAt: string | null;
  /**
   * A digest of the values above: the form sends back the one it loaded, and a save is refused
   * when another admin saved since (409 SETTINGS_CHANGED), rather than putting their change back.
   */
  version: string;
}

/** GET /api/store-info: what the storefront shows of the settings (footer, cart, calculator). */
export interface StoreInfoDto {
  contactEmail: string;
  contactPhone: string | null;
  whatsapp: string | null;
  social: { network: SocialNetwork; url: string }[];
  shippingFeeCents: number;
  /** The settings' exchange rates (millionths): the calculator's KWD column (issue 11). */
  rates: { usdToKwd: number; kwdToUsd: number };
  /** The currencies besides the dollar a shopper may see prices in, with their rates' sources and dates (issue 30). */
  currencies: DisplayRateDto[];
  /** Country codes the shop ships to, or "all" (the watch page's delivery line, structured data). */
  shipTo: "all" | string[];
  /** The payment marks: what the configured checkout accepts. */
  paymentMethods: PaymentMethodId[];
  /** The shop's public address (PUBLIC_URL): links shared outside the shop point here. */
  siteUrl: string;
}
