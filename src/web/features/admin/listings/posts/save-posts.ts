import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostDto, PostsSaveInput } from "../../../../../shared/instagram-posts";
import { api, call } from "../../../../lib/api-client";
import { postKeys } from "./post-keys";

/** PUT /api/admin/listing-posts/:id — stores the pair as edited. */
export async function savePosts(input: { id: string; posts: PostsSaveInput }): Promise<PostDto> {
  return call(api.api.admin["listing-posts"][":id"].$put({ param: { id: input.id }, json: input.posts }));
}

export function useSavePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePosts,
    onSuccess: (saved, input) => queryClient.setQueryData(postKeys.saved(input.id), saved),
  });
}
