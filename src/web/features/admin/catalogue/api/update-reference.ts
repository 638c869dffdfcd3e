import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReferenceWatchInput } from "../../../../../shared/reference-catalogue-schemas";
import { api, call } from "../../../../lib/api-client";
import { catalogueKeys } from "./query-keys";

/** PUT /api/admin/catalogue/:id — every field of one reference; the table reads it again. */
export function useUpdateReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; payload: ReferenceWatchInput }) =>
      call(api.api.admin.catalogue[":id"].$put({ param: { id: input.id }, json: input.payload })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
