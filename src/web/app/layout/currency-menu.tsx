import type { ReactElement } from "react";
import { displayCurrencies, isDisplayCurrency } from "../../../shared/display-currencies";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useTranslation } from "../../i18n/use-translation";
import { useCurrencyPreference, useShownCurrency } from "../../lib/display-currency";
import { useStoreInfo } from "../../lib/site";

/**
 * The currency switcher's menu, loaded when the shopper first opens it (currency-switcher.tsx):
 * the dollar and every currency with a current rate, each by its name and the symbol its prices
 * carry; a currency asked for without a current rate is named as unavailable, never offered.
 */
export function CurrencyMenu({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const { choose } = useCurrencyPreference();
  const shown = useShownCurrency();
  const offered = new Set<string>(["USD", ...useStoreInfo().currencies.map((rate) => rate.currency)]);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuLabel className="text-xs font-medium uppercase tracking-[0.16em] text-muted-foreground">
          {t("currency.label")}
        </DropdownMenuLabel>
        {shown.unavailable && (
          <p className="px-3 pb-2 text-xs text-muted-foreground" role="note">
            {t("currency.unavailable", { currency: t(`currency.inCurrency.${shown.unavailable}`) })}
          </p>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={shown.currency}
          onValueChange={(value) => isDisplayCurrency(value) && choose(value)}
        >
          {displayCurrencies
            .filter((currency) => offered.has(currency))
            .map((currency) => (
              <DropdownMenuRadioItem
                key={currency}
                value={currency}
                className="justify-between gap-4 data-[state=checked]:bg-muted data-[state=checked]:text-foreground"
              >
                <span>{t(`currency.names.${currency}`)}</span>
                <bdi dir="ltr" className="text-xs text-muted-foreground">
                  {t(`currencySymbol.${currency}`)}
                </bdi>
              </DropdownMenuRadioItem>
            ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <p className="px-3 py-2 text-xs leading-relaxed text-muted-foreground">{t("currency.menuNote")}</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
