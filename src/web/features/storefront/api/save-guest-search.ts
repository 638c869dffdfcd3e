import { useMutation } from "@tanstack/react-query";
import type { GuestSaveSearchInput } from "../../../../shared/alert-schemas";
import { api, call } from "../../../lib/api-client";

/** POST /api/alerts/guest-searches — a guest's search, alerted once the mailed link is opened (issue 30). */
export function useSaveGuestSearch() {
  return useMutation({
    mutationFn: (input: GuestSaveSearchInput) =>
      call(api.api.alerts["guest-searches"].$post({ json: input })),
  });
}
