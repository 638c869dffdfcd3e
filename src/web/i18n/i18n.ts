import { directionOf, type Language } from "../../shared/i18n";
import { detectLanguage, rememberLanguage } from "./detect-language";
import { addFormatters } from "./formatters";
import { Translator } from "./translator";

/** Keeps <html lang dir> in step with the language so the layout mirrors at once. */
function applyDocumentLanguage(language: Language) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

function applyAndRemember(language: Language) {
  applyDocumentLanguage(language);
  rememberLanguage(language);
}

/**
 * The page's translator. Each language's words arrive as a chunk of their own (load-language.ts),
 * added before any page renders with them; a feature's own namespaces join with its chunk
 * (admin-i18n.ts).
 */
const i18n = new Translator(detectLanguage());
applyAndRemember(i18n.language);
i18n.onLanguageChanged(applyAndRemember);
addFormatters(i18n);

export { i18n };
