import { eq } from "drizzle-orm";
import { maxUserUploadBytes } from "../../shared/media";
import { accountsTable } from "../auth/users";
import type { Db } from "../db/client";
import { storeImage } from "../modules/media/media.service";
import type { Storage } from "../providers/storage/storage";
import { demoWatches } from "./catalog-data";
import { lookFromSpecifications, renderWatchPng } from "./watch-illustration";

/** The id of the demo account with `email`, just created by the seed. */
export async function demoAccountId(db: Db, email: string): Promise<string | undefined> {
  const [account] = await db
    .select({ id: accountsTable.id })
    .from(accountsTable)
    .where(eq(accountsTable.email, email))
    .limit(1);
  return account?.id;
}

/**
 * A photo of the demo watch with `reference`, uploaded by the demo account itself as a reseller
 * would, so their cards have pictures; `view` (4 and up) is one the shop's gallery does not show.
 * None when the shop does not sell that reference.
 */
export async function demoOwnPhoto(
  deps: { db: Db; storage: Storage },
  ownerUserId: string,
  reference: string,
  view: number,
): Promise<string | null> {
  const index = demoWatches.findIndex((watch) => watch.reference === reference);
  const watch = demoWatches[index];
  if (!watch) return null;
  const look = lookFromSpecifications(watch.brand, watch.specifications, watch.look);
  const bytes = await renderWatchPng(look, view, index + 101, 800);
  return (await storeImage(deps, { bytes, ownerUserId, isPrivate: true, maxBytes: maxUserUploadBytes })).id;
}
