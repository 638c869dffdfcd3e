import type { ListingQuery } from "../../../../shared/catalog-api";

/** Keys of the catalogue's queries, from one factory (STYLE.md, habit 8). */
export const listingKeys = {
  all: ["listings"] as const,
  lists: () => [...listingKeys.all, "list"] as const,
  list: (query: ListingQuery) => [...listingKeys.lists(), query] as const,
  featured: () => [...listingKeys.all, "featured"] as const,
  details: () => [...listingKeys.all, "detail"] as const,
  detail: (slug: string) => [...listingKeys.details(), slug] as const,
  related: (slug: string) => [...listingKeys.detail(slug), "related"] as const,
  market: (slug: string) => [...listingKeys.detail(slug), "market"] as const,
};

export const categoryKeys = {
  all: ["categories"] as const,
};

/**
 * Catalogue answers rendered on the server are fresh when the page hydrates; a minute without a
 * refetch keeps the browser from asking again (and a watch page from counting a second view).
 */
export const catalogStaleTime = 60_000;

/** The signed-in shopper's WhatsApp number, asked by the save-search dialog (issue 30). */
export const whatsAppNumberKeys = {
  all: ["whatsapp-number"] as const,
};
