import { queryOptions, useQuery } from "@tanstack/react-query";
import { offlineRates } from "../../shared/display-currencies";
import { defaultRates } from "../../shared/money";
import {
  defaultStoreContact,
  type SocialNetwork,
  type StoreInfoDto,
  socialNetworks,
} from "../../shared/store-settings";
import { api, call } from "./api-client";

/** Each network's name, as the footer's labels and icons spell it. */
export const socialNetworkNames: Record<SocialNetwork, "Instagram" | "X" | "Facebook" | "YouTube"> = {
  instagram: "Instagram",
  x: "X",
  facebook: "Facebook",
  youtube: "YouTube",
};

/** What the storefront shows before the settings have loaded: what it showed before issue 10. */
export const defaultStoreInfo: StoreInfoDto = {
  contactEmail: defaultStoreContact.contactEmail,
  contactPhone: null,
  whatsapp: null,
  social: socialNetworks.flatMap((network) => {
    const url = defaultStoreContact.social[network];
    return url ? [{ network, url }] : [];
  }),
  shippingFeeCents: 0,
  rates: defaultRates,
  // Issue 30: the dollar pegs are data, and the dinar the shop's default rate, until the settings arrive.
  currencies: offlineRates(defaultRates, null),
  shipTo: "all",
  paymentMethods: [],
  siteUrl: "",
};

export const storeInfoKey = ["store-info"] as const;

/**
 * GET /api/store-info — the shop's contact address, public profiles and shipping fee (issue 10).
 * Server rendering passes its in-process read, so the footer's first HTML holds the saved values.
 */
export function storeInfoQueryOptions(
  read: (signal?: AbortSignal) => Promise<StoreInfoDto> = (signal) =>
    call(api.api["store-info"].$get({}, { init: { signal } })),
) {
  return queryOptions({ queryKey: storeInfoKey, queryFn: ({ signal }) => read(signal), staleTime: 60_000 });
}

export function useStoreInfo(): StoreInfoDto {
  return useQuery(storeInfoQueryOptions()).data ?? defaultStoreInfo;
}

/** The storefront promises free shipping only while the settings' fee is nil (spec §9 claims). */
export function useFreeShipping(): boolean {
  return useStoreInfo().shippingFeeCents === 0;
}
