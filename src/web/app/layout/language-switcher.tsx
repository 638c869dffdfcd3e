import GlobeIcon from "lucide-react/icons/globe";
import { LazyMenuButton, lazyMenu } from "../../components/ui/lazy-menu-button";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

const languageMenu = lazyMenu(() => import("./language-menu").then(({ LanguageMenu }) => LanguageMenu));

/**
 * spec: reseller-tools §2 "Language switcher". Changing the language caches it in localStorage and
 * the `lang` cookie (the detector's caches) and flips <html lang dir> at once (see i18n.ts). Its
 * menu loads apart (LazyMenuButton).
 */
export function LanguageSwitcher({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <LazyMenuButton
      menu={languageMenu}
      variant="ghost"
      size="sm"
      className={cn(
        "h-9 gap-1.5 px-2.5 font-normal",
        tone === "light" && "text-ivory hover:bg-ivory/10 hover:text-ivory",
        className,
      )}
      aria-label={t("language.change", { language: t(`language.${current}`) })}
    >
      <GlobeIcon aria-hidden="true" />
      <span className="hidden sm:inline" lang={current}>
        {t(`language.${current}`)}
      </span>
    </LazyMenuButton>
  );
}
