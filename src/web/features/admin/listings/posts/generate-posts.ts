import { useMutation } from "@tanstack/react-query";
import type { PostDto } from "../../../../../shared/instagram-posts";
import { api, call } from "../../../../lib/api-client";

/** POST /api/admin/listing-posts/:id/generate — a fresh pair, by the AI provider or the templates (`source`). */
export async function generatePosts(id: string): Promise<PostDto> {
  return call(api.api.admin["listing-posts"][":id"].generate.$post({ param: { id } }));
}

export function useGeneratePosts() {
  return useMutation({ mutationFn: generatePosts });
}
