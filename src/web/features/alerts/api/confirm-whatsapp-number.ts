import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsAppSettingsDto } from "../../../../shared/whatsapp";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** POST /api/me/whatsapp/confirm — the code typed back; the number is then messaged. */
export function useConfirmWhatsAppNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(api.api.me.whatsapp.confirm.$post({ json: { code } })),
    onSuccess: (number) =>
      queryClient.setQueryData<WhatsAppSettingsDto>(alertKeys.whatsApp(), (settings) =>
        settings ? { ...settings, number } : settings,
      ),
  });
}
