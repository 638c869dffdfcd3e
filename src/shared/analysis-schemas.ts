import { z } from "zod";
import type { MarketPriceDto } from "./market-schemas";
import type { MediaDto } from "./media";
import type { ReferenceWatchDto } from "./reference-catalogue-schemas";
import { text } from "./text";

/**
 * spec: reseller-tools §5 and §8 — the analysis's messages, word for word where the spec has them;
 * the rest are ours (the spec's analysis failed silently).
 */
export const analysisMessages = {
  brandModelRequired: "Brand and model are required",
  noAnalysisData: "Please analyze a watch first before saving to portfolio.",
  invalidPricing: "Invalid pricing data detected. Please try analyzing the watch again.",
  signInToSave: "Please sign in to save watches to your portfolio.",
  saved: "Success! ✨ Watch successfully saved to your portfolio.",
  unknownPhoto: "This photo no longer exists. Please upload it again",
  providerFailed: "The watch could not be identified right now. Please try again, or enter its details.",
  tooMany: "You have analysed many watches in a short time. Please wait and try again.",
} as const;

/** spec: reseller-tools §9 — a photo to analyse is at most 10 MB (enforced at /api/me/analysis/photos). */
export const maxAnalysisPhotoBytes = 10 * 1024 * 1024;

/** Analyses one user may run per hour: each may cost an AI call. */
export const analysisRateLimit = { limit: 30, windowSeconds: 3600 } as const;

const typedPart = (max: number) =>
  z.string({ error: analysisMessages.brandModelRequired }).trim().pipe(text(max));

/** spec §5 — manual analysis: brand and model required (trimmed); a blank reference or "N/A" is none. */
export const manualAnalysisSchema = z.object({
  brand: typedPart(100).pipe(z.string().min(1, analysisMessages.brandModelRequired)),
  model: typedPart(150).pipe(z.string().min(1, analysisMessages.brandModelRequired)),
  reference: z
    .string()
    .trim()
    .pipe(text(100))
    .optional()
    .transform((value) => (!value || value.toUpperCase() === "N/A" ? null : value)),
});
export type ManualAnalysisInput = z.input<typeof manualAnalysisSchema>;
type ManualAnalysis = z.output<typeof manualAnalysisSchema>;

/**
 * POST /api/me/analysis: what to analyse — a photo the user uploaded to /api/me/analysis/photos
 * (its media id), or typed details.
 */
export const analysisRequestSchema = z
  .object({
    photoId: z.uuid({ error: analysisMessages.unknownPhoto }).optional(),
    manual: manualAnalysisSchema.optional(),
  })
  .refine((request) => (request.photoId === undefined) !== (request.manual === undefined), {
    message: analysisMessages.noAnalysisData,
  })
  .transform((request) =>
    request.photoId !== undefined
      ? { photoId: request.photoId }
      : { manual: request.manual as ManualAnalysis },
  );
export type AnalysisRequest = z.input<typeof analysisRequestSchema>;

/** POST /api/me/analysis/price: price one of the candidates again (an alternative the user picked). */
export const priceCandidateSchema = manualAnalysisSchema.extend({
  confidence: z.coerce.number().int().min(0).max(100).nullable().default(null),
});
export type PriceCandidateInput = z.input<typeof priceCandidateSchema>;

/**
 * How the watch was named: by the AI provider; offline, from the reference catalogue (typed
 * details) or the shop's own photos (a photo); "typed" when the catalogue does not know what was
 * typed (the user's own words, priced as given); "none" when a photo matched nothing.
 */
export const identificationMethods = ["ai", "catalogue", "photo_match", "typed", "none"] as const;
export type IdentificationMethod = (typeof identificationMethods)[number];

export const photoAdviceKinds = ["caseback", "clasp", "dial_closeup", "reference_between_lugs"] as const;
export type PhotoAdviceKind = (typeof photoAdviceKinds)[number];

/** Where the photo that matched was seen (offline photo identification). */
export type PhotoMatchSource = "listing" | "store_inventory" | "portfolio" | "inventory";

/** One watch the photo or the details may be, most likely first. */
export interface AnalysisCandidateDto {
  brand: string;
  model: string;
  reference: string | null;
  /** 0–100; null for typed details the catalogue does not know (nothing measured it). */
  confidence: number | null;
  /** The catalogue's entry for this reference, with its specifications, when it has one. */
  catalogue: ReferenceWatchDto | null;
  /** The AI named a reference the catalogue does not list for this brand: its confidence was lowered. */
  unknownReference: boolean;
  seenIn: PhotoMatchSource | null;
}

export interface AnalysisDto {
  method: IdentificationMethod;
  candidates: AnalysisCandidateDto[];
  /** The AI provider's words (English), or null offline. */
  visualDescription: string | null;
  brief: string | null;
  /** When unsure: the photos that would settle it. */
  photoAdvice: PhotoAdviceKind[];
  /** The analysed photo, kept for Save to Portfolio. */
  photo: MediaDto | null;
  /** The first candidate's market, from named sources only; null when there is no candidate. */
  market: MarketPriceDto | null;
}
