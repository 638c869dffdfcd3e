import { useQuery } from "@tanstack/react-query";
import type { UndeliveredWhatsAppDto } from "../../../../../shared/whatsapp";
import { api, call } from "../../../../lib/api-client";
import { outboxKeys } from "./query-keys";

/** GET /api/admin/undelivered-whatsapp — the latest WhatsApp messages not delivered, newest first. */
export function getUndeliveredWhatsApp(): Promise<{ messages: UndeliveredWhatsAppDto[] }> {
  return call(api.api.admin["undelivered-whatsapp"].$get());
}

export function useUndeliveredWhatsApp() {
  return useQuery({ queryKey: outboxKeys.whatsApp(), queryFn: getUndeliveredWhatsApp });
}
