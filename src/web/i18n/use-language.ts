import type { Language } from "../../shared/i18n";
import { useTranslation } from "./use-translation";

/** The page's language, one of the shop's two; the component renders again when it changes. */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
