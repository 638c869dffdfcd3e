import type { AdminListingStatus } from "../../../../../shared/listing-schemas";

/** Query keys of the admin listings, from one factory (STYLE.md, habit 8). */
export const adminListingKeys = {
  all: ["admin", "listings"] as const,
  pages: () => [...adminListingKeys.all, "pages"] as const,
  page: (filters: { q: string; status: AdminListingStatus }) =>
    [...adminListingKeys.pages(), filters] as const,
  listing: (id: string) => [...adminListingKeys.all, "listing", id] as const,
};
