import { z } from "zod";
import { photoAdviceKinds } from "../../../shared/analysis-schemas";

/**
 * Issue 12 — what a vision model is asked about a watch and how its answer must look. The model
 * identifies; it never prices: prices come only from named sources (providers/market), and any
 * price field a model adds is dropped by the schema below.
 */

export const maxCandidates = 3;

const text = (max: number) => z.string().trim().max(max);

/**
 * The answer, checked again after the endpoint's strict structured output: not every endpoint
 * enforces it. Unknown keys (a price, a "market value") are stripped, never read.
 */
export const identificationAnswerSchema = z.object({
  candidates: z
    .array(
      z.object({
        brand: text(100).min(1),
        model: text(150).min(1),
        reference: text(100),
        confidence: z.number().int().min(0).max(100),
      }),
    )
    .max(maxCandidates),
  visualDescription: text(2000),
  brief: text(2000),
  photoAdvice: z.array(z.enum(photoAdviceKinds)).max(photoAdviceKinds.length),
});
export type IdentificationAnswer = z.output<typeof identificationAnswerSchema>;

export const identificationJsonSchema = {
  name: "watch_identification",
  strict: true,
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["candidates", "visualDescription", "brief", "photoAdvice"],
    properties: {
      candidates: {
        type: "array",
        maxItems: maxCandidates,
        items: {
          type: "object",
          additionalProperties: false,
          required: ["brand", "model", "reference", "confidence"],
          properties: {
            brand: { type: "string" },
            model: { type: "string" },
            reference: { type: "string", description: "empty when not readable or not known" },
            confidence: { type: "integer", minimum: 0, maximum: 100 },
          },
        },
      },
      visualDescription: { type: "string" },
      brief: { type: "string" },
      photoAdvice: { type: "array", items: { type: "string", enum: [...photoAdviceKinds] } },
    },
  },
};

export const identificationInstructions = [
  "You identify luxury wristwatches for resellers at Mizan, a pre-owned watch shop.",
  `Give up to ${maxCandidates} candidates, most likely first: brand, model (the collection and model name), reference (exactly as the manufacturer writes it, or an empty string when you cannot tell) and your confidence from 0 to 100.`,
  "visualDescription: what you see (case, dial, bezel, hands, bracelet or strap, complications), in plain English.",
  "brief: two or three plain sentences on what the watch is.",
  "photoAdvice: when you are unsure, which photos would settle it (caseback, clasp, dial_closeup, reference_between_lugs); otherwise an empty list.",
  "Never give prices, values, price ranges or market opinions of any kind: prices come from other sources.",
  "When the picture shows no watch, answer no candidates.",
].join("\n");
