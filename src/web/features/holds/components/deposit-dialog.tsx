import "../holds-i18n";
import CreditCardIcon from "lucide-react/icons/credit-card";
import FlaskConicalIcon from "lucide-react/icons/flask-conical";
import LandmarkIcon from "lucide-react/icons/landmark";
import LockIcon from "lucide-react/icons/lock";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { PaymentProviderId } from "../../../../shared/checkout";
import {
  type DepositRequest,
  depositRequestSchema,
  type HoldTermsDto,
} from "../../../../shared/hold-schemas";
import { formatMoney } from "../../../../shared/money";
import { DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Price } from "../../../components/watch/price";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { usePaymentProviders } from "../api/get-payment-providers";
import { useStartDeposit } from "../api/start-deposit";
import { fieldErrors, refusalOf, useAsker } from "../lib/contact-form";
import { rememberHold } from "../lib/remembered-holds";
import { useRefusal } from "../lib/use-refusal";
import { type ContactField, ContactFields } from "./contact-fields";
import { type HoldDialogProps, HoldFormDialog } from "./hold-form-dialog";
import { RefusalAlert } from "./refusal-alert";
import { SendFooter } from "./send-footer";

const providerIcons: Record<PaymentProviderId, ReactNode> = {
  stripe: <CreditCardIcon className="size-5" aria-hidden="true" />,
  tap: <LandmarkIcon className="size-5" aria-hidden="true" />,
  test: <FlaskConicalIcon className="size-5" aria-hidden="true" />,
};

type Field = ContactField | "provider";

/**
 * Issue 31: reserve the watch with a deposit. It says what is paid now and of what, how long the
 * watch is held, what is left to pay and that the deposit is refunded if the shopper does not buy;
 * asks who they are and, when the shop has more than one, how they pay; then leaves for the
 * provider's hosted page (the server holds the watch meanwhile, so a checkout racing it loses).
 */
export function DepositDialog({
  watch,
  terms,
  usePrefill,
  open,
  onOpenChange,
}: HoldDialogProps & { terms: NonNullable<HoldTermsDto["deposit"]> }) {
  const { t } = useTranslation("holds");
  const id = useId();
  const { contact, shown, asker } = useAsker(usePrefill);
  const providers = usePaymentProviders();
  const offered = providers.data ?? [];
  const [chosen, setChosen] = useState<PaymentProviderId>();
  const provider = chosen ?? offered[0];
  const { failure, refuse, errorOf, clearError } = useRefusal<Field>(
    ["name", "phone", "email"],
    (field) => `${id}-${field}`,
  );
  const [isLeaving, setIsLeaving] = useState(false);
  const start = useStartDeposit();
  const isBusy = start.isPending || isLeaving;
  const alertId = `${id}-alert`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const request: DepositRequest = {
      ...asker(),
      // spec: the provider is named only when the shopper had a choice (as the checkout's).
      ...(offered.length > 1 && provider ? { provider } : {}),
    };
    const parsed = depositRequestSchema.safeParse(request);
    if (!parsed.success) return refuse(undefined, fieldErrors<Field>(parsed.error));
    refuse(undefined, new Map());
    start.mutate(
      { listingId: watch.id, request },
      {
        onSuccess: ({ url, token }) => {
          rememberHold(token, watch.id);
          setIsLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          const refused = refusalOf<Field>(error);
          refuse(refused.form, refused.fields);
        },
      },
    );
  };

  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-end font-medium">{value}</dd>
    </div>
  );

  return (
    <HoldFormDialog open={open} onOpenChange={onOpenChange} busy={isBusy} testId="deposit-dialog">
      <form onSubmit={submit} noValidate aria-busy={isBusy} className="grid gap-5">
        <DialogHeader className="pe-6">
          <DialogTitle>{t("deposit.title")}</DialogTitle>
          <DialogDescription>{t("deposit.description", { title: watch.title })}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2.5 rounded-sm border border-border bg-muted/30 px-4 py-3.5 text-sm">
          {row(t("deposit.priceLabel"), <Price cents={watch.priceCents} />)}
          {row(
            t("deposit.amountLabel"),
            <Trans
              t={t}
              i18nKey="deposit.amount"
              values={{ amount: "", percent: terms.percent }}
              components={{ amount: <Price cents={terms.amountCents} className="font-semibold" /> }}
            />,
          )}
          {row(t("deposit.daysLabel"), t("deposit.days", { count: terms.days }))}
          {row(
            t("deposit.balanceLabel"),
            <Trans
              t={t}
              i18nKey="deposit.balance"
              values={{ amount: "" }}
              components={{ amount: <Price cents={watch.priceCents - terms.amountCents} /> }}
            />,
          )}
        </dl>
        {shown.currency !== "USD" && (
          <p className="-mt-2 text-xs text-muted-foreground">
            <Trans
              t={t}
              i18nKey="common:order.chargedInDollars"
              values={{ amount: formatMoney(terms.amountCents, "USD") }}
              components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
            />
          </p>
        )}
        <p className="flex gap-3 rounded-sm border border-gold/50 bg-gold/10 px-4 py-3 text-sm leading-relaxed">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          <span>{t("deposit.refundable")}</span>
        </p>
        <RefusalAlert id={alertId} failure={failure} />
        <ContactFields idPrefix={id} contact={contact} errorOf={errorOf} clearError={clearError} />
        {offered.length > 1 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
              {t("deposit.providerTitle")}
            </legend>
            {offered.map((option) => (
              <label
                key={option}
                className={cn(
                  "flex cursor-pointer items-center gap-4 rounded-sm border border-input bg-background px-4 py-3",
                  "transition-colors has-checked:border-gold-dark has-checked:bg-gold/10",
                  "has-focus-visible:ring-2 has-focus-visible:ring-ring",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-provider`}
                  value={option}
                  checked={provider === option}
                  onChange={() => setChosen(option)}
                  className="size-4 accent-[var(--color-gold-dark)]"
                />
                <span className="text-gold-dark">{providerIcons[option]}</span>
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{t(`checkout:checkout.providers.${option}`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`checkout:checkout.providers.${option}Hint`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <SendFooter
          busy={isBusy}
          onCancel={() => onOpenChange(false)}
          sendLabel={t("deposit.submit")}
          sendingLabel={t("deposit.sending")}
          icon={<LockIcon aria-hidden="true" />}
        />
        <p className="text-center text-xs text-muted-foreground">{t("deposit.redirectNote")}</p>
      </form>
    </HoldFormDialog>
  );
}
