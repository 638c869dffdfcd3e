import OpenAI from "openai";
import { z } from "zod";
import { listingTextLimits } from "../../../shared/listing-schemas";
import { text } from "../../../shared/text";
import type { Config } from "../../config";
import { type AiProvider, AiProviderError, type ListingDescriptionInput } from "./ai";
import {
  type DescriptionLanguage,
  filledSpecifications,
  optionWords,
  photographyNote,
  renderDescription,
  specificationValue,
  watchDetails,
} from "./description-html";
import {
  identificationAnswerSchema,
  identificationInstructions,
  identificationJsonSchema,
} from "./identification-prompt";
import {
  instagramPostsJsonSchema,
  postFactsOf,
  postsAnswerSchema,
  postsInstructions,
  verifiedPosts,
} from "./instagram-posts-prompt";

type OpenAiConfig = Extract<Config["ai"], { kind: "openai" }>;

/** How long one attempt may take; the SDK tries once more (maxRetries 1) on a timeout, 408/409/429 or 5xx. */
const defaultTimeoutMs = 20_000;

/**
 * The SDK's base URL from AI_BASE_URL, which may be given with or without its version:
 * `http://localhost:11434` and `https://api.openai.com/v1` both end in `/v1`, and a path that
 * already names a version (`…/v1`, Gemini's `…/v1beta/openai`) is kept as it is.
 */
export function apiBaseOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, "");
  const hasVersion = path.split("/").some((segment) => /^v\d+[a-z0-9]*$/i.test(segment));
  url.pathname = hasVersion ? path : `${path}/v1`;
  return url.toString().replace(/\/+$/, "");
}

const sectionFields = [
  "heading",
  "overview",
  "conditionAndAuthenticity",
  "caseAndDesign",
  "movement",
  "whatsIncluded",
] as const;

/** The model's plain-text sections per language; an empty string means "nothing known to say". */
const sectionsSchema = z.strictObject({
  heading: z.string().trim().min(1).max(200),
  overview: z.string().trim().min(1).max(2000),
  conditionAndAuthenticity: z.string().trim().max(2000),
  caseAndDesign: z.string().trim().max(2000),
  movement: z.string().trim().max(2000),
  whatsIncluded: z.string().trim().max(2000),
});
/** A free-text specification value in Arabic; the keys are checked against the facts sent. */
const arabicValueSchema = z.strictObject({
  key: z.string(),
  value: z.string().trim().pipe(text(listingTextLimits.specification)),
});
const answerSchema = z.strictObject({
  en: sectionsSchema,
  ar: sectionsSchema,
  specificationsAr: z.array(arabicValueSchema).max(40),
});
type Sections = z.infer<typeof sectionsSchema>;

/** The same shape for the endpoint's strict structured output (every key required, nothing else). */
const sectionsJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: [...sectionFields],
  properties: Object.fromEntries(sectionFields.map((field) => [field, { type: "string" }])),
};
export const listingDescriptionJsonSchema = {
  name: "listing_description",
  strict: true,
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["en", "ar", "specificationsAr"],
    properties: {
      en: sectionsJsonSchema,
      ar: sectionsJsonSchema,
      specificationsAr: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["key", "value"],
          properties: { key: { type: "string" }, value: { type: "string" } },
        },
      },
    },
  },
};

const instructions = [
  "You write the description of one pre-owned luxury watch for Mizan, an online watch shop.",
  "Write it twice: in English (en) and in natural Modern Standard Arabic (ar) written for Arabic readers, not a word-for-word translation.",
  "Use only the facts you are given. Never invent specifications, condition, history, provenance or prices; when a section has no facts, answer an empty string for it.",
  "Plain text only: no HTML, no Markdown, no emoji.",
  "Keep brand, model and reference names in Latin letters inside the Arabic text.",
  "Sections: heading (a short title), overview (two or three sentences), conditionAndAuthenticity, caseAndDesign, movement, whatsIncluded (box and papers).",
  "specificationsAr: each value of freeTextSpecifications in natural Arabic, as { key, value } with the key as given; keep brand, calibre and reference names in Latin letters; leave out a value you cannot translate.",
].join("\n");

/** The filled free-text specifications (not the spec's option values): what has an Arabic field. */
function freeTextOf(input: ListingDescriptionInput): Record<string, string> {
  const specifications = filledSpecifications(input.specifications);
  return Object.fromEntries(Object.entries(specifications).filter(([key]) => !(key in optionWords)));
}

/** The facts sent to the model, option values in words. The price is left out: the text is stored and outlives a price change. */
function factsOf(input: ListingDescriptionInput) {
  const specifications = filledSpecifications(input.specifications);
  return {
    brand: input.brand,
    model: input.model,
    reference: input.reference?.trim() || null,
    year: input.year ?? null,
    specifications: Object.fromEntries(
      Object.entries(specifications).map(([key, value]) => [key, specificationValue(key, value, "en")]),
    ),
    freeTextSpecifications: freeTextOf(input),
  };
}

/**
 * The Arabic values of the listing's free-text keys: what staff wrote stays, the model's fill the
 * rest; a key the listing does not have, or a value the model left blank, is dropped.
 */
function arabicValuesOf(
  input: ListingDescriptionInput,
  answered: { key: string; value: string }[],
): Record<string, string> {
  const freeText = freeTextOf(input);
  const fromModel = Object.fromEntries(
    answered
      .filter(({ key, value }) => key in freeText && value !== "")
      .map(({ key, value }) => [key, value]),
  );
  const fromStaff = filledSpecifications(input.specificationsAr ?? {});
  return Object.fromEntries(
    Object.keys(freeText).flatMap((key) => {
      const value = fromStaff[key] ?? fromModel[key];
      return value ? [[key, value]] : [];
    }),
  );
}

function failureOf(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiProviderError("timeout", "The AI endpoint did not answer in time", { cause: error });
  if (error instanceof OpenAI.APIError && error.status !== undefined)
    return new AiProviderError("status", `The AI endpoint answered ${error.status}`, {
      cause: error,
      status: error.status,
    });
  if (error instanceof OpenAI.APIConnectionError)
    return new AiProviderError("connection", "The AI endpoint could not be reached", { cause: error });
  const reason = error instanceof Error ? error.message : String(error);
  return new AiProviderError("malformed", `The AI endpoint's answer could not be read: ${reason}`, {
    cause: error,
  });
}

function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  content: string | null | undefined,
  refusal: string | null | undefined,
): z.output<Schema> {
  if (refusal) throw new AiProviderError("refused", "The model refused to answer");
  let json: unknown;
  try {
    json = JSON.parse(content ?? "");
  } catch (error) {
    throw new AiProviderError("malformed", "The model's answer is not JSON", { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new AiProviderError("schema-invalid", "The model's answer does not follow the schema", {
      cause: parsed.error,
    });
  return parsed.data;
}

function htmlOf(input: ListingDescriptionInput, sections: Sections, language: DescriptionLanguage) {
  return renderDescription(
    {
      heading: sections.heading,
      details: watchDetails(input, language),
      authenticity: sections.conditionAndAuthenticity,
      about: [sections.overview, sections.caseAndDesign, sections.movement, sections.whatsIncluded],
      photography: photographyNote(input, language),
    },
    language,
  );
}

/**
 * Any OpenAI-compatible endpoint through the `openai` SDK (OpenAI, Ollama, vLLM, ...): structured
 * output (json_schema, strict) checked again with zod, because not every endpoint enforces it.
 * The model writes plain-text sections; our code writes the HTML, so no markup of its reaches a page.
 */
export function createOpenAiProvider(config: OpenAiConfig, options: { timeoutMs?: number } = {}): AiProvider {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: apiBaseOf(config.baseUrl),
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    maxRetries: 1,
  });

  /** One structured-output call: the system's instructions, the facts as JSON, the answer checked by `schema`. */
  async function ask<Schema extends z.ZodType>(request: {
    instructions: string;
    facts: unknown;
    /** A photo sent beside the facts, to the vision model. */
    photoJpeg?: Uint8Array;
    jsonSchema: { name: string; strict: boolean; schema: Record<string, unknown> };
    schema: Schema;
  }): Promise<z.output<Schema>> {
    const facts = JSON.stringify(request.facts);
    const completion = await client.chat.completions.create({
      model: request.photoJpeg ? config.visionModel : config.model,
      messages: [
        { role: "system", content: request.instructions },
        request.photoJpeg
          ? {
              role: "user",
              content: [
                { type: "text", text: facts },
                {
                  type: "image_url",
                  image_url: {
                    url: `data:image/jpeg;base64,${Buffer.from(request.photoJpeg).toString("base64")}`,
                    detail: "high",
                  },
                },
              ],
            }
          : { role: "user", content: facts },
      ],
      response_format: { type: "json_schema", json_schema: request.jsonSchema },
    });
    const message = completion.choices?.[0]?.message;
    if (!message) throw new AiProviderError("malformed", "The AI endpoint answered no choice");
    return readAnswer(request.schema, message.content, message.refusal);
  }

  return {
    kind: "openai",

    async generateListingDescription(input) {
      try {
        const answer = await ask({
          instructions,
          facts: factsOf(input),
          jsonSchema: listingDescriptionJsonSchema,
          schema: answerSchema,
        });
        const specificationsAr = arabicValuesOf(input, answer.specificationsAr);
        const listing = { ...input, specificationsAr };
        return {
          en: htmlOf(listing, answer.en, "en"),
          ar: htmlOf(listing, answer.ar, "ar"),
          specificationsAr,
        };
      } catch (error) {
        throw failureOf(error);
      }
    },

    async identifyWatch(input) {
      try {
        return await ask({
          instructions: identificationInstructions,
          facts: { typed: input.typed ?? null, photo: input.photoJpeg ? "attached" : "none" },
          photoJpeg: input.photoJpeg,
          jsonSchema: identificationJsonSchema,
          schema: identificationAnswerSchema,
        });
      } catch (error) {
        throw failureOf(error);
      }
    },

    async generateInstagramPosts(input) {
      try {
        const answer = await ask({
          instructions: postsInstructions,
          facts: postFactsOf(input),
          jsonSchema: instagramPostsJsonSchema,
          schema: postsAnswerSchema,
        });
        return verifiedPosts(answer, input);
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
