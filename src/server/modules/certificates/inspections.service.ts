import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type AuthenticityDto,
  certificateMessages,
  type InspectionCheck,
  type InspectionDto,
  inspectionChecks,
  type inspectionInputSchema,
} from "../../../shared/certificates";
import { AppError } from "../../../shared/errors";
import { getAccountLabels } from "../../auth/users";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { getListingFacts } from "../catalog/listing-facts";
import { privateMediaIds, readPrivateImage } from "../media/private-media";
import { type StoredCheck, watchInspectionPhotos, watchInspections } from "./certificates.schema";
import { listListingCertificates } from "./certificates.service";

type InspectionInput = z.output<typeof inspectionInputSchema>;

/** The staff-only address of an inspection photo (never /media: the photo is private). */
export const inspectionPhotoUrl = (listingId: string, mediaId: string) =>
  `/api/admin/inspections/${listingId}/photos/${mediaId}`;

const unknownListing = () => new AppError("NOT_FOUND", certificateMessages.unknownListing);

async function requireListing(db: Db, listingId: string) {
  const listing = (await getListingFacts(db, [listingId])).get(listingId);
  if (!listing) throw unknownListing();
  return listing;
}

/**
 * The back office's authenticity panel of a listing: its inspection with who ticked each check and
 * when, its private photos, and the certificates issued when it sold.
 */
export async function getAuthenticity(
  db: Db,
  listingId: string,
  orderNumbers: (orderIds: string[]) => Promise<Map<string, string>>,
): Promise<AuthenticityDto> {
  await requireListing(db, listingId);
  const [inspection] = await db
    .select()
    .from(watchInspections)
    .where(eq(watchInspections.listingId, listingId));
  return {
    inspection: inspection ? await toInspectionDto(db, inspection) : null,
    certificates: await listListingCertificates(db, listingId, orderNumbers),
  };
}

async function toInspectionDto(
  db: Db,
  inspection: typeof watchInspections.$inferSelect,
): Promise<InspectionDto> {
  const photos = await db
    .select()
    .from(watchInspectionPhotos)
    .where(eq(watchInspectionPhotos.listingId, inspection.listingId))
    .orderBy(asc(watchInspectionPhotos.position));
  const names = await getAccountLabels(
    db,
    inspectionChecks.flatMap((check) => inspection.checks[check]?.checkedBy ?? []),
  );
  return {
    listingId: inspection.listingId,
    serial: inspection.serial,
    checks: Object.fromEntries(
      inspectionChecks.map((check) => {
        const stored = inspection.checks[check];
        return [
          check,
          {
            ...stored,
            checkedBy: stored.checkedBy ? (names.get(stored.checkedBy)?.name ?? null) : null,
          },
        ];
      }),
    ) as InspectionDto["checks"],
    photos: photos.map((photo) => ({
      mediaId: photo.mediaId,
      kind: photo.kind,
      url: inspectionPhotoUrl(inspection.listingId, photo.mediaId),
    })),
    updatedAt: inspection.updatedAt.toISOString(),
  };
}

const sameCheck = (a: StoredCheck | undefined, b: Omit<StoredCheck, "checkedBy" | "checkedAt">) =>
  a !== undefined &&
  a.passed === b.passed &&
  a.note === b.note &&
  (a.rateSecondsPerDay ?? null) === (b.rateSecondsPerDay ?? null);

/**
 * Saves a listing's inspection. A check whose result, note or rate changed is stamped with the
 * staff member and the moment; an unchanged one keeps who checked it first. Photos must be private
 * uploads (a public photo is refused as unknown, so nothing public is passed off as private).
 */
export async function saveInspection(
  db: Db,
  listingId: string,
  input: InspectionInput,
  actorUserId: string,
): Promise<InspectionDto> {
  await requireListing(db, listingId);
  const photoIds = input.photos.map((photo) => photo.mediaId);
  const privateIds = await privateMediaIds(db, photoIds);
  if (photoIds.some((id) => !privateIds.has(id)) || new Set(photoIds).size !== photoIds.length)
    throw new AppError("VALIDATION_ERROR", certificateMessages.unknownPhoto, [
      { path: "photos", message: certificateMessages.unknownPhoto },
    ]);
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(watchInspections)
      .where(eq(watchInspections.listingId, listingId))
      .for("update");
    const at = new Date().toISOString();
    const checks = Object.fromEntries(
      inspectionChecks.map((check): [InspectionCheck, StoredCheck] => {
        const given = input.checks[check];
        const result = {
          passed: given.passed,
          note: given.note,
          ...("rateSecondsPerDay" in given ? { rateSecondsPerDay: given.rateSecondsPerDay } : {}),
        };
        const previous = before?.checks[check];
        return [
          check,
          previous && sameCheck(previous, result)
            ? previous
            : { ...result, checkedBy: actorUserId, checkedAt: at },
        ];
      }),
    ) as Record<InspectionCheck, StoredCheck>;
    const [row] = await tx
      .insert(watchInspections)
      .values({ listingId, serial: input.serial, checks })
      .onConflictDoUpdate({
        target: watchInspections.listingId,
        set: { serial: input.serial, checks, updatedAt: new Date() },
      })
      .returning();
    await tx.delete(watchInspectionPhotos).where(eq(watchInspectionPhotos.listingId, listingId));
    if (input.photos.length > 0)
      await tx.insert(watchInspectionPhotos).values(
        input.photos.map((photo, position) => ({
          listingId,
          mediaId: photo.mediaId,
          kind: photo.kind,
          position,
        })),
      );
    return row as typeof watchInspections.$inferSelect;
  });
  return toInspectionDto(db, saved);
}

/** An inspection photo's bytes, when the photo belongs to that listing's inspection. */
export async function getInspectionPhoto(
  deps: { db: Db; storage: Storage },
  listingId: string,
  mediaId: string,
) {
  const [photo] = await deps.db
    .select({ mediaId: watchInspectionPhotos.mediaId })
    .from(watchInspectionPhotos)
    .where(and(eq(watchInspectionPhotos.listingId, listingId), eq(watchInspectionPhotos.mediaId, mediaId)));
  return photo ? readPrivateImage(deps, mediaId) : undefined;
}
