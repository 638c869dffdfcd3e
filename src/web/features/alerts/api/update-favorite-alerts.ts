import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { favoriteAlertSettingsSchema } from "../../../../shared/alert-schemas";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** PUT /api/me/favorite-alerts — the shopper's consent to their favourites' alerts, or its end. */
export function useUpdateFavoriteAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof favoriteAlertSettingsSchema>) =>
      call(api.api.me["favorite-alerts"].$put({ json: input })),
    onSuccess: (settings) => queryClient.setQueryData(alertKeys.favorites(), settings),
  });
}
