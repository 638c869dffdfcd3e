import type { TFunction } from "i18next";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import englishCommon from "../../i18n/locales/en/common.json";

/** The words and phrases of free-text specifications the dictionaries know, by their lower-case English. */
const knownValues = new Map(
  Object.entries(englishCommon.specValues).map(([key, english]) => [english.toLowerCase(), key]),
);

const measurement = /^(\d+(?:\.\d+)?)\s?(mm|m)$/i;

/** One comma-separated part in the page's language, or null when the dictionaries do not know it. */
function translatePart(part: string, t: TFunction): string | null {
  const key = knownValues.get(part.toLowerCase().replace(/\s+/g, " "));
  if (key) return t(`common:specValues.${key}`);
  // "33.7mm x 25.5mm": every side a measurement, or the part stays as it is.
  const sides = part.split(/\s+x\s+/i).map((side) => measurement.exec(side));
  if (sides.every((side) => side !== null))
    return sides.map(([, value, unit]) => t(`common:units.${unit?.toLowerCase()}`, { value })).join(" × ");
  return null;
}

/**
 * A free-text specification value (data an admin typed) on the page: in English as written; in
 * another language each comma-separated part the dictionaries know is translated (common.json
 * `specValues`), and what they do not know stays as written, isolated so Latin text keeps its order.
 */
export function SpecValue({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.language === "en") return value;
  const whole = translatePart(value.trim(), t);
  if (whole !== null) return whole;
  const parts = value.split(",").map((part) => part.trim());
  const translated = parts.map((part) => translatePart(part, t));
  if (translated.every((part) => part === null)) return <bdi>{value}</bdi>;
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 && t("common:listSeparator")}
      {translated[index] ?? <bdi>{part}</bdi>}
    </Fragment>
  ));
}
