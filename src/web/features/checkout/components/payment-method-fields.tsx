import CreditCardIcon from "lucide-react/icons/credit-card";
import FlaskConicalIcon from "lucide-react/icons/flask-conical";
import LandmarkIcon from "lucide-react/icons/landmark";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import type { CheckoutOptionsDto, PaymentProviderId } from "../../../../shared/checkout";
import { convert } from "../../../../shared/money";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useFormatMoney } from "../../../lib/use-format-money";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutForm } from "./use-checkout-field";

const icons: Record<PaymentProviderId, ReactNode> = {
  stripe: <CreditCardIcon className="size-5" aria-hidden="true" />,
  tap: <LandmarkIcon className="size-5" aria-hidden="true" />,
  test: <FlaskConicalIcon className="size-5" aria-hidden="true" />,
};

/**
 * The payment method, offered only when there is a choice; with Tap (KNET) the amount is shown in
 * Kuwaiti dinars before the shopper leaves, converted by shared/money.ts as the server will.
 */
export function PaymentMethodFields({
  form,
  options,
  totalCents,
}: {
  form: CheckoutForm;
  options: CheckoutOptionsDto;
  totalCents: number;
}) {
  const { t } = useTranslation("checkout");
  const chosen = useWatch({ control: form.control, name: "provider" });
  const provider = options.providers.length > 1 ? chosen : options.providers[0];
  const kwd = provider === "tap" ? <KwdAmount totalCents={totalCents} rates={options.rates} /> : null;
  if (options.providers.length <= 1) return kwd;

  return (
    <CheckoutSection title={t("checkout.paymentTitle")}>
      <div className="grid gap-3">
        {options.providers.map((id) => (
          <label
            key={id}
            className={cn(
              "flex cursor-pointer items-center gap-4 rounded-sm border border-input bg-background px-4 py-3.5",
              "transition-colors has-checked:border-gold-dark has-checked:bg-gold/10",
              "has-focus-visible:ring-2 has-focus-visible:ring-ring",
            )}
          >
            <input
              type="radio"
              value={id}
              className="size-4 accent-[var(--color-gold-dark)]"
              {...form.register("provider")}
            />
            <span className="text-gold-dark">{icons[id]}</span>
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{t(`checkout.providers.${id}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`checkout.providers.${id}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {kwd}
    </CheckoutSection>
  );
}

function KwdAmount({ totalCents, rates }: { totalCents: number; rates: CheckoutOptionsDto["rates"] }) {
  const { t } = useTranslation("checkout");
  const formatMoney = useFormatMoney();
  const fils = convert(totalCents, "USD", "KWD", rates);
  return (
    <div className="rounded-sm border border-gold/50 bg-gold/10 px-4 py-3 text-sm" data-testid="kwd-amount">
      <p className="font-medium">
        <Trans
          t={t}
          i18nKey="checkout.kwdAmount"
          values={{ amount: formatMoney(fils, "KWD", { decimals: 3 }) }}
          components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
        />
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t("checkout.kwdNote")}</p>
    </div>
  );
}
