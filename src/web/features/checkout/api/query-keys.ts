/** Query keys of the checkout feature, from one factory (STYLE.md, habit 8). */
export const checkoutKeys = {
  all: ["checkout"] as const,
  options: () => [...checkoutKeys.all, "options"] as const,
  sessions: () => [...checkoutKeys.all, "session"] as const,
  session: (sessionId: string) => [...checkoutKeys.sessions(), sessionId] as const,
};
