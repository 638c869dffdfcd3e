import { type AuthenticityClaim, claimWords } from "../../../shared/claims";
import { AppError } from "../../../shared/errors";
import { fillIn } from "../../../shared/i18n";
import type { Logger } from "../../logger";
import {
  type AiProvider,
  AiProviderError,
  type ListingDescription,
  type ListingDescriptionInput,
} from "../../providers/ai/ai";
import {
  type DescriptionLanguage,
  type DescriptionSections,
  descriptionWords,
  filledSpecifications,
  optionWords,
  photographyNote,
  renderDescription,
  specificationValue,
  watchDetails,
} from "../../providers/ai/description-html";

/**
 * spec: storefront §2 — the authentication/guarantee notice for the listing's Authenticity option,
 * and its warranty: the shop's claims (shared/claims.ts), worded the same in both languages.
 */
function notice(input: ListingDescriptionInput, language: DescriptionLanguage): string {
  const specifications = filledSpecifications(input.specifications);
  const claims = claimWords[language];
  const authenticity = specifications.authenticity ?? "";
  const text = isAuthenticityClaim(authenticity)
    ? claims.authenticity[authenticity]
    : claims.authenticity.default;
  const warranty = specifications.warranty;
  if (!warranty) return text;
  const value = specificationValue("warranty", warranty, language, input.specificationsAr);
  return `${text} ${fillIn(claims.warranty, { warranty: value })}`;
}

const isAuthenticityClaim = (value: string): value is Exclude<AuthenticityClaim, "default"> =>
  value !== "default" && value in claimWords.en.authenticity;

/** The About sentences a value goes into, in the order a reader meets them. */
const caseKeys = ["caseMaterial", "caseSize", "thickness", "dialColor", "bezelType"] as const;
const movementKeys = [
  "movement",
  "complications",
  "waterResistance",
  "braceletStrap",
  "serviceHistory",
] as const;

function aboutOf(input: ListingDescriptionInput, language: DescriptionLanguage): string[] {
  const words = descriptionWords[language];
  const specs = filledSpecifications(input.specifications);
  const value = (key: string) =>
    specs[key] ? specificationValue(key, specs[key], language, input.specificationsAr) : undefined;
  const sentence = (template: string, key: string) => {
    const filled = value(key);
    return filled ? fillIn(template, { value: filled }) : undefined;
  };
  const reference = input.reference?.trim();
  const year = input.year ? String(input.year) : undefined;
  const intro =
    reference && year
      ? words.intro.referenceAndYear
      : reference
        ? words.intro.reference
        : year
          ? words.intro.year
          : words.intro.plain;
  const condition = value("condition");
  const paragraphs = [
    [
      fillIn(intro, { name: `${input.brand} ${input.model}`, reference: reference ?? "", year: year ?? "" }),
      // The English sentence says the option mid-sentence, where its label's capitals do not belong.
      condition &&
        fillIn(words.condition, { value: language === "en" ? condition.toLowerCase() : condition }),
      sentence(words.boxPapers, "boxPapers"),
    ],
    caseKeys.map((key) => sentence(words.case[key], key)),
    movementKeys.map((key) => sentence(words.movement[key], key)),
  ];
  return paragraphs.map((parts) => parts.filter(Boolean).join(" ")).filter(Boolean);
}

/** Paragraphs written by someone for one language, put after the composed About (the demo's). */
export type ExtraAbout = Partial<Record<DescriptionLanguage, string>>;

function sectionsOf(
  input: ListingDescriptionInput,
  language: DescriptionLanguage,
  extraAbout: ExtraAbout,
): DescriptionSections {
  const title = [input.brand, input.model, input.reference?.trim()].filter(Boolean).join(" ");
  const extra = extraAbout[language];
  return {
    heading: fillIn(descriptionWords[language].heading, { title }),
    details: watchDetails(input, language),
    authenticity: notice(input, language),
    about: [...aboutOf(input, language), ...(extra ? [extra] : [])],
    photography: photographyNote(input, language),
  };
}

/**
 * The description composed from the listing's own fields, in the same sections and both
 * languages as the AI's: the fallback when there is no AI provider or it fails (issue 9). It
 * knows no Arabic values beyond the ones it was given; the dictionary translates the rest where
 * they are shown.
 */
export function composeListingDescription(
  input: ListingDescriptionInput,
  options: { extraAbout?: ExtraAbout } = {},
): ListingDescription {
  return {
    en: renderDescription(sectionsOf(input, "en", options.extraAbout ?? {}), "en"),
    ar: renderDescription(sectionsOf(input, "ar", options.extraAbout ?? {}), "ar"),
    specificationsAr: freeTextArabic(input),
  };
}

/** The Arabic values given for the listing's filled free-text keys, trimmed. */
function freeTextArabic(input: ListingDescriptionInput): Record<string, string> {
  const filled = filledSpecifications(input.specifications);
  const arabic = filledSpecifications(input.specificationsAr ?? {});
  return Object.fromEntries(Object.entries(arabic).filter(([key]) => key in filled && !(key in optionWords)));
}

export type DescribeListingInput = Omit<
  ListingDescriptionInput,
  "brand" | "model" | "specifications" | "specificationsAr" | "photosOfThisWatch"
> & {
  brand?: string | null;
  model?: string | null;
  specifications?: Record<string, string> | null;
  specificationsAr?: Record<string, string> | null;
  photosOfThisWatch?: boolean | null;
};

/**
 * "Generate with AI" (spec §5, §7 generate-listing-description): the AI provider's description
 * when there is one and it answers, else the composed one, and which of the two it is.
 */
export async function describeListing(
  deps: { ai?: AiProvider; log: Logger },
  input: DescribeListingInput,
): Promise<ListingDescription & { source: "ai" | "fallback" }> {
  const brand = input.brand?.trim();
  const model = input.model?.trim();
  // spec: storefront §5 — "Missing information".
  if (!brand || !model)
    throw new AppError("VALIDATION_ERROR", "Brand and model are required to generate description");
  const listing: ListingDescriptionInput = {
    ...input,
    brand,
    model,
    specifications: input.specifications ?? {},
    specificationsAr: input.specificationsAr ?? {},
    photosOfThisWatch: input.photosOfThisWatch ?? false,
  };
  if (deps.ai) {
    try {
      return { ...(await deps.ai.generateListingDescription(listing)), source: "ai" };
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      deps.log.warn(
        { reason: error.reason, status: error.status, error: error.message },
        "AI description failed, the composed description is used",
      );
    }
  }
  return { ...composeListingDescription(listing), source: "fallback" };
}
