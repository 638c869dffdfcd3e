import { createHash } from "node:crypto";
import { firstTapScript } from "../../shared/first-tap";
import type { HeaderList } from "./answer-headers";

/** The one inline script, the storefront's first-tap keeper (decision 014), allowed by its hash. */
const firstTapHash = `'sha256-${createHash("sha256").update(firstTapScript).digest("base64")}'`;

/**
 * A strict policy the built app satisfies: no foreign scripts, and no inline script but the one
 * named by its hash. Inline styles stay allowed because React and Radix position popovers with
 * style attributes.
 */
function contentSecurityPolicy(options: { production: boolean; extraImageOrigins: string[] }): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", firstTapHash],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...options.extraImageOrigins],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.production) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * The security headers, computed once at start-up. Every answer carries the few that protect any
 * resource (no MIME sniffing, no cross-site embedding, HTTPS only); documents (the web app's pages
 * and static files) also carry those that only a document obeys. Writing the whole set on every
 * JSON answer cost the API a third of its throughput and protected nothing more.
 */
export function securityHeaders(options: { production: boolean; extraImageOrigins: string[] }): {
  everyAnswer: HeaderList;
  documents: HeaderList;
} {
  const everyAnswer: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (options.production)
    everyAnswer.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return {
    everyAnswer,
    documents: [
      ["Content-Security-Policy", contentSecurityPolicy(options)],
      ["X-Frame-Options", "DENY"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["Permissions-Policy", "camera=(self), microphone=(), geolocation=()"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
      ["Origin-Agent-Cluster", "?1"],
      ["X-DNS-Prefetch-Control", "off"],
      ["X-Permitted-Cross-Domain-Policies", "none"],
    ],
  };
}
