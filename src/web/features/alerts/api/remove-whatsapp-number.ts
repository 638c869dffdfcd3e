import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsAppSettingsDto } from "../../../../shared/whatsapp";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** DELETE /api/me/whatsapp — the number is forgotten and nothing more is sent to it. */
export function useRemoveWhatsAppNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.api.me.whatsapp.$delete()),
    onSuccess: () =>
      queryClient.setQueryData<WhatsAppSettingsDto>(alertKeys.whatsApp(), (settings) =>
        settings ? { ...settings, number: null } : settings,
      ),
  });
}
