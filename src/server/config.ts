import { z } from "zod";
import { parseProxyTrust } from "./http/client-ip";
import { parseCertificateKey } from "./modules/certificates/certificate-key";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

/** Every environment variable the product reads, with its default (README: Configuration). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_MAX_WAITING: optional.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(10_000).optional(),
  ),
  SEED_DEMO_DATA: z.enum(["auto", "true", "false"]).default("auto"),
  TRUST_PROXY: z.string().optional(),
  METRICS_TOKEN: optional,
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be an OTLP/HTTP collector's http(s):// address, such as http://localhost:4318",
      })
      .optional(),
  ),
  OTEL_SERVICE_NAME: optional,
  BACKUP_DIR: z.string().trim().min(1).default("./backups"),
  BACKUP_DAILY_AT: optional.pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day in UTC as HH:MM, such as 03:00")
      .optional(),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  AUTH_SECRET: optional,
  CERTIFICATE_SIGNING_KEY: optional,
  AUTH_REQUIRE_EMAIL_VERIFICATION: flag(true),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Mizan <no-reply@mizan.local>"),
  S3_BUCKET: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  TAP_SECRET_KEY: optional,
  TAP_API_BASE: z.url().default("https://api.tap.company"),
  PAYMENTS_TEST_MODE: flag(false),
  CHECKOUT_RESERVATION_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  PURCHASE_CONCURRENCY: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
  AI_BASE_URL: optional.pipe(z.url().optional()),
  AI_API_KEY: optional,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_VISION_MODEL: optional,
  EBAY_CLIENT_ID: optional,
  EBAY_CLIENT_SECRET: optional,
  EBAY_API_BASE: z.url().default("https://api.ebay.com"),
  EBAY_MARKETPLACE_ID: z
    .string()
    .regex(/^EBAY_[A-Z_]{2,8}$/, "must be an eBay marketplace id such as EBAY_US or EBAY_GB")
    .default("EBAY_US"),
  EXCHANGE_RATE_SOURCES: optional,
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, "must be the digits of the Cloud API's phone number id")
      .optional(),
  ),
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_API_BASE: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v23.0"),
});

export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/** Issue 30: the daily rate sources the shop knows, and where each answers unless told otherwise. */
const rateSourceUrls = {
  ecb: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
  frankfurter: "https://api.frankfurter.dev",
} as const;
type RateSourceKind = keyof typeof rateSourceUrls;

/** EXCHANGE_RATE_SOURCES: `ecb,frankfurter`, each name optionally `=<http(s) address>` (a mirror, a test's fake). */
function parseRateSources(value: string | undefined): { kind: RateSourceKind; url: string }[] | string {
  if (!value) return [];
  const sources: { kind: RateSourceKind; url: string }[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    const [name = "", ...rest] = entry.split("=");
    const kind = name.trim().toLowerCase();
    if (!Object.hasOwn(rateSourceUrls, kind))
      return `unknown source "${name}": use ecb (euro and pound, European Central Bank) and frankfurter (Kuwaiti dinar, Central Bank of Kuwait), comma-separated`;
    const url = rest.length > 0 ? rest.join("=").trim() : rateSourceUrls[kind as RateSourceKind];
    if (!z.url({ protocol: /^https?$/ }).safeParse(url).success)
      return `${kind}: "${url}" is not an http(s):// address`;
    if (sources.some((source) => source.kind === kind)) return `${kind} is named twice`;
    sources.push({ kind: kind as RateSourceKind, url });
  }
  return sources;
}

const whatsAppVariables = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/**
 * Issue 30: WhatsApp needs all four of its variables or none. A token without the app secret
 * would send messages whose delivery statuses and STOP replies could never be read, so a shopper's
 * opt-out would go unheard: the shop refuses to start rather than message without it.
 */
function whatsAppConfig(e: z.output<typeof envSchema>) {
  const missing = whatsAppVariables.filter((name) => !e[name]);
  if (missing.length === whatsAppVariables.length) return undefined;
  if (missing.length > 0)
    return `${missing.join(", ")}: required with ${whatsAppVariables.filter((name) => e[name]).join(", ")} (WhatsApp needs all of ${whatsAppVariables.join(", ")}, or none of them)`;
  if ((e.WHATSAPP_VERIFY_TOKEN ?? "").length < 16)
    return "WHATSAPP_VERIFY_TOKEN: must be at least 16 characters long (Meta presents it when the webhook is subscribed)";
  return {
    token: e.WHATSAPP_TOKEN as string,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID as string,
    appSecret: e.WHATSAPP_APP_SECRET as string,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN as string,
    apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ""),
  };
}

/** Thrown with a message that names each bad variable, so start-up fails fast and clearly. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function fail(problems: string[]): never {
  throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

/** Reads and checks the environment; the only place that knows variable names. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    fail(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production) {
    if (!e.AUTH_SECRET)
      problems.push("AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters)");
    if (!e.PUBLIC_URL)
      problems.push("PUBLIC_URL: required when NODE_ENV=production (the https:// address shoppers use)");
    if (e.PUBLIC_URL && !e.PUBLIC_URL.startsWith("https://"))
      problems.push("PUBLIC_URL: must start with https:// when NODE_ENV=production");
    if (e.SEED_DEMO_DATA === "true")
      problems.push("SEED_DEMO_DATA: demo accounts are never created in production");
  }
  const trustProxy = parseProxyTrust(e.TRUST_PROXY);
  if (typeof trustProxy === "string") problems.push(`TRUST_PROXY: ${trustProxy}`);
  const rateSources = parseRateSources(e.EXCHANGE_RATE_SOURCES);
  if (typeof rateSources === "string") problems.push(`EXCHANGE_RATE_SOURCES: ${rateSources}`);
  if (e.AUTH_SECRET && e.AUTH_SECRET.length < 32)
    problems.push("AUTH_SECRET: must be at least 32 characters long");
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither");
  if (Boolean(e.EBAY_CLIENT_ID) !== Boolean(e.EBAY_CLIENT_SECRET))
    problems.push("EBAY_CLIENT_ID and EBAY_CLIENT_SECRET: set both or neither");
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, so payment events can be verified",
    );
  if (production && !e.STRIPE_SECRET_KEY && !e.TAP_SECRET_KEY && !e.PAYMENTS_TEST_MODE)
    problems.push(
      "STRIPE_SECRET_KEY or TAP_SECRET_KEY: a payment provider is required when NODE_ENV=production (or PAYMENTS_TEST_MODE=true to take test payments)",
    );
  if (e.S3_BUCKET && Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither");
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    problems.push(
      "WEB_CONCURRENCY: more than one instance needs DATABASE_URL (the embedded database belongs to one process)",
    );
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 32)
    problems.push(
      "METRICS_TOKEN: must be at least 32 characters long (the scraper sends it as a Bearer token)",
    );
  if (e.AI_BASE_URL && !e.AI_API_KEY)
    problems.push("AI_API_KEY: required with AI_BASE_URL (any value for Ollama)");
  const whatsApp = whatsAppConfig(e);
  if (typeof whatsApp === "string") problems.push(whatsApp);
  const certificateKey = e.CERTIFICATE_SIGNING_KEY
    ? parseCertificateKey(e.CERTIFICATE_SIGNING_KEY)
    : undefined;
  if (typeof certificateKey === "string") problems.push(`CERTIFICATE_SIGNING_KEY: ${certificateKey}`);
  if (
    problems.length > 0 ||
    typeof trustProxy === "string" ||
    typeof rateSources === "string" ||
    typeof whatsApp === "string" ||
    typeof certificateKey === "string"
  )
    fail(problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");

  return {
    env: e.NODE_ENV,
    isProduction: production,
    port: e.PORT,
    host: e.HOST,
    /** Instances this start serves from (one process each, sharing the port): node:cluster. */
    instances: e.WEB_CONCURRENCY,
    publicUrl,
    /** Pages allowed to send us writes: ours, and in development the same app by other names. */
    trustedOrigins: production
      ? [publicUrl]
      : [publicUrl, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, "http://localhost:5173"],
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    /** Whose X-Forwarded-For is believed: http/client-ip.ts. */
    trustProxy,
    /** The Bearer token `GET /metrics` asks for; without one the instance serves no metrics. */
    metricsToken: e.METRICS_TOKEN,
    /** Where traces go (OTLP/HTTP, `/v1/traces` under the endpoint, as the SDKs do); unset: no tracing. */
    telemetry: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`,
          serviceName: e.OTEL_SERVICE_NAME ?? "mizan",
        }
      : undefined,
    backup: {
      dir: e.BACKUP_DIR,
      /** The time of day (UTC) an instance takes the day's backup by itself; unset: never. */
      dailyAt: e.BACKUP_DAILY_AT
        ? { hour: Number(e.BACKUP_DAILY_AT.slice(0, 2)), minute: Number(e.BACKUP_DAILY_AT.slice(3)) }
        : undefined,
      keep: e.BACKUP_KEEP,
    },
    database: e.DATABASE_URL
      ? ({
          kind: "postgres",
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          // issue 15: past this many requests waiting for a connection, 503 at once.
          maxWaiting: e.DATABASE_MAX_WAITING ?? e.DATABASE_POOL_SIZE,
        } as const)
      : ({ kind: "pglite", dir: `${e.DATA_DIR}/db`, maxWaiting: e.DATABASE_MAX_WAITING } as const),
    seedDemoData: production ? "false" : e.SEED_DEMO_DATA,
    /** Issue 31: the shop's Ed25519 key for certificates; unset, one is made in DATA_DIR (certificate-key.ts). */
    certificates: { signingKey: certificateKey },
    auth: {
      secret: e.AUTH_SECRET,
      requireEmailVerification: e.AUTH_REQUIRE_EMAIL_VERIFICATION,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: e.S3_BUCKET
      ? ({
          kind: "s3",
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        } as const)
      : ({ kind: "disk", dir: `${e.DATA_DIR}/media` } as const),
    payments: {
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
      tap: e.TAP_SECRET_KEY ? { secretKey: e.TAP_SECRET_KEY, apiBase: e.TAP_API_BASE } : undefined,
      // The built-in TEST provider sells offline: on by default without a real provider, and in
      // production only when asked for by name.
      test: e.PAYMENTS_TEST_MODE || (!production && !e.STRIPE_SECRET_KEY && !e.TAP_SECRET_KEY),
      reservationMinutes: e.CHECKOUT_RESERVATION_MINUTES,
      /** Purchases worked on at once per instance (see http/purchase-lane.ts); unset: by database. */
      purchaseLaneWidth: e.PURCHASE_CONCURRENCY,
    },
    ai: e.AI_BASE_URL
      ? ({
          kind: "openai",
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY as string,
          model: e.AI_MODEL,
          visionModel: e.AI_VISION_MODEL ?? e.AI_MODEL,
        } as const)
      : ({ kind: "offline" } as const),
    /** WhatsApp's Cloud API (issue 30); unset: nothing is sent and alerts are offered by e-mail only. */
    whatsApp,
    /** The daily exchange-rate sources (issue 30); none: the pegs and the shop's own dinar rate. */
    exchangeRates: { sources: rateSources },
    market: e.EBAY_CLIENT_ID
      ? ({
          kind: "ebay",
          clientId: e.EBAY_CLIENT_ID,
          clientSecret: e.EBAY_CLIENT_SECRET as string,
          apiBase: e.EBAY_API_BASE,
          marketplaceId: e.EBAY_MARKETPLACE_ID,
        } as const)
      : ({ kind: "offline" } as const),
  };
}

export type Config = ReturnType<typeof loadConfig>;
