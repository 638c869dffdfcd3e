import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  type CertificateVerification,
  type CertifiedCheck,
  type CertifiedFacts,
  certificateCodeOf,
  certificatePaths,
  type InspectionCheck,
  type IssuedCertificateDto,
  inspectionChecks,
  maskSerial,
  type OrderCertificateDto,
} from "../../../shared/certificates";
import { AppError } from "../../../shared/errors";
import enWords from "../../../shared/locales/en/certificates.json";
import { shopDay } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { getListingFacts } from "../catalog/listing-facts";
import type { CertificateKey } from "./certificate-key";
import { certificates, watchInspections } from "./certificates.schema";

/** What a paid order tells the certificates: which watches sold, when. */
export interface Sale {
  orderId: string;
  paidAt: Date;
  listingIds: readonly string[];
}

/**
 * Issues a certificate for each watch of a paid order that staff inspected: its facts signed with
 * the shop's key, under a new random code. Called inside the transaction that marks the order paid,
 * so a payment applied once issues once; the unique (order, listing) pair keeps a second one out
 * even if two writers got here. A watch sold without an inspection gets none: the shop certifies
 * only what it checked.
 */
export async function issueCertificates(tx: Db, key: CertificateKey, sale: Sale): Promise<void> {
  if (sale.listingIds.length === 0) return;
  const inspections = await tx
    .select()
    .from(watchInspections)
    .where(inArray(watchInspections.listingId, [...sale.listingIds]));
  if (inspections.length === 0) return;
  const listings = await getListingFacts(
    tx,
    inspections.map((inspection) => inspection.listingId),
  );
  const issuedAt = new Date();
  for (const inspection of inspections) {
    const listing = listings.get(inspection.listingId);
    if (!listing) continue;
    const code = certificateCodeOf(randomBytes(8));
    const facts: CertifiedFacts = {
      v: 1,
      code,
      key: key.id,
      shop: enWords.shopName,
      title: listing.title,
      brand: listing.brand,
      model: listing.model,
      reference: listing.reference,
      serial: maskSerial(inspection.serial),
      year: listing.year,
      inspectedAt: inspection.updatedAt.toISOString(),
      checks: Object.fromEntries(
        inspectionChecks.map((check): [InspectionCheck, CertifiedCheck] => {
          const stored = inspection.checks[check];
          return [
            check,
            check === "movement"
              ? { passed: stored.passed, rateSecondsPerDay: stored.rateSecondsPerDay ?? null }
              : { passed: stored.passed },
          ];
        }),
      ) as Record<InspectionCheck, CertifiedCheck>,
      orderDate: shopDay(sale.paidAt),
      issuedAt: issuedAt.toISOString(),
    };
    const payload = JSON.stringify(facts);
    await tx
      .insert(certificates)
      .values({
        code,
        orderId: sale.orderId,
        listingId: listing.id,
        payload,
        signature: key.sign(payload),
        issuedAt,
      })
      .onConflictDoNothing({ target: [certificates.orderId, certificates.listingId] });
  }
}

/** The facts a stored payload states, when it is a certificate of version 1 for this code. */
function readFacts(payload: string, code: string): CertifiedFacts | undefined {
  try {
    const facts = JSON.parse(payload) as CertifiedFacts;
    return facts?.v === 1 && facts.code === code ? facts : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the shop certified under `code`, checked against its public key now: a changed byte in the
 * payload or the signature, or a payload moved to another code, cannot be verified, and then no
 * fact is shown. Revocation is the shop's later word, kept beside the signed facts.
 */
export async function verifyCertificate(
  db: Db,
  key: Pick<CertificateKey, "verify">,
  code: string,
): Promise<CertificateVerification> {
  const [row] = await db
    .select({
      payload: certificates.payload,
      signature: certificates.signature,
      revokedAt: certificates.revokedAt,
      revokedReason: certificates.revokedReason,
    })
    .from(certificates)
    .where(eq(certificates.code, code));
  if (!row) return { state: "unknown" };
  const facts = key.verify(row.payload, row.signature) ? readFacts(row.payload, code) : undefined;
  if (!facts) return { state: "unverifiable" };
  if (row.revokedAt && row.revokedReason !== null)
    return { state: "revoked", facts, revokedAt: row.revokedAt.toISOString(), reason: row.revokedReason };
  return { state: "valid", facts };
}

/** The certificates of an order, for its page and its confirmation mail. */
export async function listOrderCertificates(db: Db, orderId: string): Promise<OrderCertificateDto[]> {
  const rows = await db
    .select({ code: certificates.code, payload: certificates.payload, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.orderId, orderId))
    .orderBy(certificates.issuedAt, certificates.code);
  return rows.map((row) => ({
    code: row.code,
    title: readFacts(row.payload, row.code)?.title ?? row.code,
    verifyPath: certificatePaths.verify(row.code),
    pdfPath: certificatePaths.pdf(row.code),
    revoked: row.revokedAt !== null,
  }));
}

/** The certificates issued for a listing's watch, newest first, for the back office. */
export async function listListingCertificates(
  db: Db,
  listingId: string,
  orderNumbers: (orderIds: string[]) => Promise<Map<string, string>>,
): Promise<IssuedCertificateDto[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.listingId, listingId))
    .orderBy(desc(certificates.issuedAt));
  const numbers = await orderNumbers(rows.map((row) => row.orderId));
  return rows.map((row) => ({
    code: row.code,
    orderNumber: numbers.get(row.orderId) ?? "",
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  }));
}

/**
 * Revokes a certificate with the staff's reason, once (a second revocation is 409), recorded in the
 * audit log in the same transaction. The signed facts stay as they were: /verify says both.
 */
export async function revokeCertificate(
  db: Db,
  code: string,
  reason: string,
  actor: { userId: string; ip?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.code, code));
    if (!existing) throw new AppError("NOT_FOUND", "We could not find this certificate");
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: actor.userId })
      .where(and(eq(certificates.id, existing.id), isNull(certificates.revokedAt)))
      .returning();
    if (!revoked) throw new AppError("CONFLICT", "This certificate is already revoked");
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "certificate.revoke",
      entityType: "certificate",
      entityId: revoked.id,
      label: code,
      before: { revokedReason: null },
      after: { revokedReason: reason },
      ip: actor.ip,
    });
  });
}
