import type { PortfolioItemDto, PortfolioListing } from "../../../shared/portfolio-schemas";

/** spec §2 — a card shows at most 3 listings, then a count of the rest. */
export const maxCardListings = 3;

/** spec §2 — the note the analysis saved by default says nothing about the watch, so it is hidden. */
const defaultNote = "Added via AI watch analysis";

/** spec §2 — the reference "N/A" (the analysis' blank) is not shown. */
export const shownReference = (item: Pick<PortfolioItemDto, "reference">) =>
  item.reference && item.reference.trim().toUpperCase() !== "N/A" ? item.reference : null;

export const shownNotes = (item: Pick<PortfolioItemDto, "notes">) =>
  item.notes && item.notes.trim() !== defaultNote ? item.notes : null;

/** spec §2 — eBay listings are hidden; the first three of the rest are shown, with how many remain. */
export function shownListings(listings: PortfolioListing[]): { shown: PortfolioListing[]; more: number } {
  const visible = listings.filter((listing) => listing.platform.trim().toLowerCase() !== "ebay");
  return { shown: visible.slice(0, maxCardListings), more: Math.max(visible.length - maxCardListings, 0) };
}

/** spec §2 Analysis section — listing titles are cut to 30 characters. */
export const shortTitle = (title: string) => (title.length > 30 ? `${title.slice(0, 30)}…` : title);
