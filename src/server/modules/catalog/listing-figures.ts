import { asc, desc, sql } from "drizzle-orm";
import { catalogLimits } from "../../../shared/catalog";
import {
  type BrandCountDto,
  brandChartBars,
  type ListingFiguresDto,
  percentage,
} from "../../../shared/dashboard";
import type { Db } from "../../db/client";
import { listings } from "./catalog.schema";

/**
 * The dashboard's listings performance (issue 10): counts, views, the active listings' value, and
 * the most viewed, in two statements over the catalogue.
 */
export async function summarizeListings(db: Db): Promise<ListingFiguresDto> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${listings.isActive})`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${listings.isFeatured})`.mapWith(Number),
      views: sql<number>`coalesce(sum(${listings.viewsCount}), 0)`.mapWith(Number),
      totalValueCents:
        sql<number>`coalesce(sum(${listings.priceCents}) filter (where ${listings.isActive}), 0)`.mapWith(
          Number,
        ),
    })
    .from(listings);
  const top = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      priceCents: listings.priceCents,
      viewsCount: listings.viewsCount,
    })
    .from(listings)
    .orderBy(desc(listings.viewsCount), asc(listings.id))
    .limit(catalogLimits.dashboardTopListings);
  const { total = 0, active = 0, featured = 0, views = 0, totalValueCents = 0 } = row ?? {};
  return {
    total,
    active,
    featured,
    averageViews: total === 0 ? 0 : Math.round((views / total) * 10) / 10,
    totalValueCents,
    averagePriceCents: active === 0 ? 0 : Math.round(totalValueCents / active),
    activeRate: percentage(active, total),
    featuredRate: percentage(featured, total),
    top,
  };
}

/**
 * How many listings each brand has, most first: the first few brands by name and the rest summed
 * (with the listings that name no brand) as one `null` bar.
 */
export async function countListingsByBrand(db: Db): Promise<BrandCountDto[]> {
  const rows = await db
    .select({ brand: listings.brand, count: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .groupBy(listings.brand)
    .orderBy(desc(sql`count(*)`), asc(listings.brand));
  const named = rows.filter((row) => row.brand).slice(0, brandChartBars);
  const rest = rows.reduce((sum, row) => sum + row.count, 0) - named.reduce((sum, row) => sum + row.count, 0);
  return rest > 0 ? [...named, { brand: null, count: rest }] : named;
}

/**
 * When a listing last changed (views aside: counting them writes no timestamp), as an SQL
 * expression read from the index, for the dashboard cache's one-statement version.
 */
export const listingsVersion = sql<string>`(select max(${listings.updatedAt}) from ${listings})::text`;
