import { z } from "zod";

/** Issue 28 — the sessions an account is signed in with, as its My account page lists them. */
export interface AccountSessionDto {
  id: string;
  /** The browser and system it was opened from, read from its user agent; null when unknown. */
  browser: string | null;
  system: string | null;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this page is open in. */
  current: boolean;
}

/** better-auth's session ids: short random strings. */
export const accountSessionParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const browsers: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (table: [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

/** A user agent as people name it ("Chrome", "macOS"): names of products, the same in both languages. */
export function describeUserAgent(agent: string | null): { browser: string | null; system: string | null } {
  if (!agent) return { browser: null, system: null };
  return { browser: firstMatch(browsers, agent), system: firstMatch(systems, agent) };
}
