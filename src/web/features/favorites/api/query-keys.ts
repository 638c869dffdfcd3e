/** Keys of the favourites' queries, from one factory (STYLE.md, habit 8). */
export const favoriteKeys = {
  all: ["favorites"] as const,
  ids: () => [...favoriteKeys.all, "ids"] as const,
  list: () => [...favoriteKeys.all, "list"] as const,
};
