/** Query keys of the auth feature, from one factory (STYLE.md, habit 8). */
export const authKeys = {
  publicConfig: () => ["public-config"] as const,
  profile: () => ["me", "profile"] as const,
  session: () => ["session"] as const,
};

/** Keys of other features whose data depends on who is signed in (spec: storefront §4). */
export const sessionDependentKeys = [["cart"], ["favorites"]] as const;
