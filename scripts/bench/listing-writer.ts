import { conditions } from "../../src/shared/catalog";
import { type PriceBand, priceBands, priceRangeBounds } from "../../src/shared/catalog-api";
import type { AdminListingDto } from "../../src/shared/listing-schemas";
import {
  type ListingFormValues,
  listingPayload,
  listingValues,
} from "../../src/web/features/admin/listings/listing-form-values";
import { brands } from "./catalog-fixture";
import { chance, pickOne, pickWeighted, randomInt } from "./random";

/** What the writer did: edits saved, and the answers of those that were not, by status. */
export interface WriterFigures {
  saved: number;
  failed: number;
  statuses: Record<string, number>;
}

const modelsOf = new Map(brands.map(([brand, models]) => [brand, models]));
const bandOf = (cents: number) =>
  priceBands.find((band) => {
    const { min, max } = priceRangeBounds[band];
    return cents >= min && (max === undefined || cents < max);
  });

/** Whole dollars inside a band; the open top band reaches $125,000, as the fixture's prices do. */
function priceIn(band: PriceBand): string {
  const { min, max = 12_500_000 } = priceRangeBounds[band];
  return String(randomInt(min / 100, max / 100));
}

/**
 * The edits staff make, each changing what a search finds or a facet counts: the price into
 * another band, the model (a word of the title), the condition, and now and then the watch
 * withdrawn or put back, or out of stock and back.
 */
const edits = {
  price: (form: ListingFormValues, listing: AdminListingDto) => {
    form.price = priceIn(pickOne(priceBands.filter((band) => band !== bandOf(listing.priceCents))));
  },
  model: (form: ListingFormValues) => {
    const models = modelsOf.get(form.brand) ?? [];
    form.model = pickOne(models.filter((model) => model !== form.model));
  },
  condition: (form: ListingFormValues) => {
    form.specifications.condition = pickOne(
      conditions.filter((condition) => condition !== form.specifications.condition),
    );
  },
  availability: (form: ListingFormValues) => {
    if (chance(0.5)) form.isActive = !form.isActive;
    else form.stock = form.stock === "0" ? "1" : "0";
  },
};
const editShares = { price: 3, model: 3, condition: 3, availability: 1 } as const;

/**
 * Issue 26, "a run with one listing written per second": a random listing of `ids` opened and
 * saved through the back office's API once a second, as the edit dialog does (GET, then PUT of
 * the whole form), until `stop` is called; `stop` waits for the edits in flight.
 */
export function startListingWriter(options: {
  base: string;
  origin: string;
  cookie: string;
  ids: readonly string[];
}): { stop: () => Promise<WriterFigures> } {
  const figures: WriterFigures = { saved: 0, failed: 0, statuses: {} };
  const headers = { cookie: options.cookie, origin: options.origin, "content-type": "application/json" };
  const failed = (status: string) => {
    figures.failed++;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  };
  const edit = async () => {
    const url = `${options.base}/api/admin/listings/${pickOne(options.ids)}`;
    const read = await fetch(url, { headers });
    if (!read.ok) {
      await read.arrayBuffer();
      return failed(String(read.status));
    }
    const listing = (await read.json()) as AdminListingDto;
    const form = listingValues(listing);
    edits[pickWeighted(editShares)](form, listing);
    const saved = await fetch(url, { method: "PUT", headers, body: JSON.stringify(listingPayload(form)) });
    await saved.arrayBuffer();
    if (saved.ok) figures.saved++;
    else failed(String(saved.status));
  };
  // On the clock, an edit a second even while the one before is still saving: staff do not wait
  // for each other, and a slow save must not make the load lighter than the issue's.
  const inFlight = new Set<Promise<void>>();
  const startEdit = () => {
    const editing = edit().catch(() => failed("no answer"));
    inFlight.add(editing);
    void editing.then(() => inFlight.delete(editing));
  };
  startEdit();
  const timer = setInterval(startEdit, 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return figures;
    },
  };
}
