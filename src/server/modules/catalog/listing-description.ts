import { AppError } from "../../../shared/errors";
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
  filledSpecifications,
  photographyNote,
  renderDescription,
  specificationValue,
  watchDetails,
} from "../../providers/ai/description-html";

/** spec: storefront §2 — the authentication/guarantee notice for each Authenticity option. */
const authenticityNotices: Record<string, Record<DescriptionLanguage, string>> = {
  guaranteed: {
    en: "Authenticity guaranteed: every watch we sell is checked by our watchmakers before it is listed, and we stand behind it.",
    ar: "أصالتها مضمونة: يفحص صانعو الساعات لدينا كل ساعة قبل عرضها، ونحن نضمنها.",
  },
  certified: {
    en: "Certified authentic: this watch comes with a certificate of authenticity.",
    ar: "أصالتها معتمدة: ترافق هذه الساعة شهادة أصالة.",
  },
  "dealer-verified": {
    en: "Dealer verified: the authenticity of this watch has been verified by the dealer.",
    ar: "موثّقة من الوكيل: تحقّق الوكيل من أصالة هذه الساعة.",
  },
};
const defaultNotice: Record<DescriptionLanguage, string> = {
  en: "100% authentic: every watch we sell is checked by our watchmakers before it is listed.",
  ar: "أصلية 100%: يفحص صانعو الساعات لدينا كل ساعة قبل عرضها.",
};

function notice(specifications: Record<string, string>, language: DescriptionLanguage): string {
  const authenticity = authenticityNotices[specifications.authenticity ?? ""]?.[language];
  const text = authenticity ?? defaultNotice[language];
  const warranty = specifications.warranty;
  if (!warranty) return text;
  return language === "ar" ? `${text} الضمان: ${warranty}.` : `${text} Warranty: ${warranty}.`;
}

function aboutOf(input: ListingDescriptionInput, language: DescriptionLanguage): string[] {
  const specs = filledSpecifications(input.specifications);
  const value = (key: string) => (specs[key] ? specificationValue(key, specs[key], language) : undefined);
  const name = `${input.brand} ${input.model}`;
  const reference = input.reference?.trim();
  const paragraphs: string[] = [];
  if (language === "en") {
    paragraphs.push(
      [
        `A pre-owned ${name}${reference ? `, reference ${reference}` : ""}${input.year ? `, made in ${input.year}` : ""}.`,
        value("condition") ? `Its condition is ${value("condition")?.toLowerCase()}.` : "",
        value("boxPapers") ? `It comes as: ${value("boxPapers")}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
    const caseParts = [
      value("caseMaterial") && `Case: ${value("caseMaterial")}.`,
      value("caseSize") && `Case size: ${value("caseSize")}.`,
      value("thickness") && `Thickness: ${value("thickness")}.`,
      value("dialColor") && `Dial: ${value("dialColor")}.`,
      value("bezelType") && `Bezel: ${value("bezelType")}.`,
    ].filter(Boolean);
    if (caseParts.length > 0) paragraphs.push(caseParts.join(" "));
    const movementParts = [
      value("movement") && `Movement: ${value("movement")}.`,
      value("complications") && `Complications: ${value("complications")}.`,
      value("waterResistance") && `Water resistance: ${value("waterResistance")}.`,
      value("braceletStrap") && `Worn on: ${value("braceletStrap")}.`,
      value("serviceHistory") && `Service history: ${value("serviceHistory")}.`,
    ].filter(Boolean);
    if (movementParts.length > 0) paragraphs.push(movementParts.join(" "));
    return paragraphs;
  }
  paragraphs.push(
    [
      `ساعة ${name} مستعملة${reference ? `، رقمها المرجعي ${reference}` : ""}${input.year ? `، من إنتاج عام ${input.year}` : ""}.`,
      value("condition") ? `حالتها: ${value("condition")}.` : "",
      value("boxPapers") ? `تأتي مع: ${value("boxPapers")}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  );
  const caseParts = [
    value("caseMaterial") && `العلبة: ${value("caseMaterial")}.`,
    value("caseSize") && `قياس العلبة: ${value("caseSize")}.`,
    value("thickness") && `السماكة: ${value("thickness")}.`,
    value("dialColor") && `الميناء: ${value("dialColor")}.`,
    value("bezelType") && `الإطار: ${value("bezelType")}.`,
  ].filter(Boolean);
  if (caseParts.length > 0) paragraphs.push(caseParts.join(" "));
  const movementParts = [
    value("movement") && `الحركة: ${value("movement")}.`,
    value("complications") && `الوظائف الإضافية: ${value("complications")}.`,
    value("waterResistance") && `مقاومة الماء: ${value("waterResistance")}.`,
    value("braceletStrap") && `السوار/الحزام: ${value("braceletStrap")}.`,
    value("serviceHistory") && `سجل الصيانة: ${value("serviceHistory")}.`,
  ].filter(Boolean);
  if (movementParts.length > 0) paragraphs.push(movementParts.join(" "));
  return paragraphs;
}

function sectionsOf(input: ListingDescriptionInput, language: DescriptionLanguage): DescriptionSections {
  const specifications = filledSpecifications(input.specifications);
  const title = [input.brand, input.model, input.reference?.trim()].filter(Boolean).join(" ");
  return {
    heading: language === "ar" ? `ساعة ${title}` : title,
    details: watchDetails(input, language),
    authenticity: notice(specifications, language),
    about: aboutOf(input, language),
    photography: photographyNote[language],
  };
}

/**
 * The description composed from the listing's own fields, in the same sections and both
 * languages as the AI's: the fallback when there is no AI provider or it fails (issue 9).
 */
export function composeListingDescription(input: ListingDescriptionInput): ListingDescription {
  return {
    en: renderDescription(sectionsOf(input, "en"), "en"),
    ar: renderDescription(sectionsOf(input, "ar"), "ar"),
  };
}

export type DescribeListingInput = Omit<ListingDescriptionInput, "brand" | "model" | "specifications"> & {
  brand?: string | null;
  model?: string | null;
  specifications?: Record<string, string> | null;
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
