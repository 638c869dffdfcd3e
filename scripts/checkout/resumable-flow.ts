/**
 * A purchase that survives its server going away (stress:crash, stress:cluster): each call takes
 * the flow up where the shopper would, from their order's page.
 */

import { fillCart, postCheckout, readCheckout, type ShopClient } from "../../src/server/test/checkout-flow";
import type { CartDto } from "../../src/shared/cart";
import { orderOfTestPage, payOnTestPage } from "./flows";

/** Whether a request failed because the server went away (and is worth sending again once it is back). */
export function isCutOff(error: unknown): boolean {
  // fetch says "fetch failed" when it could not send or got no answer, "terminated" when the
  // answer broke off halfway; a request the server never answered times out.
  return (
    (error instanceof TypeError && ["fetch failed", "terminated"].includes(error.message)) ||
    (error instanceof DOMException && error.name === "TimeoutError")
  );
}

export interface Flow {
  client: ShopClient;
  listingId: string;
  /** The TEST page of the last checkout the shopper got back. */
  url?: string;
}

/** One step of a flow from wherever it stands; answers true once the shopper's order is paid. */
export async function advance(flow: Flow): Promise<boolean> {
  if (flow.url) {
    const order = await orderOfTestPage(flow.client, flow.url);
    if (order?.status === "paid") return true;
    if (order?.status === "pending") {
      await payOnTestPage(flow.client, flow.url);
      return (await orderOfTestPage(flow.client, flow.url))?.status === "paid";
    }
    // Cancelled, expired or never written: check out again.
    flow.url = undefined;
  }
  const cart = (await (await flow.client.get("/api/cart")).json()) as CartDto;
  let total = cart.lines.some((line) => line.listingId === flow.listingId)
    ? cart.totalCents
    : await fillCart(flow.client, flow.listingId);
  const email = `crash-${flow.listingId}@example.com`;
  let answer = await readCheckout(await postCheckout(flow.client, { email, expectedTotalCents: total }));
  // A checkout whose answer was lost still holds the watch, so the cart shows it unavailable and
  // leaves it out of its total; the server names the real one, and the earlier order is replaced.
  if (answer.refused?.reason === "PRICE_CHANGED") {
    total = Number(answer.refused.params?.totalCents);
    answer = await readCheckout(await postCheckout(flow.client, { email, expectedTotalCents: total }));
  }
  if (!answer.started)
    throw new Error(`checkout answered ${answer.status} ${answer.refused?.reason ?? answer.refused?.code}`);
  flow.url = answer.started.url;
  await payOnTestPage(flow.client, flow.url);
  return (await orderOfTestPage(flow.client, flow.url))?.status === "paid";
}
