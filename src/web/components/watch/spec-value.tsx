import { Fragment } from "react";
import { translateSpecValue } from "../../../shared/spec-values";
import { useLanguage } from "../../i18n/use-language";

/**
 * A free-text specification value (data an admin typed) on the page, in the page's language
 * (shared/spec-values.ts); what the dictionary does not know stays as written, isolated so Latin
 * text keeps its order.
 */
export function SpecValue({ value }: { value: string }) {
  const language = useLanguage();
  if (language === "en") return value;
  const { parts, separator } = translateSpecValue(value, language);
  return parts.map((part, index) => (
    <Fragment key={part.text}>
      {index > 0 && separator}
      {part.translated ? part.text : <bdi>{part.text}</bdi>}
    </Fragment>
  ));
}
