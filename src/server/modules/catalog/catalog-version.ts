import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { latestAuditId } from "../audit/audit-version";
import { storeInventoryVersion } from "../inventory/inventory-figures";
import { listingsVersion } from "./listing-figures";

/**
 * The shop's data version in one statement of three index lookups: the newest change to a listing
 * (a sale included) and to a store inventory item (a listing's brand may be its item's make), and
 * the newest audit entry (deletions, categories and settings). Any write on any instance moves it.
 */
export const shopVersionExpr = sql<string>`concat_ws('|', ${storeInventoryVersion}, ${listingsVersion}, ${latestAuditId})`;

export async function readShopVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(db, sql`select ${shopVersionExpr} as version`);
  return row?.version ?? "";
}
