import { Fragment } from "react";
import { latinPieces } from "../../../shared/latin-runs";
import { useLanguage } from "../../i18n/use-language";
import { translateSpecValue } from "./spec-value-words";

/**
 * A free-text specification value (data an admin typed) on the page, in the page's language: on
 * the Arabic page the listing's own Arabic value when it has one (issue 24), its Latin names
 * isolated; else the dictionary's words (shared/spec-values.ts), and what the dictionary does not
 * know stays as written, isolated so Latin text keeps its order.
 */
export function SpecValue({ value, arabic }: { value: string; arabic?: string }) {
  const language = useLanguage();
  if (language === "en") return value;
  const own = arabic?.trim();
  if (own)
    return latinPieces(own).map((piece) =>
      piece.latin ? <bdi key={piece.at}>{piece.text}</bdi> : <Fragment key={piece.at}>{piece.text}</Fragment>,
    );
  const { parts, separator } = translateSpecValue(value, language);
  return parts.map((part, index) => (
    <Fragment key={part.text}>
      {index > 0 && separator}
      {part.translated ? part.text : <bdi>{part.text}</bdi>}
    </Fragment>
  ));
}
