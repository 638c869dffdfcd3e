/** Query keys of the account feature, from one factory (STYLE.md, habit 8). */
export const accountKeys = {
  all: ["me"] as const,
  profile: () => [...accountKeys.all, "profile"] as const,
  orders: () => [...accountKeys.all, "orders"] as const,
  order: (orderNumber: string) => [...accountKeys.orders(), orderNumber] as const,
};
