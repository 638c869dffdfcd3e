import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { newsletterSchema } from "../../../../shared/newsletter";
import { api, call } from "../../../lib/api-client";

/** A subscription the form has already checked with `newsletterSchema`. */
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** The schema comes with zod, which the storefront loads only when someone subscribes. */
export const loadNewsletterSchema = () => import("../../../../shared/newsletter");

/** POST /api/newsletter — 201 for a new subscriber, 200 when the address was already on the list. */
export function subscribeToNewsletter(input: NewsletterInput) {
  return call(api.api.newsletter.$post({ json: input }));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
