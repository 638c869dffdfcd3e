import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../../lib/api-client";

type DescriptionRequest = Parameters<typeof api.api.admin.listings.description.$post>[0]["json"];

/**
 * POST /api/admin/listings/description — the description in English and Arabic, written by the AI
 * provider or composed from the fields (`source` says which).
 */
export async function generateDescription(json: DescriptionRequest) {
  return call(api.api.admin.listings.description.$post({ json }));
}

export function useGenerateDescription() {
  return useMutation({ mutationFn: generateDescription });
}

/** POST /api/admin/listings/description/preview — the HTML as saving would store it. */
export async function previewDescription(html: string): Promise<string> {
  return (await call(api.api.admin.listings.description.preview.$post({ json: { html } }))).html;
}
