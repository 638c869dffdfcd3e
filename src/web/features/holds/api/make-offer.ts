import { useMutation } from "@tanstack/react-query";
import type { OfferRequest, OfferSentDto } from "../../../../shared/hold-schemas";
import { api, call } from "../../../lib/api-client";

/** POST /api/listings/:id/offers — the shopper's offer, answered with its link's token. */
export function useMakeOffer() {
  return useMutation({
    mutationFn: ({
      listingId,
      request,
    }: {
      listingId: string;
      request: OfferRequest;
    }): Promise<OfferSentDto> =>
      call(api.api.listings[":id"].offers.$post({ param: { id: listingId }, json: request })),
  });
}
