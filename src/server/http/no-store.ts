import type { Context } from "hono";
import { answerHeaders, type HeaderList } from "./answer-headers";
import type { AppEnv } from "./app-env";

/** The API's reads that answer every visitor alike: the catalogue, the shop's pages and settings. */
const publicReads =
  /^\/api\/(?:categories|featured-listings|listings(?:\/[^/]+(?:\/related|\/market)?)?|pages\/[^/]+|public-config|store-info)$/;

const noStore: HeaderList = [["Cache-Control", "no-store"]];

/** Whether a request reads what every visitor reads alike; any other API answer is someone's own. */
export function isPublicRead(c: Context<AppEnv>): boolean {
  return (c.req.method === "GET" || c.req.method === "HEAD") && publicReads.test(c.req.path);
}

/**
 * Issue 25 (ASVS 14.3.2): an account's, a cart's, the back office's and the session's answers are
 * never kept by a browser or a shared cache: every API answer but the public reads is `no-store`.
 * Classified by exclusion, once, here: a route added later is private until it is named public.
 */
export const noStoreExceptPublicReads = () => answerHeaders((c) => (isPublicRead(c) ? [] : noStore));
