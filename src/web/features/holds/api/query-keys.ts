/** Keys of the holds' queries, from one factory (STYLE.md, habit 8). */
export const holdKeys = {
  all: ["holds"] as const,
  terms: (listingId: string) => [...holdKeys.all, "terms", listingId] as const,
  providers: () => [...holdKeys.all, "providers"] as const,
  details: () => [...holdKeys.all, "detail"] as const,
  detail: (token: string) => [...holdKeys.details(), token] as const,
};
