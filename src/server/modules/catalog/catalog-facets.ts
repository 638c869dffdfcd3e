import { and, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type Band,
  caseSizeBands,
  type FacetName,
  type FacetSelection,
  facetNames,
  priceRangeBounds,
  yearBands,
} from "../../../shared/catalog-api";
import { slugify } from "../../../shared/slug";
import { type Db, queryRows } from "../../db/client";
import { storeInventoryColumns, storeInventoryJoin } from "../inventory/inventory.service";
import { listings } from "./catalog.schema";
import { shopVersionExpr } from "./catalog-version";
import type { FacetCombo } from "./facet-counts";
import { brandKeyExpr, brandNameExpr, conditionKeyExpr } from "./listing-expressions";

function inBand(column: AnyPgColumn, band: Band): SQL {
  return and(
    band.min === undefined ? undefined : gte(column, band.min),
    band.max === undefined ? undefined : lt(column, band.max),
  ) as SQL;
}

/** The band's name of the column's value, null outside every band. */
function bandOf(column: AnyPgColumn, bands: Record<string, Band>): SQL {
  const cases = Object.entries(bands).map(([name, band]) => sql`when ${inBand(column, band)} then ${name}`);
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

const banded = {
  size: [listings.caseSizeMm, caseSizeBands],
  year: [listings.year, yearBands],
  price: [listings.priceCents, priceRangeBounds],
} as const satisfies Record<string, readonly [AnyPgColumn, Record<string, Band>]>;

/** Each facet's value of a listing, as the facet's option value (a brand: its lower-case name). */
export const facetValueExpr: Record<FacetName, SQL | AnyPgColumn> = {
  brand: brandKeyExpr,
  condition: conditionKeyExpr,
  papers: listings.boxPapers,
  size: bandOf(...banded.size),
  material: listings.caseMaterial,
  year: bandOf(...banded.year),
  price: bandOf(...banded.price),
};

/**
 * The lower-case brand names (the listing's, else its inventory item's make) of every listing, in
 * two index reads whose cost follows the number of brands, not of listings (issue 13: the list
 * scanned every listing, 46 ms over 100,000): a skip scan of listings_brand_idx, one step per
 * brand, and the makes of the few listings without a brand (listings_brandless_inventory_idx).
 */
export async function listBrandNames(db: Db): Promise<string[]> {
  const named = await queryRows<{ name: string }>(
    db,
    sql`with recursive names(name) as (
          (select lower(${listings.brand}) from ${listings}
           where lower(${listings.brand}) is not null order by lower(${listings.brand}) limit 1)
          union all
          select (select lower(${listings.brand}) from ${listings}
                  where lower(${listings.brand}) > names.name order by lower(${listings.brand}) limit 1)
          from names where names.name is not null
        )
        select name from names where name is not null and name <> ''`,
  );
  const made = await db
    .selectDistinct({ name: sql<string>`lower(${storeInventoryColumns.make})` })
    .from(listings)
    .innerJoin(...storeInventoryJoin(listings.inventoryId))
    .where(sql`coalesce(${listings.brand}, '') = ''`);
  return [...new Set([...named, ...made].map((row) => row.name))];
}

/** Listings whose brand (else their inventory make) is one of the lower-case `names`. */
export function brandNamed(names: readonly string[]): SQL {
  if (names.length === 0) return sql`false`;
  const [inventory, ofListing] = storeInventoryJoin(listings.inventoryId);
  return or(
    inArray(sql`lower(${listings.brand})`, [...names]),
    and(
      sql`nullif(${listings.brand}, '') is null`,
      sql`exists (select 1 from ${inventory} where ${ofListing} and ${inArray(sql`lower(${storeInventoryColumns.make})`, [...names])})`,
    ),
  ) as SQL;
}

const slugsOfNames = new WeakMap<readonly string[], string[]>();

/** The names whose slug is one of `slugs`; each list of names is slugified once, not per search. */
export function namesOfSlugs(names: readonly string[], slugs: readonly string[]): string[] {
  if (slugs.length === 0) return [];
  let nameSlugs = slugsOfNames.get(names);
  if (!nameSlugs) {
    nameSlugs = names.map(slugify);
    slugsOfNames.set(names, nameSlugs);
  }
  const of = nameSlugs;
  return names.filter((_, at) => slugs.includes(of[at] as string));
}

/**
 * One condition per facet with a choice: any of its values (OR); the facets together are ANDed by
 * the caller. `brandNames` are the lower-case names the chosen brand slugs stand for.
 */
export function facetConditions(
  selection: FacetSelection,
  brandNames: readonly string[],
): Partial<Record<FacetName, SQL>> {
  const conditions: Partial<Record<FacetName, SQL>> = {};
  if (selection.brand.length > 0) conditions.brand = brandNamed(brandNames);
  if (selection.condition.length > 0) conditions.condition = inArray(conditionKeyExpr, selection.condition);
  if (selection.papers.length > 0) conditions.papers = inArray(listings.boxPapers, selection.papers);
  if (selection.material.length > 0) conditions.material = inArray(listings.caseMaterial, selection.material);
  for (const facet of ["size", "year", "price"] as const) {
    const [column, bands] = banded[facet];
    const chosen = selection[facet] as (keyof typeof bands)[];
    if (chosen.length > 0)
      conditions[facet] = or(...chosen.map((name) => inBand(column, bands[name]))) as SQL;
  }
  return conditions;
}

type ComboRow = { [F in FacetName]: string | null } & {
  label: string | null;
  n: number | string;
  version: string;
};

/**
 * The listings matching `where` (for sale, search, category), grouped by every facet's value: one
 * hash aggregate over the matching rows, without a join. The facets' choices are applied to the
 * groups by `countFacets`, so one read serves every combination of facets over the same search.
 * The shop's version is read by the same statement, so it is the version of what was grouped
 * (null when nothing matched).
 */
export async function listFacetCombos(
  db: Db,
  where: readonly SQL[],
): Promise<{ combos: FacetCombo[]; version: string | null }> {
  const columns = facetNames.map((facet) => sql`${facetValueExpr[facet]} as ${sql.identifier(facet)}`);
  const rows = await db.transaction(async (tx) => {
    // The planner cannot know how few combinations there are (it expects one per listing), so with
    // the default 4 MB it sorts every matching row on disk: 3.9 s over 1,000,000 listings. With
    // room for the hash table it groups them in memory; only the real combinations take room.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows<ComboRow>(
      tx,
      sql`with shop as (select ${shopVersionExpr} as version)
        select ${sql.join(columns, sql`, `)}, max(${brandNameExpr}) as label, count(*) as n,
          min(shop.version) as version
        from ${listings}, shop where ${and(...where)}
        group by ${sql.join(
          facetNames.map((_, index) => sql.raw(String(index + 1))),
          sql`, `,
        )}`,
    );
  });
  return {
    combos: rows.map(({ label, n, version: _, ...values }) => ({ values, brandLabel: label, n: Number(n) })),
    version: rows[0]?.version ?? null,
  };
}
