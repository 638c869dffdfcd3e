import sharp from "sharp";
import {
  type AnalysisCandidateDto,
  type AnalysisDto,
  analysisMessages,
  type IdentificationMethod,
  type PhotoAdviceKind,
} from "../../../shared/analysis-schemas";
import { AppError, refusal } from "../../../shared/errors";
import { catalogueConfidences } from "../../../shared/identification-confidence";
import type { MarketPriceDto } from "../../../shared/market-schemas";
import { referenceKey } from "../../../shared/reference-catalogue-schemas";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { type AiProvider, AiProviderError, type WatchIdentification } from "../../providers/ai/ai";
import type { MarketProvider } from "../../providers/market/market";
import type { Storage } from "../../providers/storage/storage";
import { priceWatch } from "../market/market-price.service";
import { readOwnImage } from "../media/own-media";
import { findPhotoMatches } from "./photo-matches";
import { type ReferenceHit, searchReferences } from "./reference-catalogue.service";

export interface WatchAnalysisDeps {
  db: Db;
  storage: Storage;
  ai: AiProvider | undefined;
  market: MarketProvider | undefined;
  log: Logger;
}

type Typed = { brand: string; model: string; reference: string | null };
type Identified = Pick<AnalysisDto, "method" | "candidates" | "visualDescription" | "brief" | "photoAdvice">;

/** The vision model reads at most this many pixels a side (issue 12). */
const photoSide = 1024;
/** An AI candidate whose reference the catalogue does not list for its brand keeps this share of its confidence. */
const unknownReferencePenalty = 0.6;
/** Catalogue hits below this score describe the query too loosely to be named as the watch. */
const catalogueScoreFloor = 0.6;
/**
 * A hit of another brand than the one typed counts when the typed words name its reference and
 * it scores this much on them alone ("79030" of Tudor's M79030N-0001: 0.595; a stray number that
 * begins some reference beside an unknown word stays under it).
 */
const namedReferenceFloor = 0.5;
const maxCandidates = 3;

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The catalogue's entry for a brand and reference, if it lists one. */
async function catalogueEntry(db: Db, brand: string, reference: string) {
  const hits = await searchReferences(db, `${brand} ${reference}`, 5);
  const key = referenceKey(reference);
  return hits.find((hit) => sameBrand(hit.watch.brand, brand) && referenceKey(hit.watch.reference) === key)
    ?.watch;
}

/** The AI's candidates, each checked against the catalogue: a reference it does not list is flagged. */
async function checkedAiCandidates(db: Db, answer: WatchIdentification): Promise<AnalysisCandidateDto[]> {
  return Promise.all(
    answer.candidates.slice(0, maxCandidates).map(async (candidate) => {
      const reference = candidate.reference.trim() || null;
      const entry = reference ? await catalogueEntry(db, candidate.brand, reference) : undefined;
      const unknownReference = reference !== null && !entry;
      return {
        brand: entry?.brand ?? candidate.brand,
        model: entry?.model ?? candidate.model,
        reference: entry?.reference ?? reference,
        confidence: unknownReference
          ? Math.round(candidate.confidence * unknownReferencePenalty)
          : candidate.confidence,
        catalogue: entry ?? null,
        unknownReference,
        seenIn: null,
      };
    }),
  ).then((candidates) => candidates.sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0)));
}

async function identifyWithAi(
  deps: WatchAnalysisDeps & { ai: AiProvider },
  input: { photoJpeg?: Uint8Array; typed?: Typed },
): Promise<Identified> {
  let answer: WatchIdentification;
  try {
    answer = await deps.ai.identifyWatch(input);
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    deps.log.warn(
      { reason: error.reason, status: error.status },
      "watch identification failed at the AI provider",
    );
    throw refusal("SERVICE_UNAVAILABLE", "IDENTIFICATION_UNAVAILABLE", analysisMessages.providerFailed);
  }
  const candidates = await checkedAiCandidates(deps.db, answer);
  return {
    method: candidates.length > 0 ? "ai" : "none",
    candidates,
    visualDescription: answer.visualDescription || null,
    brief: answer.brief || null,
    photoAdvice: answer.photoAdvice as PhotoAdviceKind[],
  };
}

const offline = (method: IdentificationMethod, candidates: AnalysisCandidateDto[]): Identified => ({
  method,
  candidates,
  visualDescription: null,
  brief: null,
  photoAdvice: [],
});

/**
 * Typed details without an AI provider: the catalogue's best matches of the same brand, and of
 * any brand whose reference the model or reference field names (a typed reference finds its
 * watch whatever the brand field says); each one's confidence falls with how many others answer
 * as well (identification-confidence.ts). When the catalogue knows none, the details as typed,
 * unmeasured — named by the user, never by us.
 */
async function identifyTyped(db: Db, typed: Typed): Promise<Identified> {
  const named = [typed.model, typed.reference ?? ""].join(" ");
  const [withBrand, byReference] = await Promise.all([
    searchReferences(db, `${typed.brand} ${named}`, 10),
    searchReferences(db, named, 10),
  ]);
  const matches = new Map<string, ReferenceHit>();
  for (const hit of withBrand)
    if (sameBrand(hit.watch.brand, typed.brand) && hit.score >= catalogueScoreFloor)
      matches.set(hit.watch.id, hit);
  for (const hit of byReference)
    if (hit.reference > 0 && hit.score >= namedReferenceFloor && !matches.has(hit.watch.id))
      matches.set(hit.watch.id, hit);
  if (matches.size === 0)
    return offline("typed", [
      { ...typed, confidence: null, catalogue: null, unknownReference: false, seenIn: null },
    ]);
  const ranked = [...matches.values()].sort((a, b) => b.score - a.score);
  const confidences = catalogueConfidences(ranked.map((hit) => hit.score));
  return offline(
    "catalogue",
    ranked.slice(0, maxCandidates).map((hit, index) => ({
      brand: hit.watch.brand,
      model: hit.watch.model,
      reference: hit.watch.reference,
      confidence: confidences[index] ?? 0,
      catalogue: hit.watch,
      unknownReference: false,
      seenIn: null,
    })),
  );
}

/** A photo without an AI provider: the watches of the shop's own photos it looks like. */
async function identifyPhoto(db: Db, userId: string, signature: string | null): Promise<Identified> {
  const matches = signature ? await findPhotoMatches(db, signature, { userId, limit: maxCandidates }) : [];
  if (matches.length === 0) return offline("none", []);
  const candidates = await Promise.all(
    matches.map(async (match) => ({
      brand: match.brand,
      model: match.model,
      reference: match.reference,
      confidence: match.confidence,
      catalogue: match.reference ? ((await catalogueEntry(db, match.brand, match.reference)) ?? null) : null,
      unknownReference: false,
      seenIn: match.seenIn,
    })),
  );
  return offline("photo_match", candidates);
}

/** The market of one candidate, from named sources only (market-price.service.ts). */
export function priceCandidate(
  deps: WatchAnalysisDeps,
  candidate: Pick<AnalysisCandidateDto, "brand" | "model" | "reference" | "confidence">,
): Promise<MarketPriceDto> {
  return priceWatch(
    { db: deps.db, market: deps.market },
    { brand: candidate.brand, model: candidate.model, reference: candidate.reference },
    // Typed details nobody measured are taken at the user's word, as an even chance.
    { confidence: candidate.confidence ?? 50 },
  );
}

/**
 * spec: reseller-tools §7 analyze-watch (issue 12): names the watch in a photo the user uploaded
 * or in typed details — by the AI provider when one is configured, else offline — and prices the
 * first candidate from named sources. An AI provider that fails is a clear 503, never a guess.
 */
export async function analyzeWatch(
  deps: WatchAnalysisDeps,
  userId: string,
  request: { photoId: string } | { manual: Typed },
): Promise<AnalysisDto> {
  let identified: Identified;
  let photo: AnalysisDto["photo"] = null;
  if ("photoId" in request) {
    const own = await readOwnImage(deps, userId, request.photoId);
    if (!own)
      throw new AppError("VALIDATION_ERROR", analysisMessages.unknownPhoto, [
        { path: "photoId", message: analysisMessages.unknownPhoto },
      ]);
    photo = own.image;
    if (deps.ai) {
      const photoJpeg = await sharp(own.bytes)
        .resize({ width: photoSide, height: photoSide, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      identified = await identifyWithAi({ ...deps, ai: deps.ai }, { photoJpeg });
    } else identified = await identifyPhoto(deps.db, userId, own.signature);
  } else {
    identified = deps.ai
      ? await identifyWithAi({ ...deps, ai: deps.ai }, { typed: request.manual })
      : await identifyTyped(deps.db, request.manual);
  }
  const [first] = identified.candidates;
  return { ...identified, photo, market: first ? await priceCandidate(deps, first) : null };
}
