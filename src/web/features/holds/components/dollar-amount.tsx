import { formatMoney, formatPrice, fromUsd } from "../../../../shared/money";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";

/**
 * An amount of a hold, in the US dollars it was offered, agreed and is charged in, followed by the
 * shopper's own currency for reference when they read prices in another one.
 */
export function DollarAmount({ cents }: { cents: number }) {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  return (
    <>
      <bdi dir="ltr" className="lining-nums tabular-nums">
        {formatMoney(cents, "USD")}
      </bdi>
      {shown.currency !== "USD" && (
        <span className="ms-1.5 text-xs font-normal text-muted-foreground">
          (
          <bdi dir="ltr" className="tabular-nums">
            ≈{" "}
            {formatPrice(fromUsd(cents, shown.currency, shown.rate), shown.currency, {
              symbol: t(`currencySymbol.${shown.currency}`),
            })}
          </bdi>
          )
        </span>
      )}
    </>
  );
}
