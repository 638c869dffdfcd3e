import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { newsletterSchema } from "../../../../shared/newsletter";
import { readJson } from "../../../lib/http-error";

export type NewsletterInput = z.input<typeof newsletterSchema>;

/** POST /api/newsletter — 201 for a new subscriber, 200 when the address was already on the list. */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<{ subscribed: true }> {
  const response = await fetch("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(newsletterSchema.parse(input)),
  });
  return readJson<{ subscribed: true }>(response);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
