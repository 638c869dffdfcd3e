import type { ReactElement } from "react";
import { isLanguage, languages } from "../../../shared/i18n";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { switchLanguage } from "../../i18n/load-language";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";

/** The language switcher's menu, loaded when the shopper first opens it (language-switcher.tsx). */
export function LanguageMenu({ trigger }: { trigger: ReactElement }) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs font-medium uppercase tracking-[0.16em] text-muted-foreground">
          {t("language.label")}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => isLanguage(value) && void switchLanguage(i18n, value)}
        >
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
