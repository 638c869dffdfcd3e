import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs with no configuration at all: embedded database, disk storage, offline providers", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dir: "./data/db" });
    expect(config.storage.kind).toBe("disk");
    expect(config.payments).toMatchObject({ stripe: undefined, tap: undefined, test: true });
    expect(config.ai.kind).toBe("offline");
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("serves from several instances only on a PostgreSQL server", () => {
    expect(loadConfig({}).instances).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than one instance needs DATABASE_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://127.0.0.1/shop" }).instances).toBe(2);
  });

  it("trusts X-Forwarded-For only from the proxies TRUST_PROXY declares", () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,10.1.2.3" }).trustProxy).toEqual({
      proxies: ["10.0.0.0/8", "10.1.2.3"],
    });
    // Before issue 25 `true` believed the first entry, which the client writes: say what to give instead.
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: give the number of proxies in front of the app \(1 behind one load balancer\)/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "lb.internal" })).toThrow(/TRUST_PROXY: "lb.internal" is neither/);
  });

  it("takes a metrics token of 32 characters or more, and none by default", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).metricsToken).toBe("m".repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
  });

  it("takes a daily backup time in UTC and how many backups to keep, and none by default", () => {
    expect(loadConfig({}).backup).toEqual({ dir: "./backups", dailyAt: undefined, keep: 7 });
    expect(loadConfig({ BACKUP_DAILY_AT: "03:30", BACKUP_KEEP: "14" }).backup).toEqual({
      dir: "./backups",
      dailyAt: { hour: 3, minute: 30 },
      keep: 14,
    });
    expect(() => loadConfig({ BACKUP_DAILY_AT: "3am" })).toThrow(
      /BACKUP_DAILY_AT: must be a time of day in UTC/,
    );
    expect(() => loadConfig({ BACKUP_DAILY_AT: "24:00" })).toThrow(/BACKUP_DAILY_AT/);
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });

  it("refuses weak production settings", () => {
    const attempt = () => loadConfig({ NODE_ENV: "production" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/AUTH_SECRET: required when NODE_ENV=production/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: "short", PUBLIC_URL: "https://shop.example" }),
    ).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), PUBLIC_URL: "http://shop.example" }),
    ).toThrow(/must start with https/);
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example",
    };
    expect(() => loadConfig(production)).toThrow(/a payment provider is required/);
    const ok = loadConfig({ ...production, TAP_SECRET_KEY: "sk_test_tap" });
    expect(ok.seedDemoData).toBe("false");
    expect(ok.payments.test).toBe(false);
  });

  it("takes test payments in production only when asked for by name", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example",
    };
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: "true" }).payments.test).toBe(true);
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" }).payments.test).toBe(false);
  });

  it("bounds the work waiting for the database: the pool size unless told (issue 15)", () => {
    const url = "postgres://shop@db.example/mizan";
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "12" }).database).toMatchObject({
      maxWaiting: 12,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_MAX_WAITING: "40" }).database).toMatchObject({
      maxWaiting: 40,
    });
    expect(loadConfig({ DATABASE_MAX_WAITING: "" }).database).toMatchObject({ maxWaiting: undefined });
    expect(() => loadConfig({ DATABASE_MAX_WAITING: "0" })).toThrow(/DATABASE_MAX_WAITING/);
  });

  it("asks for the pairs that only work together", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("takes WhatsApp's four variables together or none of them (issue 30)", () => {
    expect(loadConfig({}).whatsApp).toBeUndefined();
    const whatsApp = {
      WHATSAPP_TOKEN: "EAAG-token",
      WHATSAPP_PHONE_NUMBER_ID: "109876543210",
      WHATSAPP_APP_SECRET: "app-secret",
      WHATSAPP_VERIFY_TOKEN: "a-verify-token-of-the-shop",
    };
    expect(loadConfig(whatsApp).whatsApp).toEqual({
      token: "EAAG-token",
      phoneNumberId: "109876543210",
      appSecret: "app-secret",
      verifyToken: "a-verify-token-of-the-shop",
      apiBase: "https://graph.facebook.com/v23.0",
    });
    // Without the app secret no STOP reply could be read: the shop does not start.
    const { WHATSAPP_APP_SECRET: _secret, ...noSecret } = whatsApp;
    expect(() => loadConfig(noSecret)).toThrow(/WHATSAPP_APP_SECRET: required with WHATSAPP_TOKEN/);
    expect(() => loadConfig({ WHATSAPP_TOKEN: "t" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ ...whatsApp, WHATSAPP_VERIFY_TOKEN: "short" })).toThrow(
      /WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ ...whatsApp, WHATSAPP_PHONE_NUMBER_ID: "+965 1" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ ...whatsApp, WHATSAPP_API_BASE: "ftp://x" })).toThrow(/WHATSAPP_API_BASE/);
  });
});
