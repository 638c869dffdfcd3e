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
import { brandExpr, conditionKeyExpr } from "./listing-expressions";

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
  brand: sql`lower(${brandExpr})`,
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
  return or(
    inArray(sql`lower(${listings.brand})`, [...names]),
    and(
      sql`nullif(${listings.brand}, '') is null`,
      inArray(sql`lower(${storeInventoryColumns.make})`, [...names]),
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

type SummaryRow = Record<`f_${FacetName}`, string | null> & {
  grouped: number | string;
  brand_label: string | null;
  n: number | string;
};

/**
 * The filtered total and every facet's counts in one statement (issue 13). A facet's counts are
 * over the listings that match every other facet (the usual faceting rule, so choosing a second
 * brand never empties the brand list): one pass over the listings that match the search and
 * category, grouped once per facet with GROUPING SETS, each group counting with the FILTER of the
 * other facets' conditions; the empty grouping set gives the total with every facet applied.
 */
export async function summarizeListings(
  db: Db,
  where: readonly SQL[],
  selection: FacetSelection,
  chosen: Partial<Record<FacetName, SQL>>,
): Promise<{ total: number; facets: ListingFacetsDto }> {
  const chosenFacets = facetNames.filter((facet) => chosen[facet] !== undefined);
  const columns = facetNames.map((facet) => sql`${facetValueExpr[facet]} as ${sql.identifier(`f_${facet}`)}`);
  const matches = chosenFacets.map((facet) => sql`(${chosen[facet]}) as ${sql.identifier(`m_${facet}`)}`);
  const countOf = (except?: FacetName) => {
    const others = chosenFacets.filter((facet) => facet !== except);
    if (others.length === 0) return sql`count(*)`;
    return sql`count(*) filter (where ${sql.join(
      others.map((facet) => sql.identifier(`m_${facet}`)),
      sql` and `,
    )})`;
  };
  const groupColumns = facetNames.map((facet) => sql.identifier(`f_${facet}`));
  // grouping() sets one bit per facet left out of the row's group, the first facet the highest.
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select grouping(${sql.join(groupColumns, sql`, `)}) as grouped,
          ${sql.join(groupColumns, sql`, `)},
          max(f.brand_label) as brand_label,
          case grouping(${sql.join(groupColumns, sql`, `)})
            ${sql.join(
              facetNames.map(
                (facet, index) =>
                  sql`when ${sql.raw(String(((1 << facetNames.length) - 1) ^ (1 << (facetNames.length - 1 - index))))} then ${countOf(facet)}`,
              ),
              sql` `,
            )}
            else ${countOf()} end as n
        from (
          select ${sql.join([...columns, sql`${brandExpr} as brand_label`, ...matches], sql`, `)}
          from ${listings}
          left join ${storeInventoryJoin(listings.inventoryId)[0]} on ${storeInventoryJoin(listings.inventoryId)[1]}
          where ${and(...where)}
        ) f
        group by grouping sets (${sql.join(
          groupColumns.map((column) => sql`(${column})`),
          sql`, `,
        )}, ())`,
  );
  const all = (1 << facetNames.length) - 1;
  const facets = Object.fromEntries(facetNames.map((facet) => [facet, []])) as unknown as Record<
    FacetName,
    { value: string; count: number; label?: string }[]
  >;
  let total = 0;
  for (const row of rows) {
    const grouped = Number(row.grouped);
    const count = Number(row.n);
    if (grouped === all) {
      total = count;
      continue;
    }
    const facet = facetNames.find((_, index) => grouped === (all ^ (1 << (facetNames.length - 1 - index))));
    const value = facet && row[`f_${facet}`];
    if (!facet || !value) continue;
    if (facet === "brand") {
      const slug = slugify(value);
      const known = facets.brand.find((entry) => entry.value === slug);
      if (known) known.count += count;
      else if (slug) facets.brand.push({ value: slug, label: row.brand_label ?? value, count });
    } else facets[facet].push({ value, count });
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
