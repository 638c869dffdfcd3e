import { useMutation } from "@tanstack/react-query";
import type { PriceLookupQuery } from "../../../../shared/price-lookup";
import { api, call } from "../../../lib/api-client";

/** GET /api/me/price-lookup: the shop's evidence of the watch's price, or none. */
export function useLookUpPrice() {
  return useMutation({
    mutationFn: (query: PriceLookupQuery) =>
      call(
        api.api.me["price-lookup"].$get({
          query: {
            make: query.make,
            model: query.model,
            ...(query.reference ? { reference: query.reference } : {}),
          },
        }),
      ),
  });
}
