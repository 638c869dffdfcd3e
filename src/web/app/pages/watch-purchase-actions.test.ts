// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createElement as h } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ListingDetailDto } from "../../../shared/catalog-api";
import type { HoldDto } from "../../../shared/hold-schemas";
import { holdKeys } from "../../features/holds/api/query-keys";
import { rememberedHolds, rememberHold } from "../../features/holds/lib/remembered-holds";
import { i18n } from "../../i18n/i18n";
import { switchLanguage } from "../../i18n/load-language";
import { sessionQueryKey } from "../../lib/session/session";
import { PurchaseActions } from "./watch-purchase-actions";

const token = "tok_0123456789abcdefghij";
// 15:30 UTC is 18:30 in Kuwait.
const until = "2026-12-09T15:30:00.000Z";

const watch: ListingDetailDto = {
  id: "8d4f7c8e-0b7e-4a38-9d55-3f4a0c2a1b11",
  slug: "rolex-submariner-date-126610ln",
  title: "Rolex Submariner Date 126610LN",
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2022,
  priceCents: 1_250_000,
  originalPriceCents: null,
  condition: null,
  category: null,
  image: null,
  isAvailable: false,
  reservedUntil: until,
  description: null,
  descriptionAr: null,
  specifications: {},
  specificationsAr: {},
  photosOfThisWatch: false,
  images: [],
  stock: 0,
  soldAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
};

const heldDeposit: HoldDto = {
  kind: "deposit",
  status: "held",
  listing: {
    id: watch.id,
    slug: watch.slug,
    title: watch.title,
    imageUrl: null,
    priceCents: watch.priceCents,
  },
  offerCents: null,
  counterCents: null,
  agreedPriceCents: 1_250_000,
  depositCents: 125_000,
  balanceCents: 1_125_000,
  expiresAt: until,
  createdAt: "2026-12-07T10:00:00.000Z",
  refundError: false,
  orderNumber: null,
  events: [],
};

const acceptedOffer: HoldDto = {
  ...heldDeposit,
  kind: "offer",
  status: "accepted",
  offerCents: 1_100_000,
  agreedPriceCents: 1_100_000,
  depositCents: null,
  balanceCents: 1_100_000,
};

/** The watch page's actions for the reserved watch, the hold's answer already read (GET /api/holds/:token). */
function renderActions(hold?: HoldDto) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, null);
  if (hold) queryClient.setQueryData(holdKeys.detail(token), hold);
  const router = createMemoryRouter([{ path: "/watch/:slug", element: h(PurchaseActions, { watch }) }], {
    initialEntries: [`/watch/${watch.slug}`],
  });
  render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })));
}

const note = () => screen.getByTestId("availability-note");

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage(i18n, "en");
});

describe("a reserved watch's note (issue 31)", () => {
  it("tells any shopper that another shopper holds it", async () => {
    await switchLanguage(i18n, "en");
    renderActions();
    expect(note().textContent).toMatch(
      /^This watch is reserved for another shopper\. If they do not buy it, it may be available again after .*9 Dec.*18:30.*\(Kuwait time\)\.$/,
    );
    expect(screen.getByRole("button", { name: "Reserved" })).toHaveProperty("disabled", true);
  });

  it("tells the shopper whose deposit holds it that it is theirs, and leads to their reservation", async () => {
    await switchLanguage(i18n, "en");
    rememberHold(token, watch.id);
    renderActions(heldDeposit);
    const link = await screen.findByRole("link", { name: "See your reservation" });
    expect(link.getAttribute("href")).toBe(`/holds/${token}`);
    expect(note().textContent).toMatch(
      /^Reserved for you until .*9 Dec.*18:30.*\(Kuwait time\)\. See your reservation$/,
    );
    expect(note().textContent).not.toContain("another shopper");
  });

  it("tells an Arabic shopper whose offer was accepted that it is theirs, and leads to paying the agreed price", async () => {
    await switchLanguage(i18n, "ar");
    rememberHold(token, watch.id);
    renderActions(acceptedOffer);
    const link = await screen.findByRole("link", { name: "ادفع بالسعر المتفق عليه" });
    expect(link.getAttribute("href")).toBe(`/holds/${token}`);
    expect(note().textContent).toMatch(
      /^محجوزة لك حتى .*18:30.*\(بتوقيت الكويت\)\. ادفع بالسعر المتفق عليه$/,
    );
    expect(note().textContent).not.toContain("لمتسوق آخر");
  });

  it("says another shopper holds it when the remembered hold has ended, and forgets that hold", async () => {
    await switchLanguage(i18n, "en");
    rememberHold(token, watch.id);
    renderActions({ ...heldDeposit, status: "refunded", balanceCents: null, expiresAt: null });
    await waitFor(() => expect(rememberedHolds(watch.id)).toEqual([]));
    expect(note().textContent).toMatch(/^This watch is reserved for another shopper\./);
    // Read, not kept out of sight as while the hold was being asked.
    expect(note().querySelector(".invisible")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
