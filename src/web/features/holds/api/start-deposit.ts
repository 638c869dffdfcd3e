import { useMutation } from "@tanstack/react-query";
import type { DepositRequest, DepositStartedDto } from "../../../../shared/hold-schemas";
import { api, call } from "../../../lib/api-client";

/**
 * POST /api/listings/:id/deposit — holds the watch while the deposit is paid and answers the
 * provider's hosted page; the caller leaves for it.
 */
export function useStartDeposit() {
  return useMutation({
    mutationFn: ({
      listingId,
      request,
    }: {
      listingId: string;
      request: DepositRequest;
    }): Promise<DepositStartedDto> =>
      call(api.api.listings[":id"].deposit.$post({ param: { id: listingId }, json: request })),
  });
}
