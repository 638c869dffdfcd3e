import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { manualObservationSchema } from "../../../../../shared/market-schemas";
import { api, call } from "../../../../lib/api-client";
import { marketPriceKeys } from "./query-keys";

/** POST /api/admin/market-observations — a price an admin saw; the list shows it at once. */
export function useRecordPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: z.input<typeof manualObservationSchema>) =>
      call(api.api.admin["market-observations"].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketPriceKeys.all }),
  });
}
