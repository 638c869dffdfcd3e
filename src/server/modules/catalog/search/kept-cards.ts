import type { ListingCardDto } from "../../../../shared/catalog-api";
import type { ChangeFeed } from "../../../db/change-feed";
import type { JsonText } from "../../../http/json-text";
import type { KeptCards } from "../catalog.service";

/**
 * Cards kept at most: about 1.1 KB each, so 44 MB at most, and a smaller shop's whole collection
 * fits. Reading cards is most of what the embedded database does for a search: over 100,000
 * listings the long tail on PGlite went from 851 to 1,142 req/s with 40,000 kept rather than
 * 20,000 (issue 26, one pair of runs).
 */
const keptCards = 40_000;

/**
 * The collection's cards in memory (issue 26), so a search's page costs no read of the cards the
 * last pages showed: a card goes as soon as the change feed says its listing (or its store item)
 * changed, everything when a write was too big to name its listings or when the feed was lost,
 * and every card when the categories' names changed (a card shows its category's name).
 */
export function createKeptCards(changes: ChangeFeed): KeptCards & { clear(): void } {
  const cards = new Map<string, JsonText<ListingCardDto>>();
  let epoch: string | undefined;
  changes.onListings((changed) => {
    if (changed === "all") cards.clear();
    else for (const id of changed) cards.delete(id);
  });
  /** Cards are trusted only while the feed that would drop them is the one they were kept under. */
  const current = () => {
    const now = changes.epoch() ?? undefined;
    if (now !== epoch) {
      cards.clear();
      epoch = now;
    }
    return now !== undefined;
  };
  return {
    get: (id) => (current() ? cards.get(id) : undefined),
    set(id, card) {
      if (!current()) return;
      if (cards.size >= keptCards) cards.delete(cards.keys().next().value as string);
      cards.set(id, card);
    },
    clear: () => cards.clear(),
  };
}
