import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingsWriteInput } from "../../../../../shared/settings-schemas";
import type { StoreSettingsDto } from "../../../../../shared/store-settings";
import { api, call } from "../../../../lib/api-client";
import { storeInfoKey } from "../../../../lib/site";
import { settingsKeys } from "./query-keys";

/** PUT /api/admin/settings — the whole form; the server stores and audits what changed. */
export function saveSettings(json: SettingsWriteInput): Promise<StoreSettingsDto> {
  return call(api.api.admin.settings.$put({ json }));
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      // A saved dinar rate overrides the fetched one for shoppers (issue 30).
      void queryClient.invalidateQueries({ queryKey: settingsKeys.exchangeRates });
      // The footer of this tab shows the new contact and profiles without a reload.
      void queryClient.invalidateQueries({ queryKey: storeInfoKey });
    },
  });
}
