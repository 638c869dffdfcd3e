/** Query keys of the reference catalogue table, from one factory (STYLE.md, habit 8). */
export const catalogueKeys = {
  all: ["admin", "catalogue"] as const,
  page: (filters: { q: string; brand: string }) => [...catalogueKeys.all, "pages", filters] as const,
};
