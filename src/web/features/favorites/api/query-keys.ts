/** Keys of the favourites' queries; sign-in and sign-out invalidate everything under ["favorites"]. */
export const favoriteKeys = {
  all: ["favorites"] as const,
  ids: () => [...favoriteKeys.all, "ids"] as const,
  list: () => [...favoriteKeys.all, "list"] as const,
};
