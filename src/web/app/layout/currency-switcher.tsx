import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useShownCurrency } from "../../lib/display-currency";

const loadMenu = () => import("./currency-menu");
const CurrencyMenu = lazy(() => loadMenu().then(({ CurrencyMenu }) => ({ default: CurrencyMenu })));

/**
 * Issue 30: the currency prices are shown in, chosen in the header and remembered as the language
 * is (localStorage and the `currency` cookie, lib/display-currency.tsx). Like the language
 * switcher, the menu (Radix) loads when the button is first pressed, or fetched ahead when a
 * pointer or the focus reaches it; until then the button stands alone.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const short = t(`currency.short.${shown.currency}`);
  const look = {
    variant: "ghost",
    size: "sm",
    className: cn("h-9 px-2.5 font-normal tabular-nums", className),
    "aria-label": t("currency.change", { short, name: t(`currency.names.${shown.currency}`) }),
    children: <span data-testid="currency-current">{short}</span>,
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
      <CurrencyMenu trigger={<Button {...look} />} />
    </Suspense>
  );
}
