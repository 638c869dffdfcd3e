import { request as playwrightRequest } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { adminApi, expect } from "./support";

/** Another shopper's checkout, holding a watch until it is released (issue 24). */
export interface Hold {
  release(): Promise<void>;
}

/**
 * Another shopper, in another browser, puts the watch in their cart and starts paying for it:
 * their pending checkout holds it. `release` is that shopper cancelling on the payment page.
 */
export async function holdInAnotherCheckout(slug: string): Promise<Hold> {
  const shopper = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const watch = (await (await shopper.get(`/api/listings/${slug}`)).json()) as { id: string };
  const cart = await shopper.post("/api/cart/lines", { data: { listingId: watch.id, quantity: 1 } });
  expect(cart.status()).toBe(200);
  const { totalCents } = (await cart.json()) as { totalCents: number };
  const started = await shopper.post("/api/checkout", {
    data: {
      email: `holder-${crypto.randomUUID().slice(0, 8)}@example.com`,
      language: "en",
      expectedTotalCents: totalCents,
      shipping: {
        fullName: "Fatima Al-Sabah",
        phone: "+965 5555 1234",
        country: "KW",
        city: "Kuwait City",
        area: "Salmiya",
        block: "10",
        street: "Salem Al-Mubarak St",
        building: "12",
      },
    },
  });
  expect(started.status()).toBe(201);
  return {
    async release() {
      expect((await shopper.post("/api/checkout/cancel")).status()).toBe(200);
      await shopper.dispose();
    },
  };
}

/**
 * Staff change a watch's price in the back office (the listings studio's own write); answers the
 * change back to the price it had.
 */
export async function setPrice(reference: string, priceCents: number): Promise<() => Promise<void>> {
  const api = await adminApi();
  const { items } = (await (
    await api.get(`/api/admin/listings?q=${encodeURIComponent(reference)}`)
  ).json()) as {
    items: { id: string }[];
  };
  const id = items[0]?.id ?? "";
  const listing = (await (await api.get(`/api/admin/listings/${id}`)).json()) as Record<string, unknown> & {
    priceCents: number;
    originalPriceCents: number | null;
  };
  const write = async (cents: number) => {
    const response = await api.put(`/api/admin/listings/${id}`, {
      data: {
        brand: listing.brand,
        model: listing.model,
        price: cents / 100,
        originalPrice: listing.originalPriceCents === null ? null : listing.originalPriceCents / 100,
        specifications: listing.specifications,
        reference: listing.reference,
        year: listing.year,
        description: listing.description,
        descriptionAr: listing.descriptionAr,
        categoryId: listing.categoryId,
        inventoryId: listing.inventoryId,
        isFeatured: listing.isFeatured,
        isActive: listing.isActive,
        stock: listing.stock,
        imageIds: listing.imageIds,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await write(priceCents);
  return async () => {
    await write(listing.priceCents);
    await api.dispose();
  };
}
