import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AlertChannelChoice, AlertFrequency, SavedSearchDto } from "../../../../shared/alerts";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** PATCH /api/me/saved-searches/:id — how often, and how (issue 30), a search tells of new watches. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...change
    }: {
      id: string;
      frequency?: AlertFrequency;
      channel?: AlertChannelChoice;
    }) => call(api.api.me["saved-searches"][":id"].$patch({ param: { id }, json: change })),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearchDto[]>(alertKeys.searches(), (items = []) =>
        items.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
