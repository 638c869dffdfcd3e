import type { CheckoutStarted } from "../../shared/checkout";
import type { ErrorBody } from "../../shared/errors";

/**
 * What a shopper's browser does: keeps its cookies and sends the shop's Origin. The test app's
 * in-process client and the scripts' HTTP client (scripts/checkout/flows.ts) both are one.
 */
export interface ShopClient {
  call(path: string, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, json?: unknown): Promise<Response>;
}

/** A complete Kuwaiti address, as the checkout form sends it. */
export const kuwaitAddress = {
  fullName: "Fatima Al-Sabah",
  phone: "+965 5555 1234",
  country: "KW",
  city: "Kuwait City",
  area: "Salmiya",
  block: "10",
  street: "Salem Al-Mubarak St",
  building: "12",
};

/** Puts one watch in the shopper's cart; answers the cart's total, which checkout must repeat. */
export async function fillCart(client: ShopClient, listingId: string): Promise<number> {
  const response = await client.post("/api/cart/lines", { listingId, quantity: 1 });
  if (response.status !== 200)
    throw new Error(`add to cart answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { totalCents: number }).totalCents;
}

/** POST /api/checkout with a Kuwaiti address in English, and whatever else the caller adds. */
export function postCheckout(client: ShopClient, body: Record<string, unknown>): Promise<Response> {
  return client.post("/api/checkout", { shipping: kuwaitAddress, language: "en", ...body });
}

/** A checkout's answer read once: the hosted page when it started (201), else the refusal. */
export async function readCheckout(
  response: Response,
): Promise<{ status: number; started?: CheckoutStarted; refused?: ErrorBody }> {
  // Every answer of the API is JSON, refusals too; one cut off halfway throws here.
  const body: unknown = await response.json();
  return response.status === 201
    ? { status: 201, started: body as CheckoutStarted }
    : { status: response.status, refused: body as ErrorBody | undefined };
}

/**
 * Follows the TEST provider's hosted page as a browser would: opens it, then presses Pay (or
 * Cancel). Answers the form's redirect (303) as it came.
 */
export async function pressOnTestPage(
  client: ShopClient,
  url: string,
  action: "pay" | "cancel",
): Promise<Response> {
  const path = new URL(url, "http://shop.invalid").pathname;
  const page = await client.get(path);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('name="action" value="pay"'))
    throw new Error(`the TEST page ${path} answered ${page.status}`);
  return client.call(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `action=${action}`,
  });
}
