import { eq } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import {
  type PostDto,
  type PostListing,
  type PostsSave,
  postPrices,
  templatePosts,
} from "../../../shared/instagram-posts";
import { listingMessages } from "../../../shared/listing-schemas";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import type { Logger } from "../../logger";
import { type AiProvider, AiProviderError } from "../../providers/ai/ai";
import { recordAudit } from "../audit/audit.service";
import { type AdminActor, getAdminListing } from "../catalog/admin-listings.service";
import { getExchangeRates } from "../settings/settings.service";
import { socialPosts } from "./posts.schema";

type PostRow = typeof socialPosts.$inferSelect;

function toPostDto(row: PostRow): PostDto {
  return {
    arabicPost: row.arabicPost,
    englishPost: row.englishPost,
    source: row.source === "ai" ? "ai" : "template",
    savedAt: row.updatedAt.toISOString(),
  };
}

async function findPosts(db: Db, listingId: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.listingId, listingId)).limit(1);
  return row;
}

/** The listing's saved pair, or null when none was saved yet; NOT_FOUND for an unknown listing. */
export async function getSavedPosts(db: Db, listingId: string): Promise<PostDto | null> {
  const row = await findPosts(db, listingId);
  if (row) return toPostDto(row);
  await getAdminListing(db, listingId);
  return null;
}

/**
 * spec: storefront §8 generate-instagram-post — a fresh pair from the AI provider when there is
 * one and it answers, else the built-in templates, and which of the two (`source`) for the toast.
 */
export async function generatePosts(
  deps: { db: Db; ai: AiProvider | undefined; log: Logger },
  listingId: string,
): Promise<PostDto> {
  const listing = await getAdminListing(deps.db, listingId);
  const rates = await getExchangeRates(deps.db);
  const fields: PostListing = {
    title: listing.title,
    brand: listing.brand,
    model: listing.model,
    reference: listing.reference,
    year: listing.year,
    priceCents: listing.priceCents,
    specifications: listing.specifications,
  };
  if (deps.ai) {
    try {
      const prices = postPrices(listing.priceCents, rates);
      const posts = await deps.ai.generateInstagramPosts({ ...fields, prices });
      return { ...posts, source: "ai", savedAt: null };
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      deps.log.warn(
        { listingId, reason: error.reason, status: error.status, error: error.message },
        "AI Instagram posts failed, the built-in templates are used",
      );
    }
  }
  return { ...templatePosts(fields, rates), source: "template", savedAt: null };
}

/** Stores the listing's one pair (replacing the last), audited in the same transaction. */
export async function savePosts(
  db: Db,
  actor: AdminActor,
  listingId: string,
  input: PostsSave,
): Promise<PostDto> {
  try {
    return await db.transaction(async (tx) => {
      const listing = await getAdminListing(tx, listingId);
      const before = await findPosts(tx, listingId);
      const [row] = await tx
        .insert(socialPosts)
        .values({ listingId, ...input, createdBy: actor.userId })
        .onConflictDoUpdate({ target: socialPosts.listingId, set: { ...input, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error("social post not stored");
      const after = toPostDto(row);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "listing.posts.save",
        entityType: "listing",
        entityId: listingId,
        label: listing.title,
        before: before ? toPostDto(before) : null,
        after,
        ip: actor.ip,
      });
      return after;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("NOT_FOUND", listingMessages.notFound);
    throw error;
  }
}
