import { LazyMenuButton, lazyMenu } from "../../components/ui/lazy-menu-button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useShownCurrency } from "../../lib/display-currency";

const currencyMenu = lazyMenu(() => import("./currency-menu").then(({ CurrencyMenu }) => CurrencyMenu));

/**
 * Issue 30: the currency prices are shown in, chosen in the header and remembered as the language
 * is (localStorage and the `currency` cookie, lib/display-currency.tsx). Its menu loads apart, as
 * the language's does (LazyMenuButton).
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const short = t(`currency.short.${shown.currency}`);
  return (
    <LazyMenuButton
      menu={currencyMenu}
      variant="ghost"
      size="sm"
      className={cn("h-9 px-2.5 font-normal tabular-nums", className)}
      aria-label={t("currency.change", { short, name: t(`currency.names.${shown.currency}`) })}
    >
      <span data-testid="currency-current">{short}</span>
    </LazyMenuButton>
  );
}
