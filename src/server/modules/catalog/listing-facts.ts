import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listings } from "./catalog.schema";

/** What a certificate states of the watch a listing sells (issue 31), as the listing names it. */
export interface ListingFacts {
  id: string;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  year: number | null;
}

export async function getListingFacts(db: Db, ids: readonly string[]): Promise<Map<string, ListingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      brand: listings.brand,
      model: listings.model,
      reference: listings.reference,
      year: listings.year,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
