import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** A listing the fake search can return, in the Browse API's item summary shape. */
export interface FakeEbayItem {
  itemId: string;
  title: string;
  price: { value: string; currency: string };
  condition?: string;
  itemWebUrl?: string;
}

/** A scripted answer to the next call of one endpoint, before the fake goes back to answering normally. */
export type FakeEbayScript =
  | { kind: "status"; status: number; retryAfter?: string }
  | { kind: "malformed" }
  | { kind: "slow"; delayMs: number };

export const fakeEbayClient = { id: "mizan-test-app", secret: "mizan-test-secret" } as const;

/** A listing for the fake's stock, with a fresh id and a page address. */
export function ebayItem(
  title: string,
  dollars: string,
  overrides: Partial<FakeEbayItem> = {},
): FakeEbayItem {
  const itemId = `v1|${Math.floor(Math.random() * 1e12)}|0`;
  return {
    itemId,
    title,
    price: { value: dollars, currency: "USD" },
    condition: "Pre-owned",
    itemWebUrl: `https://www.ebay.com/itm/${itemId.split("|")[1]}`,
    ...overrides,
  };
}

/**
 * A local stand-in for eBay's OAuth token endpoint and Browse `item_summary/search` on 127.0.0.1:
 * it checks the Basic credentials and the Bearer token (and its expiry), pages its items by
 * `limit`/`offset` with a `next` link, and answers scripted failures in turn (`script`).
 */
export async function startFakeEbay() {
  let items: FakeEbayItem[] = [];
  let tokenLifetimeSeconds = 7200;
  const issued = new Map<string, number>();
  const scripts = { token: [] as FakeEbayScript[], search: [] as FakeEbayScript[] };
  const tokenRequests: { body: string; authorization: string | null }[] = [];
  const searches: {
    query: Record<string, string>;
    authorization: string | null;
    marketplace: string | null;
  }[] = [];

  async function scripted(queue: FakeEbayScript[]): Promise<Response | undefined> {
    const next = queue.shift();
    if (!next) return undefined;
    switch (next.kind) {
      case "status":
        return new Response(JSON.stringify({ errors: [{ errorId: next.status, message: "scripted" }] }), {
          status: next.status,
          headers: {
            "content-type": "application/json",
            ...(next.retryAfter ? { "retry-after": next.retryAfter } : {}),
          },
        });
      case "malformed":
        return new Response('{"itemSummaries": [{"itemId": ', {
          headers: { "content-type": "application/json" },
        });
      case "slow":
        await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        return undefined;
    }
  }

  const app = new Hono();
  app.post("/identity/v1/oauth2/token", async (c) => {
    const body = await c.req.text();
    const authorization = c.req.header("authorization") ?? null;
    tokenRequests.push({ body, authorization });
    const answer = await scripted(scripts.token);
    if (answer) return answer;
    const expected = `Basic ${Buffer.from(`${fakeEbayClient.id}:${fakeEbayClient.secret}`).toString("base64")}`;
    const form = new URLSearchParams(body);
    if (authorization !== expected || form.get("grant_type") !== "client_credentials")
      return c.json({ error: "invalid_client", error_description: "client authentication failed" }, 401);
    const token = `v^1.1#fake-${crypto.randomUUID()}`;
    issued.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    return c.json({
      access_token: token,
      expires_in: tokenLifetimeSeconds,
      token_type: "Application Access Token",
    });
  });

  app.get("/buy/browse/v1/item_summary/search", async (c) => {
    const query = c.req.query();
    const authorization = c.req.header("authorization") ?? null;
    searches.push({ query, authorization, marketplace: c.req.header("x-ebay-c-marketplace-id") ?? null });
    const answer = await scripted(scripts.search);
    if (answer) return answer;
    const expiresAt = issued.get(authorization?.replace(/^Bearer /, "") ?? "");
    if (expiresAt === undefined || expiresAt <= Date.now())
      return c.json({ errors: [{ errorId: 1001, message: "Invalid access token" }] }, 401);
    const limit = Number(query.limit ?? 50);
    const offset = Number(query.offset ?? 0);
    const page = items.slice(offset, offset + limit);
    const url = new URL(c.req.url);
    const nextOffset = offset + limit;
    url.searchParams.set("offset", String(nextOffset));
    return c.json({
      href: c.req.url,
      total: items.length,
      limit,
      offset,
      ...(nextOffset < items.length ? { next: url.toString() } : {}),
      ...(page.length > 0 ? { itemSummaries: page } : {}),
    });
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    searches,
    /** The listings every search answers with, in this order. */
    stock(next: FakeEbayItem[]) {
      items = next;
    },
    /** How long the tokens minted from now on live. */
    tokensLive(seconds: number) {
      tokenLifetimeSeconds = seconds;
    },
    /** Makes every token minted so far invalid, as eBay does when an application's keys are rotated. */
    revokeTokens() {
      issued.clear();
    },
    /** Answers the next calls of an endpoint with these, one each, in order. */
    script(endpoint: "token" | "search", ...answers: FakeEbayScript[]) {
      scripts[endpoint].push(...answers);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeEbay = Awaited<ReturnType<typeof startFakeEbay>>;
