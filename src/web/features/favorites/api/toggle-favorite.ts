import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { favoriteKeys } from "./query-keys";

export interface FavoriteToggle {
  listingId: string;
  /** Whether the watch is a favourite now, before the toggle. */
  isFavorite: boolean;
}

/** POST /api/favorites or DELETE /api/favorites/:listingId, whichever toggles it (spec §4). */
async function toggleFavorite({ listingId, isFavorite }: FavoriteToggle): Promise<void> {
  if (isFavorite) {
    await call(api.api.favorites[":listingId"].$delete({ param: { listingId } }));
    return;
  }
  await call(api.api.favorites.$post({ json: { listingId } }));
}

/**
 * Toggles a favourite with an optimistic update: the heart changes at once and changes back
 * when the server refuses.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async ({ listingId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.ids() });
      const previous = queryClient.getQueryData<string[]>(favoriteKeys.ids());
      queryClient.setQueryData<string[]>(favoriteKeys.ids(), (ids = []) =>
        isFavorite ? ids.filter((id) => id !== listingId) : [...ids, listingId],
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(favoriteKeys.ids(), context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
