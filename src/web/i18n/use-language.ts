import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguage, type Language } from "../../shared/i18n";

/** The page's language: one of the shop's two, English while i18next holds no other. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}
