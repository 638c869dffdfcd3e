import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AlertFrequency, SavedSearchDto } from "../../../../shared/alerts";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** PATCH /api/me/saved-searches/:id — how often a search tells of new watches. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frequency }: { id: string; frequency: AlertFrequency }) =>
      call(api.api.me["saved-searches"][":id"].$patch({ param: { id }, json: { frequency } })),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearchDto[]>(alertKeys.searches(), (items = []) =>
        items.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
