import { useMutation } from "@tanstack/react-query";
import type { SaveSearchInput } from "../../../../shared/alert-schemas";
import { api, call } from "../../../lib/api-client";

/**
 * POST /api/me/saved-searches — a signed-in shopper saves the search on the page (issue 30): 201,
 * or 200 when it was saved before (it takes the new choices).
 */
export function useSaveSearch() {
  return useMutation({
    mutationFn: (input: SaveSearchInput) => call(api.api.me["saved-searches"].$post({ json: input })),
  });
}
