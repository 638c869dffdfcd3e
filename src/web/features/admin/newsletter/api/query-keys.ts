/** Query keys of the subscribers table, from one factory (STYLE.md, habit 8). */
export const subscriberKeys = {
  all: ["admin", "newsletter"] as const,
  page: (q: string) => [...subscriberKeys.all, "pages", q] as const,
};
