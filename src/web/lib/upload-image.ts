import type { MediaDto } from "../../shared/media";
import { toApiError } from "./http-error";

/**
 * POST one image in the field `file` to an upload route: the staff's /api/admin/media, a signed-in
 * user's /api/me/media, a photo to analyse at /api/me/analysis/photos, or a seller's trade-in
 * photo at /api/trade-ins/photos (issue 31). Sent by fetch with its
 * path written here: the routes read the multipart body themselves, so the typed client has no
 * form type for them.
 */
export async function uploadImage(
  path: "/api/admin/media" | "/api/me/media" | "/api/me/analysis/photos" | "/api/trade-ins/photos",
  file: File,
): Promise<MediaDto> {
  const form = new FormData();
  form.append("file", file);
  const response = await fetch(path, { method: "POST", body: form, headers: { accept: "application/json" } });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as MediaDto;
}
