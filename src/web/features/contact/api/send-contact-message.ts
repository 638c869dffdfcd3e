import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../../../shared/contact-schemas";
import { api, call } from "../../../lib/api-client";

/** POST /api/contact — stores the message for the inbox and mails the shop and the sender. */
export function sendContactMessage(json: ContactMessageInput) {
  return call(api.api.contact.$post({ json }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
