import { directionOf, isLanguage } from "../../shared/i18n";
import { useTranslation } from "./use-translation";

/**
 * Radix primitives do not read <html dir>; the app passes it through one DirectionProvider so that
 * their placement and arrow keys mirror in Arabic.
 */
export function useTextDirection(): "ltr" | "rtl" {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? directionOf(i18n.language) : "ltr";
}
