import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { i18n as pageTranslator } from "./i18n";
import type { TFunction, Translator } from "./translator";

/** The page's translator unless a provider gives another: the server's, one per request. */
const TranslatorContext = createContext<Translator>(pageTranslator);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * `t` in the page's language, reading `namespace` unless a key names its own ("common:…"); the
 * component renders again when the language changes. Features pass a list of namespaces to say
 * which they read; keys without a prefix read the first.
 */
export function useTranslation(namespace?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const subscribe = useCallback(
    (listener: () => void) => translator.onLanguageChanged(listener),
    [translator],
  );
  const readLanguage = () => translator.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const fixed = (typeof namespace === "string" ? namespace : namespace?.[0]) ?? translator.defaultNamespace;
  const t = useMemo(() => translator.getFixedT(language, fixed), [translator, language, fixed]);
  return { t, i18n: translator };
}
