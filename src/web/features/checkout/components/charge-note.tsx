import BanknoteIcon from "lucide-react/icons/banknote";
import { useWatch } from "react-hook-form";
import type { CheckoutOptionsDto } from "../../../../shared/checkout";
import { convert, formatRate, type ShopCurrency } from "../../../../shared/money";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import { useFormatMoney } from "../../../lib/use-format-money";
import type { CheckoutForm } from "./use-checkout-field";

const ltr = <bdi dir="ltr" className="tabular-nums whitespace-nowrap" />;

/**
 * Issue 30: the line beside Pay that says which currency the card is charged in, and how much
 * (US dollars; Kuwaiti dinars through Tap's KNET, converted as the server will), and that the
 * prices the shopper reads in another currency are converted at the rate named, for reference.
 */
export function ChargeNote({
  form,
  options,
  totalCents,
}: {
  form: CheckoutForm;
  options: CheckoutOptionsDto;
  totalCents: number;
}) {
  const { t } = useTranslation("checkout");
  const formatMoney = useFormatMoney();
  const shown = useShownCurrency();
  const chosen = useWatch({ control: form.control, name: "provider" });
  const provider = options.providers.length > 1 ? chosen : options.providers[0];
  if (shown.currency === "USD") return null;
  const charge: ShopCurrency = provider === "tap" ? "KWD" : "USD";
  const amount =
    charge === "KWD"
      ? formatMoney(convert(totalCents, "USD", "KWD", options.rates), "KWD", { decimals: 3 })
      : formatMoney(totalCents, "USD");
  return (
    <p
      className="flex gap-2.5 rounded-sm border border-border bg-muted/50 px-3.5 py-2.5 text-xs leading-relaxed"
      data-testid="charge-note"
    >
      <BanknoteIcon className="mt-px size-4 shrink-0 text-gold-dark" aria-hidden="true" />
      <span>
        <Trans
          t={t}
          i18nKey="checkout.chargeNote"
          values={{
            charge: t(`common:currency.inCurrency.${charge}`),
            amount,
            currency: t(`common:currency.inCurrency.${shown.currency}`),
            rate: `1 USD = ${formatRate(shown.rate)} ${shown.currency}`,
          }}
          components={{ amount: ltr, rate: ltr }}
        />
      </span>
    </p>
  );
}
