import GlobeIcon from "lucide-react/icons/globe";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

const loadMenu = () => import("./language-menu");
const LanguageMenu = lazy(() => loadMenu().then(({ LanguageMenu }) => ({ default: LanguageMenu })));

/**
 * spec: reseller-tools §2 "Language switcher". Changing the language caches it in localStorage and
 * the `lang` cookie (the detector's caches) and flips <html lang dir> at once (see i18n.ts).
 * The menu (Radix, about 20 KB compressed) loads when the button is first pressed, and is fetched
 * ahead when a pointer or the focus reaches it; until then the button stands alone.
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
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const look = {
    variant: "ghost",
    size: "sm",
    className: cn(
      "h-9 gap-1.5 px-2.5 font-normal",
      tone === "light" && "text-ivory hover:bg-ivory/10 hover:text-ivory",
      className,
    ),
    "aria-label": t("language.change", { language: t(`language.${current}`) }),
    children: (
      <>
        <GlobeIcon aria-hidden="true" />
        <span className="hidden sm:inline" lang={current}>
          {t(`language.${current}`)}
        </span>
      </>
    ),
  } as const;
  const button = (
    <Button
      {...look}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIsMenuWanted(true)}
    />
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu trigger={<Button {...look} />} current={current} />
    </Suspense>
  );
}
