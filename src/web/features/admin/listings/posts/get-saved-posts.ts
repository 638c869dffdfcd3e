import { useQuery } from "@tanstack/react-query";
import type { PostDto } from "../../../../../shared/instagram-posts";
import { api, call } from "../../../../lib/api-client";
import { postKeys } from "./post-keys";

/** GET /api/admin/listing-posts/:id — the saved pair, or null before the first save. */
export async function getSavedPosts(id: string): Promise<PostDto | null> {
  return call(api.api.admin["listing-posts"][":id"].$get({ param: { id } }));
}

export function useSavedPosts(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.saved(listingId),
    queryFn: () => getSavedPosts(listingId),
    enabled,
    // The dialog opens on what is stored now, not what it showed when last opened.
    staleTime: 0,
  });
}
