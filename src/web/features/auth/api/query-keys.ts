/** Query keys of the auth feature, from one factory (STYLE.md, habit 8). */
export const authKeys = {
  publicConfig: () => ["public-config"] as const,
};
