import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { newsletterSchema } from "../../../../shared/newsletter";
import { readJson } from "../../../lib/http-error";

/** A subscription the form has already checked with `newsletterSchema`. */
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** The schema comes with zod, which the storefront loads only when someone subscribes. */
export const loadNewsletterSchema = () => import("../../../../shared/newsletter");

/** POST /api/newsletter — 201 for a new subscriber, 200 when the address was already on the list. */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<{ subscribed: true }> {
  const response = await fetch("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  return readJson<{ subscribed: true }>(response);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
