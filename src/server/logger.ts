import pino from "pino";

export type Logger = pino.Logger;

/** One JSON line per event; secrets are redacted wherever they might be logged by mistake. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "authorization",
        "*.authorization",
        "cookie",
        "*.cookie",
      ],
      censor: "[redacted]",
    },
  });
}
