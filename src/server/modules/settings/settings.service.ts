import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import {
  type FetchedCurrency,
  fetchedCurrencies,
  type RateSource,
  rateSources,
} from "../../../shared/display-currencies";
import { refusal } from "../../../shared/errors";
import {
  defaultHoldSettings,
  depositDaysBounds,
  depositPercentBounds,
  type HoldSettings,
} from "../../../shared/holds";
import { defaultRates, type Rates } from "../../../shared/money";
import { inverseRate, isHttpsUrl, type SettingsWrite } from "../../../shared/settings-schemas";
import {
  defaultStoreContact,
  type SocialLinks,
  type StoreInfoDto,
  type StoreSettingKey,
  type StoreSettingsDto,
  settingsPageKeys,
  socialNetworks,
} from "../../../shared/store-settings";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { settings } from "./settings.schema";

/** The setting that holds the shipping fee in cents (ARCHITECTURE.md, Decisions: shipping). */
export const shippingFeeSetting: StoreSettingKey = "shipping_fee_cents";
/** ARCHITECTURE.md, Decisions: Money — the exchange rates admins may change, in millionths. */
export const exchangeRatesSetting: StoreSettingKey = "exchange_rates";
/** Country codes the shop ships to; absent means everywhere. */
export const shipToSetting: StoreSettingKey = "ship_to_countries";
/** The address shoppers write to (footer, payment pages). */
export const contactEmailSetting: StoreSettingKey = "contact_email";
/** The shop's phone and WhatsApp numbers (issue 13: the contact page), international form. */
export const contactPhoneSetting: StoreSettingKey = "contact_phone";
export const whatsappSetting: StoreSettingKey = "whatsapp_number";
/** The shop's public profiles, `{ instagram: url | null, ... }`; null hides a network. */
export const socialLinksSetting: StoreSettingKey = "social_links";
/** Issue 31: the deposit that reserves a watch (% of its price, 0 = off), its days, and offers on/off. */
export const depositPercentSetting: StoreSettingKey = "deposit_percent";
export const depositDaysSetting: StoreSettingKey = "deposit_days";
export const offersEnabledSetting: StoreSettingKey = "offers_enabled";

/**
 * Issue 30: the rates the daily sources gave (never staff's to edit, so no StoreSettingKey), each
 * with its source and the day it was published, and how the fetches went.
 */
export const fetchedRatesSetting = "fetched_exchange_rates";

/** One fetched rate as stored: units per US dollar in millionths, its source, its day. */
export interface StoredFetchedRate {
  rate: number;
  source: RateSource;
  /** The day the source published it (YYYY-MM-DD). */
  date: string;
  fetchedAt: string;
}

export interface FetchedRates {
  rates: Partial<Record<FetchedCurrency, StoredFetchedRate>>;
  /** When an instance last set out to fetch, and when every source last answered. */
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  /** The sources that failed at the last attempt, and why (a code: unavailable, malformed, ...). */
  failures: { source: string; reason: string; at: string }[];
}

/** The stored JSON value of a setting, or undefined when it was never set. */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores one setting's value, naming who changed it. */
export async function putSetting(
  tx: Db,
  key: StoreSettingKey,
  value: unknown,
  userId: string,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
}

/** Each stored value read as what it must be, else its default: a bad value never breaks a sale. */
const readers = {
  shippingFeeCents: (value: unknown): number =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0,
  rates: (value: unknown): Rates => {
    const rate = (key: keyof Rates) => {
      const found = (value as Partial<Record<keyof Rates, unknown>> | undefined)?.[key];
      return typeof found === "number" && Number.isSafeInteger(found) && found > 0
        ? found
        : defaultRates[key];
    };
    return { usdToKwd: rate("usdToKwd"), kwdToUsd: rate("kwdToUsd") };
  },
  wholeIn:
    (bounds: { min: number; max: number }, fallback: number) =>
    (value: unknown): number =>
      typeof value === "number" && Number.isInteger(value) && value >= bounds.min && value <= bounds.max
        ? value
        : fallback,
  flag:
    (fallback: boolean) =>
    (value: unknown): boolean =>
      typeof value === "boolean" ? value : fallback,
  shipTo: (value: unknown): string[] | "all" =>
    Array.isArray(value) && value.length > 0 && value.every((code) => typeof code === "string")
      ? (value as string[])
      : "all",
  fetchedRates: (value: unknown): FetchedRates => {
    const stored = (typeof value === "object" && value !== null ? value : {}) as Partial<
      Record<keyof FetchedRates, unknown>
    >;
    const rates: FetchedRates["rates"] = {};
    const found = (stored.rates ?? {}) as Partial<Record<string, Partial<StoredFetchedRate>>>;
    for (const currency of fetchedCurrencies) {
      const rate = found[currency];
      if (
        rate &&
        typeof rate.rate === "number" &&
        Number.isSafeInteger(rate.rate) &&
        rate.rate > 0 &&
        (rateSources as readonly unknown[]).includes(rate.source) &&
        typeof rate.date === "string" &&
        /^\d{4}-\d{2}-\d{2}$/.test(rate.date)
      ) {
        rates[currency] = {
          rate: rate.rate,
          source: rate.source as RateSource,
          date: rate.date,
          fetchedAt: typeof rate.fetchedAt === "string" ? rate.fetchedAt : rate.date,
        };
      }
    }
    const instant = (at: unknown) => (typeof at === "string" && !Number.isNaN(Date.parse(at)) ? at : null);
    const failures = Array.isArray(stored.failures)
      ? (stored.failures as Partial<FetchedRates["failures"][number]>[]).flatMap((failure) =>
          typeof failure.source === "string" && typeof failure.reason === "string" && instant(failure.at)
            ? [{ source: failure.source, reason: failure.reason, at: failure.at as string }]
            : [],
        )
      : [];
    return {
      rates,
      lastAttemptAt: instant(stored.lastAttemptAt),
      lastSuccessAt: instant(stored.lastSuccessAt),
      failures,
    };
  },
  contactEmail: (value: unknown): string =>
    typeof value === "string" && value.includes("@") ? value : defaultStoreContact.contactEmail,
  phone: (value: unknown): string | null =>
    typeof value === "string" && value.startsWith("+") ? value : null,
  social: (value: unknown): SocialLinks => {
    if (typeof value !== "object" || value === null) return defaultStoreContact.social;
    const stored = value as Partial<Record<string, unknown>>;
    return Object.fromEntries(
      socialNetworks.map((network) => {
        const url = stored[network];
        return [network, typeof url === "string" && isHttpsUrl(url) ? url : null];
      }),
    ) as SocialLinks;
  },
};

/** The shipping fee in cents; free (0) unless an admin set a whole, non-negative number of cents. */
export async function getShippingFeeCents(db: Db): Promise<number> {
  return readers.shippingFeeCents(await getSetting(db, shippingFeeSetting));
}

export async function getExchangeRates(db: Db): Promise<Rates> {
  return readers.rates(await getSetting(db, exchangeRatesSetting));
}

/**
 * Issue 30, in one query: the shop's USD → KWD rate and the day an admin saved it (null while it
 * is the default), and the rates the daily sources gave.
 */
export async function getRateSettings(db: Db): Promise<{
  shopRates: Rates;
  shopRatesSavedAt: Date | null;
  fetched: FetchedRates;
}> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, [exchangeRatesSetting, fetchedRatesSetting]));
  const shop = rows.find((row) => row.key === exchangeRatesSetting);
  return {
    shopRates: readers.rates(shop?.value),
    shopRatesSavedAt: shop ? shop.updatedAt : null,
    fetched: readers.fetchedRates(rows.find((row) => row.key === fetchedRatesSetting)?.value),
  };
}

const emptyFetchedRates: FetchedRates = { rates: {}, lastAttemptAt: null, lastSuccessAt: null, failures: [] };

/** The fetched rates' row, locked until the transaction ends (made first, so there is a row to lock). */
async function lockFetchedRates(tx: Db): Promise<FetchedRates> {
  await tx
    .insert(settings)
    .values({ key: fetchedRatesSetting, value: emptyFetchedRates })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, fetchedRatesSetting))
    .for("update");
  return readers.fetchedRates(row?.value);
}

async function storeFetchedRates(tx: Db, value: FetchedRates, at: Date): Promise<void> {
  await tx
    .update(settings)
    .set({ value, updatedBy: null, updatedAt: at })
    .where(eq(settings.key, fetchedRatesSetting));
}

/**
 * Takes the day's fetch for this instance when it is due, and only then: the shop's last full
 * fetch is older than `everyMs` and nobody set out to fetch in the last `retryMs`. The row is
 * locked while it is read and marked, so of several instances asking at once exactly one is told
 * to fetch (issue 30: once a day, safe with several instances).
 */
export async function claimRateFetch(
  db: Db,
  now: Date,
  timing: { everyMs: number; retryMs: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockFetchedRates(tx);
    const since = (at: string | null) => (at ? now.getTime() - Date.parse(at) : Number.POSITIVE_INFINITY);
    if (since(current.lastSuccessAt) < timing.everyMs || since(current.lastAttemptAt) < timing.retryMs)
      return false;
    await storeFetchedRates(tx, { ...current, lastAttemptAt: now.toISOString() }, now);
    return true;
  });
}

/**
 * Keeps what a fetch brought: each rate replaces the stored one unless that one is newer (an
 * instance that fetched late never puts an older day back), and a failed source leaves its last
 * good rate in place. The fetch counts as done for the day only when every source answered.
 */
export async function recordFetchedRates(
  db: Db,
  outcome: {
    rates: { currency: FetchedCurrency; rate: number; source: RateSource; date: string }[];
    failures: { source: string; reason: string }[];
    at: Date;
  },
): Promise<FetchedRates> {
  return db.transaction(async (tx) => {
    const current = await lockFetchedRates(tx);
    const at = outcome.at.toISOString();
    const rates = { ...current.rates };
    for (const fetched of outcome.rates) {
      if (!fetchedCurrencies.includes(fetched.currency)) continue;
      const kept = rates[fetched.currency];
      if (kept && kept.date > fetched.date) continue;
      rates[fetched.currency] = {
        rate: fetched.rate,
        source: fetched.source,
        date: fetched.date,
        fetchedAt: at,
      };
    }
    const next: FetchedRates = {
      rates,
      lastAttemptAt: current.lastAttemptAt ?? at,
      lastSuccessAt: outcome.failures.length === 0 ? at : current.lastSuccessAt,
      failures: outcome.failures.map((failure) => ({ ...failure, at })),
    };
    await storeFetchedRates(tx, next, outcome.at);
    return next;
  });
}

const readDepositPercent = readers.wholeIn(depositPercentBounds, defaultHoldSettings.depositPercent);
const readDepositDays = readers.wholeIn(depositDaysBounds, defaultHoldSettings.depositDays);
const readOffersEnabled = readers.flag(defaultHoldSettings.offersEnabled);

/** Issue 31: the deposit and offer terms, in one query (defaults for what was never set). */
export async function getHoldSettings(db: Db): Promise<HoldSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [depositPercentSetting, depositDaysSetting, offersEnabledSetting]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    depositPercent: readDepositPercent(stored.get(depositPercentSetting)),
    depositDays: readDepositDays(stored.get(depositDaysSetting)),
    offersEnabled: readOffersEnabled(stored.get(offersEnabledSetting)),
  };
}

/** What a sale needs to know of the settings, in one query: shipping fee, exchange rates, ship-to list. */
export async function getSaleSettings(db: Db) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [shippingFeeSetting, exchangeRatesSetting, shipToSetting]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    shippingFeeCents: readers.shippingFeeCents(stored.get(shippingFeeSetting)),
    rates: readers.rates(stored.get(exchangeRatesSetting)),
    shipTo: readers.shipTo(stored.get(shipToSetting)),
  };
}

/** Every setting the settings page edits, as the shop uses it now (defaults for what was never set). */
export async function getStoreSettings(db: Db): Promise<StoreSettingsDto> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, [...settingsPageKeys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  const values = {
    rates: readers.rates(stored.get(exchangeRatesSetting)),
    shippingFeeCents: readers.shippingFeeCents(stored.get(shippingFeeSetting)),
    shipTo: readers.shipTo(stored.get(shipToSetting)),
    contactEmail: readers.contactEmail(stored.get(contactEmailSetting)),
    contactPhone: readers.phone(stored.get(contactPhoneSetting)),
    whatsapp: readers.phone(stored.get(whatsappSetting)),
    social: readers.social(stored.get(socialLinksSetting)),
    depositPercent: readDepositPercent(stored.get(depositPercentSetting)),
    depositDays: readDepositDays(stored.get(depositDaysSetting)),
    offersEnabled: readOffersEnabled(stored.get(offersEnabledSetting)),
  };
  const version = createHash("sha256").update(JSON.stringify(values)).digest("hex").slice(0, 32);
  return { ...values, updatedAt: updatedAt?.toISOString() ?? null, version };
}

/**
 * What the storefront shows of the settings: read per request, so a change shows at once. The
 * payment marks come from the configuration, not the settings, and the shopper's currencies from
 * exchange-rates.ts (site module's readStoreInfo).
 */
export async function getStoreInfo(
  db: Db,
): Promise<Omit<StoreInfoDto, "paymentMethods" | "siteUrl" | "currencies">> {
  const current = await getStoreSettings(db);
  return {
    contactEmail: current.contactEmail,
    contactPhone: current.contactPhone,
    whatsapp: current.whatsapp,
    social: socialNetworks.flatMap((network) => {
      const url = current.social[network];
      return url ? [{ network, url }] : [];
    }),
    shippingFeeCents: current.shippingFeeCents,
    rates: current.rates,
    shipTo: current.shipTo,
  };
}

/** Sets (or, with null, removes) the shop's WhatsApp number, in international form: the demo shop's seed. */
export async function setWhatsappNumber(db: Db, number: string | null): Promise<void> {
  if (number === null) {
    await db.delete(settings).where(eq(settings.key, whatsappSetting));
    return;
  }
  await db
    .insert(settings)
    .values({ key: whatsappSetting, value: number })
    .onConflictDoUpdate({ target: settings.key, set: { value: number, updatedAt: new Date() } });
}

/** The stored value of each setting the form maps to, from the form's values. */
function storedValues(input: SettingsWrite, current: StoreSettingsDto): Map<StoreSettingKey, unknown> {
  return new Map<StoreSettingKey, unknown>([
    [
      exchangeRatesSetting,
      // An unchanged rate keeps its stored pair (the spec's 3.23 is not exactly 1 / 0.31).
      input.usdToKwd === current.rates.usdToKwd
        ? current.rates
        : { usdToKwd: input.usdToKwd, kwdToUsd: inverseRate(input.usdToKwd) },
    ],
    [shippingFeeSetting, input.shippingFee],
    [shipToSetting, input.shipTo === "all" ? null : input.shipTo],
    [contactEmailSetting, input.contactEmail],
    [contactPhoneSetting, input.contactPhone],
    [whatsappSetting, input.whatsapp],
    [socialLinksSetting, input.social],
    [depositPercentSetting, input.depositPercent ?? current.depositPercent],
    [depositDaysSetting, input.depositDays ?? current.depositDays],
    [offersEnabledSetting, input.offersEnabled ?? current.offersEnabled],
  ]);
}

function currentValues(current: StoreSettingsDto): Map<StoreSettingKey, unknown> {
  return new Map<StoreSettingKey, unknown>([
    [exchangeRatesSetting, current.rates],
    [shippingFeeSetting, current.shippingFeeCents],
    [shipToSetting, current.shipTo === "all" ? null : current.shipTo],
    [contactEmailSetting, current.contactEmail],
    [contactPhoneSetting, current.contactPhone],
    [whatsappSetting, current.whatsapp],
    [socialLinksSetting, current.social],
    [depositPercentSetting, current.depositPercent],
    [depositDaysSetting, current.depositDays],
    [offersEnabledSetting, current.offersEnabled],
  ]);
}

/**
 * Saves the settings form (issue 10): each setting whose value changed is written and audited
 * (`settings.update`, before and after) in one transaction; an unchanged one is left alone. "Ship
 * everywhere" deletes the list, which the readers take as everywhere.
 */
export async function updateStoreSettings(
  db: Db,
  actor: { userId: string; ip?: string },
  input: SettingsWrite,
): Promise<StoreSettingsDto> {
  await db.transaction(async (tx) => {
    const current = await getStoreSettings(tx);
    if (input.version !== undefined && input.version !== current.version) {
      throw refusal(
        "CONFLICT",
        "SETTINGS_CHANGED",
        "Someone else saved the settings since you opened them. Reload to see their changes, then save yours again.",
      );
    }
    const before = currentValues(current);
    for (const [key, after] of storedValues(input, current)) {
      if (JSON.stringify(after) === JSON.stringify(before.get(key))) continue;
      if (after === null) await tx.delete(settings).where(eq(settings.key, key));
      else await putSetting(tx, key, after, actor.userId);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "settings.update",
        entityType: "setting",
        entityId: key,
        label: null,
        before: before.get(key),
        after,
        ip: actor.ip,
      });
    }
  });
  return getStoreSettings(db);
}
