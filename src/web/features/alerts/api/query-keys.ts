/** Keys of the alerts' queries, from one factory (STYLE.md, habit 8); they belong to whoever is signed in. */
export const alertKeys = {
  all: ["alerts"] as const,
  searches: () => [...alertKeys.all, "searches"] as const,
  favorites: () => [...alertKeys.all, "favorites"] as const,
  whatsApp: () => [...alertKeys.all, "whatsapp"] as const,
};

/** A link from an alert e-mail: what it is about, read by its token (no account needed). */
export const alertLinkKeys = {
  all: ["alert-links"] as const,
  link: (kind: "confirm" | "unsubscribe", token: string) => [...alertLinkKeys.all, kind, token] as const,
};
