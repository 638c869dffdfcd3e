import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthenticityDto, InspectionInput } from "../../../../../shared/certificates";
import type { MediaDto } from "../../../../../shared/media";
import { api, call } from "../../../../lib/api-client";
import { toApiError } from "../../../../lib/http-error";
import { adminListingKeys } from "../api/query-keys";

const authenticityKey = (listingId: string) =>
  [...adminListingKeys.listing(listingId), "authenticity"] as const;

/** GET /api/admin/inspections/:listingId — the watch's inspection and the certificates it was given. */
export function useAuthenticity(listingId: string) {
  return useQuery({
    queryKey: authenticityKey(listingId),
    queryFn: (): Promise<AuthenticityDto> =>
      call(api.api.admin.inspections[":listingId"].$get({ param: { listingId } })),
    staleTime: 0,
  });
}

/** PUT /api/admin/inspections/:listingId */
export function useSaveInspection(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InspectionInput) =>
      call(api.api.admin.inspections[":listingId"].$put({ param: { listingId }, json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: authenticityKey(listingId) }),
  });
}

/** POST /api/admin/certificates/:code/revoke */
export function useRevokeCertificate(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      call(api.api.admin.certificates[":code"].revoke.$post({ param: { code }, json: { reason } })),
    onSuccess: () => client.invalidateQueries({ queryKey: authenticityKey(listingId) }),
  });
}

// A multipart upload, which the typed client does not send: the one path written here.
const inspectionPhotoPath = "/api/admin/inspection-photos";

/** POST /api/admin/inspection-photos — one private photo, owned by the uploader until it is saved. */
export async function uploadInspectionPhoto(file: File): Promise<MediaDto> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(inspectionPhotoPath, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as MediaDto;
}
