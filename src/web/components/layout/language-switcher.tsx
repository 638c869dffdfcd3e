import { GlobeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguage, languages } from "../../../shared/i18n";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";

/**
 * spec: reseller-tools §2 "Language switcher". Changing the language caches it in localStorage and
 * the `lang` cookie (the detector's caches) and flips <html lang dir> at once (see i18n.ts).
 */
export function LanguageSwitcher({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
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
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs font-medium uppercase tracking-[0.16em] text-muted-foreground">
          {t("language.label")}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => void i18n.changeLanguage(value)}>
          {languages.map((language) => (
            <DropdownMenuRadioItem
              key={language}
              value={language}
              lang={language}
              className="data-[state=checked]:bg-muted data-[state=checked]:text-foreground"
            >
              {t(`language.${language}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
