import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/session";
import { favoriteKeys } from "./query-keys";

/** GET /api/favorites/ids — the signed-in shopper's favourite listing ids. */
export const favoriteIdsQueryOptions = queryOptions({
  queryKey: favoriteKeys.ids(),
  queryFn: async ({ signal }) => (await call(api.api.favorites.ids.$get({}, { init: { signal } }))).ids,
});

/**
 * The favourite ids of whoever is signed in; a guest has none (favourites need an account,
 * spec: storefront §5), so no call is made for guests and a previous user's ids are never shown.
 */
export function useFavoriteIds(): ReadonlySet<string> {
  const { session } = useSession();
  const { data } = useQuery({ ...favoriteIdsQueryOptions, enabled: session !== null });
  return new Set(session ? data : []);
}
