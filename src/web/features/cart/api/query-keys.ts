/** Keys of the cart's queries, from one factory (STYLE.md, habit 8). */
export const cartKeys = {
  all: ["cart"] as const,
  count: () => [...cartKeys.all, "count"] as const,
  detail: () => [...cartKeys.all, "detail"] as const,
};
