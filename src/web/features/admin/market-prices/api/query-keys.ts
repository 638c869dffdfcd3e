/** Query keys of the recorded prices list, from one factory (STYLE.md, habit 8). */
export const marketPriceKeys = {
  all: ["admin", "market-prices"] as const,
  page: (filters: { q: string }) => [...marketPriceKeys.all, "pages", filters] as const,
};
