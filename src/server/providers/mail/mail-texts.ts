import type { Language } from "../../../shared/i18n";
import arMail from "../../../shared/locales/ar/mail.json";
import enMail from "../../../shared/locales/en/mail.json";

/** Every word of every e-mail, one dictionary per language beside the site's own (issue 13). */
export type MailTexts = typeof enMail;

const dictionaries: Record<Language, MailTexts> = { en: enMail, ar: arMail };

export function mailTexts(language: Language): MailTexts {
  return dictionaries[language];
}
