import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsAppSettingsDto } from "../../../../shared/whatsapp";
import type { WhatsAppNumberInput } from "../../../../shared/whatsapp-schemas";
import { api, call } from "../../../lib/api-client";
import { alertKeys } from "./query-keys";

/** POST /api/me/whatsapp — the number to confirm; the shop sends its code there on WhatsApp. */
export function useAddWhatsAppNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsAppNumberInput) => call(api.api.me.whatsapp.$post({ json: input })),
    onSuccess: (number) =>
      queryClient.setQueryData<WhatsAppSettingsDto>(alertKeys.whatsApp(), (settings) =>
        settings ? { ...settings, number } : settings,
      ),
  });
}
