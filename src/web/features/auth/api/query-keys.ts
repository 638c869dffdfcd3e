/** Query keys of the auth feature, from one factory (STYLE.md, habit 8). */
export const authKeys = {
  publicConfig: () => ["public-config"] as const,
  /** The signed-in account's sessions (issue 28); "me", so sign-out drops them with the account's data. */
  sessions: () => ["me", "sessions"] as const,
};
