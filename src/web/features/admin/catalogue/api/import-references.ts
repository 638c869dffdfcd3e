import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";
import { catalogueKeys } from "./query-keys";

/**
 * POST /api/admin/catalogue/import — with `dryRun`, the report of what the file would change;
 * without, the same changes made. Only an applied import changes the table.
 */
export function useImportReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean }) =>
      call(api.api.admin.catalogue.import.$post({ json: input })),
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
