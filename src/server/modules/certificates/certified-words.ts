import type { CertifiedCheck } from "../../../shared/certificates";
import { fillIn, type Language } from "../../../shared/i18n";
import arWords from "../../../shared/locales/ar/certificates.json";
import enWords from "../../../shared/locales/en/certificates.json";

/** The certificates' words in each language (shared/locales, where the parity test holds both). */
export const certificateWords: Record<Language, typeof enWords> = { en: enWords, ar: arWords };

/**
 * A certified date (an instant, or a shop day as YYYY-MM-DD) in the reader's language, in Kuwait's
 * calendar, with Latin digits in Arabic too, as the shop writes every date.
 */
export function certifiedDate(value: string, language: Language): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kuwait",
  }).format(date);
}

/**
 * A check's result in words ("Passed"), the movement's rate as signed ("+2.5") and in words
 * ("+2.5 s/day"), and both together ("Passed · +2.5 s/day").
 */
export function checkResult(
  check: CertifiedCheck,
  language: Language,
): { word: string; rateValue?: string; text: string } {
  const words = certificateWords[language];
  const word = check.passed ? words.result.passed : words.result.notPassed;
  const seconds = check.rateSecondsPerDay;
  if (seconds === undefined || seconds === null) return { word, text: word };
  const rateValue = `${seconds > 0 ? "+" : ""}${seconds.toFixed(1)}`;
  return { word, rateValue, text: `${word} · ${fillIn(words.rate, { rate: rateValue })}` };
}
