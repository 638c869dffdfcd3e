import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearchDto } from "../../../../shared/alerts";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** DELETE /api/me/saved-searches/:id — the search and every alert it would send. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.api.me["saved-searches"][":id"].$delete({ param: { id } })),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchDto[]>(alertKeys.searches(), (items = []) =>
        items.filter((item) => item.id !== id),
      ),
  });
}
