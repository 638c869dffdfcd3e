import { z } from "zod";
import { text } from "./text";

/**
 * Issue 31: the authenticity record of a watch. Staff tick each check of the inspection (with an
 * optional note, and the movement's rate); the certificate issued when the watch sells carries the
 * results, signed by the shop (decision 028).
 */
export const inspectionChecks = [
  "serialReference",
  "movement",
  "waterResistance",
  "boxPapers",
  "serviceHistory",
] as const;
export type InspectionCheck = (typeof inspectionChecks)[number];

/** The photos kept private to staff: the serial's engraving and the movement. */
export const inspectionPhotoKinds = ["serial", "movement"] as const;
export type InspectionPhotoKind = (typeof inspectionPhotoKinds)[number];

export const inspectionLimits = {
  serial: 40,
  note: 500,
  photos: 8,
  /** A rate beyond a minute a day is no timing a shop would certify. */
  rateSecondsPerDay: 60,
  revokeReason: 500,
} as const;

export const certificateMessages = {
  serialRequired: "Enter the serial number",
  rateOutOfRange: "Enter a rate between -60 and +60 s/day",
  reasonRequired: "Say why the certificate is revoked",
  unknownListing: "Unknown listing",
  unknownCertificate: "Unknown certificate",
  unknownPhoto: "Unknown photo",
} as const;

const note = text(inspectionLimits.note).trim().optional().default("");

const checkInputSchema = z.object({ passed: z.boolean(), note });

export const inspectionInputSchema = z.object({
  serial: text(inspectionLimits.serial)
    .trim()
    .min(1, certificateMessages.serialRequired)
    .regex(/^[\p{L}\p{N} ./-]+$/u, certificateMessages.serialRequired),
  checks: z.object({
    serialReference: checkInputSchema,
    movement: checkInputSchema.extend({
      /** Seconds gained (+) or lost (-) a day, to a tenth; null when the movement was not timed. */
      rateSecondsPerDay: z
        .number()
        .min(-inspectionLimits.rateSecondsPerDay, certificateMessages.rateOutOfRange)
        .max(inspectionLimits.rateSecondsPerDay, certificateMessages.rateOutOfRange)
        .transform((rate) => Math.round(rate * 10) / 10)
        .nullable(),
    }),
    waterResistance: checkInputSchema,
    boxPapers: checkInputSchema,
    serviceHistory: checkInputSchema,
  }),
  photos: z
    .array(
      z.object({
        mediaId: z.uuid(certificateMessages.unknownPhoto),
        kind: z.enum(inspectionPhotoKinds),
      }),
    )
    .max(inspectionLimits.photos)
    .default([]),
});
export type InspectionInput = z.input<typeof inspectionInputSchema>;

export const inspectionListingParamSchema = z.object({
  listingId: z.uuid(certificateMessages.unknownListing),
});

export const inspectionPhotoParamSchema = inspectionListingParamSchema.extend({
  mediaId: z.uuid(certificateMessages.unknownPhoto),
});

/**
 * A certificate's code: 12 characters of Crockford's base32 (60 random bits, no I, L, O or U to
 * misread), upper case. Typed from paper in lower case or with hyphens, it still reads.
 */
export const certificateCodeLength = 12;
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const codePattern = new RegExp(`^[${crockford}]{${certificateCodeLength}}$`);

export function normalizeCertificateCode(raw: string): string | undefined {
  if (raw.length > 40) return undefined;
  const code = raw.toUpperCase().replaceAll("-", "").replaceAll("O", "0").replace(/[IL]/g, "1");
  return codePattern.test(code) ? code : undefined;
}

/** The code of 60 random bits (12 × 5), given as 8 random bytes. */
export function certificateCodeOf(random: Uint8Array): string {
  let bits = 0n;
  for (const byte of random.slice(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < certificateCodeLength; i++) code += crockford[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

export const certificateCodeParamSchema = z.object({
  code: z
    .string()
    .max(40)
    .transform((raw, context) => {
      const code = normalizeCertificateCode(raw);
      if (!code) {
        context.addIssue({ code: "custom", message: certificateMessages.unknownCertificate });
        return z.NEVER;
      }
      return code;
    }),
});

export const revokeCertificateSchema = z.object({
  reason: text(inspectionLimits.revokeReason).trim().min(1, certificateMessages.reasonRequired),
});

/** A serial as a certificate shows it: its last four characters, the rest hidden. */
export function maskSerial(serial: string): string {
  const compact = serial.replace(/\s+/g, "");
  return `••••${compact.slice(-4)}`;
}

/** A check's result as the certificate states it. */
export interface CertifiedCheck {
  passed: boolean;
  /** The movement's rate, seconds a day (+ gains, - loses). */
  rateSecondsPerDay?: number | null;
}

/**
 * Everything the shop certifies, exactly as signed: the certificate's payload is this object's
 * JSON text, stored byte for byte beside its signature (decision 028). Version 1.
 */
export interface CertifiedFacts {
  v: 1;
  code: string;
  /** The public key's id (the first 16 characters of its SHA-256, base64url) that signed it. */
  key: string;
  shop: string;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  /** Masked: the last four characters only. */
  serial: string;
  year: number | null;
  inspectedAt: string;
  checks: Record<InspectionCheck, CertifiedCheck>;
  /** The day the watch was paid for (YYYY-MM-DD, Kuwait time) and when the certificate was signed. */
  orderDate: string;
  issuedAt: string;
}

/** What /verify/<code> answers: the facts only when their signature holds. */
export type CertificateVerification =
  | { state: "valid"; facts: CertifiedFacts }
  | { state: "revoked"; facts: CertifiedFacts; revokedAt: string; reason: string }
  | { state: "unverifiable" }
  | { state: "unknown" };

/** A certificate of one of the shopper's orders, as their order page and e-mail link to it. */
export interface OrderCertificateDto {
  code: string;
  title: string;
  verifyPath: string;
  pdfPath: string;
  revoked: boolean;
}

export const certificatePaths = {
  verify: (code: string) => `/verify/${code}`,
  pdf: (code: string) => `/certificates/${code}.pdf`,
  publicKey: "/.well-known/mizan-certificate-key",
} as const;

/** One check of a watch's inspection as staff see it: who ticked it and when. */
export interface InspectionCheckDto {
  passed: boolean;
  note: string;
  rateSecondsPerDay?: number | null;
  checkedBy: string | null;
  checkedAt: string | null;
}

export interface InspectionPhotoDto {
  mediaId: string;
  kind: InspectionPhotoKind;
  /** The staff-only route that serves it (never /media: it is private). */
  url: string;
}

export interface IssuedCertificateDto {
  code: string;
  orderNumber: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

export interface InspectionDto {
  listingId: string;
  serial: string;
  checks: Record<InspectionCheck, InspectionCheckDto>;
  photos: InspectionPhotoDto[];
  updatedAt: string;
}

/** The back office's authenticity panel of one listing: its inspection (if any) and certificates. */
export interface AuthenticityDto {
  inspection: InspectionDto | null;
  certificates: IssuedCertificateDto[];
}
