import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

export type Logger = pino.Logger;

/**
 * The request being answered: http/request-context.ts runs each request in it, so every line
 * logged while it is answered, by any module, carries its id.
 */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** A value longer than this is cut in a log line, so one request can neither flood nor leak through the log. */
export const maxLoggedTextLength = 200;

/** Names of fields whose value is a secret wherever it appears, up to three levels down. */
const secretFields = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "secret",
  "apiKey",
  "cookie",
  '["set-cookie"]',
  "authorization",
  '["stripe-signature"]',
  "hashstring",
  "client_secret",
  "card",
];

function redactedPaths(): string[] {
  return ["", "*.", "*.*."].flatMap((prefix) => secretFields.map((field) => `${prefix}${field}`));
}

/**
 * The links of a mail printed for development (no SMTP): a link cut short cannot be followed, and
 * ours are our own (a token and a callback path of bounded length), so they are kept whole up to this.
 */
export const maxLoggedLinkLength = 4096;
const wholeFields: Record<string, number> = { links: maxLoggedLinkLength };

function truncate(value: unknown, depth: number, max = maxLoggedTextLength): unknown {
  if (typeof value === "string") {
    return value.length > max ? `${value.slice(0, max)}… [${value.length} characters]` : value;
  }
  if (value instanceof Error) return truncate(pino.stdSerializers.err(value), depth);
  if (depth >= 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => truncate(item, depth + 1, max));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, truncate(item, depth + 1, wholeFields[key])]),
  );
}

/**
 * One JSON line per event (STYLE.md 7). Secrets are redacted wherever they might be logged by
 * mistake, and every text value is cut to a few hundred characters: an error carrying a 5 MB
 * input writes a line, not the input.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: () => requestScope.getStore() ?? {},
      redact: { paths: redactedPaths(), censor: "[redacted]" },
      formatters: { log: (object) => truncate(object, 0) as Record<string, unknown> },
    },
    destination,
  );
}
