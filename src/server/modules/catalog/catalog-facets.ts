import { and, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type Band,
  caseSizeBands,
  type FacetName,
  type FacetSelection,
  facetNames,
  facetOptions,
  type ListingFacetsDto,
  priceRangeBounds,
  yearBands,
} from "../../../shared/catalog-api";
import { slugify } from "../../../shared/slug";
import { type Db, queryRows } from "../../db/client";
import { storeInventoryColumns, storeInventoryJoin } from "../inventory/inventory.service";
import { listings } from "./catalog.schema";
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
const facetValueExpr: Record<FacetName, SQL | AnyPgColumn> = {
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

/** The names among `names` whose slug is one of `slugs`. */
export const namesOfSlugs = (names: readonly string[], slugs: readonly string[]) =>
  names.filter((name) => slugs.includes(slugify(name)));

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

type SummaryRow = {
  facet: FacetName | "total";
  value: string | null;
  label: string | null;
  n: number | string;
};

/**
 * The filtered total and every facet's counts in one statement (issue 13). A facet's counts are
 * over the listings that match every other facet (the usual faceting rule, so ticking a second
 * brand never empties the brand list). The listings that match the search and category are read
 * once, without a join, into a materialised CTE holding each facet's value; each facet is then one
 * GROUP BY over it, filtered by the other facets' choices, and the total one count with all of
 * them. `brandNames` are the lower-case names the chosen brand slugs stand for.
 */
export async function summarizeListings(
  db: Db,
  where: readonly SQL[],
  selection: FacetSelection,
  brandNames: readonly string[],
): Promise<{ total: number; facets: ListingFacetsDto }> {
  const column = (facet: FacetName) => sql.identifier(`f_${facet}`);
  const chosen = (facet: FacetName): readonly string[] => (facet === "brand" ? brandNames : selection[facet]);
  const matching = (except?: FacetName) => {
    const conditions = facetNames
      .filter((facet) => facet !== except && selection[facet].length > 0)
      .map((facet) => {
        const values = chosen(facet);
        return values.length === 0 ? sql`false` : sql`${column(facet)} in ${values}`;
      });
    return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  };
  const columns = facetNames.map((facet) => sql`${facetValueExpr[facet]} as ${column(facet)}`);
  const perFacet = facetNames.map(
    (facet) =>
      sql`select ${facet}::text, ${column(facet)}, ${facet === "brand" ? sql`max(f.brand_label)` : sql`null`}, count(*)
          from f ${matching(facet)} group by ${column(facet)}`,
  );
  const rows = await queryRows<SummaryRow>(
    db,
    sql`with f as materialized (
          select ${sql.join(columns, sql`, `)},
            ${brandNameExpr} as brand_label
          from ${listings} where ${and(...where)}
        )
        select 'total'::text as facet, null::text as value, null::text as label, count(*) as n from f ${matching()}
        ${sql.join(
          perFacet.map((part) => sql`union all ${part}`),
          sql` `,
        )}`,
  );
  const facets = Object.fromEntries(facetNames.map((facet) => [facet, []])) as unknown as Record<
    FacetName,
    { value: string; count: number; label?: string }[]
  >;
  let total = 0;
  for (const row of rows) {
    const count = Number(row.n);
    if (row.facet === "total") total = count;
    else if (row.value && row.facet === "brand") {
      const slug = slugify(row.value);
      const known = facets.brand.find((entry) => entry.value === slug);
      if (known) known.count += count;
      else if (slug) facets.brand.push({ value: slug, label: row.label ?? row.value, count });
    } else if (row.value) facets[row.facet].push({ value: row.value, count });
  }
  return { total, facets: orderFacets(facets, selection) };
}

/**
 * Values that would show listings, and every chosen one (at 0 when nothing has it, so it can be
 * unticked); brands by count then name, the other facets in their options' order.
 */
function orderFacets(
  found: Record<FacetName, { value: string; count: number; label?: string }[]>,
  selection: FacetSelection,
): ListingFacetsDto {
  const result = {} as Record<FacetName, { value: string; count: number; label?: string }[]>;
  for (const facet of facetNames) {
    const chosen = selection[facet] as string[];
    const entries = found[facet].filter((entry) => entry.count > 0 || chosen.includes(entry.value));
    for (const value of chosen)
      if (!entries.some((entry) => entry.value === value))
        entries.push(facet === "brand" ? { value, label: value, count: 0 } : { value, count: 0 });
    if (facet === "brand")
      entries.sort((a, b) => b.count - a.count || (a.label ?? "").localeCompare(b.label ?? ""));
    else {
      const order = facetOptions[facet] as readonly string[];
      entries.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
      // Values outside the options (a free-text condition) are not facets.
      result[facet] = entries.filter((entry) => order.includes(entry.value));
      continue;
    }
    result[facet] = entries;
  }
  return result as unknown as ListingFacetsDto;
}
