import { zodResolver } from "@hookform/resolvers/zod";
import InfoIcon from "lucide-react/icons/info";
import LockIcon from "lucide-react/icons/lock";
import { useMemo, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import type { CheckoutOptionsDto, ShippingAddress } from "../../../../shared/checkout";
import { checkoutMessages } from "../../../../shared/checkout";
import { formatMoney } from "../../../../shared/money";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import { apiErrorMessage } from "../../../lib/error-messages";
import { saveGuestEmail } from "../../../lib/guest-email";
import { ApiError } from "../../../lib/http-error";
import type { Message } from "../../../lib/message";
import { useMessage } from "../../../lib/use-message";
import { useStartCheckout } from "../api/start-checkout";
import {
  type CheckoutFormInput,
  checkoutFormSchema,
  checkoutRequest,
  countryOptions,
  initialValues,
  internationalFields,
  kuwaitFields,
} from "../lib/checkout-form";
import { ChargeNote } from "./charge-note";
import { ContactFields } from "./contact-fields";
import { PaymentMethodFields } from "./payment-method-fields";
import { ShippingAddressFields } from "./shipping-address-fields";

/** The fields a server's validation issue can be shown beside ("shipping.city", "email", ...). */
const formFields = new Set<string>([
  "email",
  "provider",
  ...["fullName", "phone", "country", "city", ...kuwaitFields, ...internationalFields].map(
    (field) => `shipping.${field}`,
  ),
]);

type Notice = { tone: "info" | "error"; title: string; message: Message };

/**
 * The checkout form (spec: storefront §5 Checkout; ARCHITECTURE.md, Decisions: orders are real):
 * contact, shipping address and payment method, validated by the shared schemas; Pay creates the
 * order from the cart on the server and leaves, in this tab, for the provider's hosted page.
 */
export function CheckoutForm({
  totalCents,
  mustConfirmPrices,
  options,
  savedAddress,
  accountEmail,
  guestEmail,
  onCartChanged,
  onOptionsChanged,
  holdToken,
}: {
  /** The total the page shows; the server refuses to charge any other (PRICE_CHANGED). */
  totalCents: number;
  /** A price rose since the shopper added the watch and is not confirmed yet (issue 24). */
  mustConfirmPrices: boolean;
  options: CheckoutOptionsDto;
  savedAddress: ShippingAddress | null;
  /** The signed-in shopper's e-mail, or null for a guest. */
  accountEmail: string | null;
  guestEmail: string;
  onCartChanged: () => void;
  onOptionsChanged: () => void;
  /** Issue 31: pays a deposit's balance or an accepted offer instead of the cart (its link's token). */
  holdToken?: string;
}) {
  const { t, i18n } = useTranslation("checkout");
  const say = useMessage();
  const shown = useShownCurrency();
  const language = i18n.language;
  const isGuest = accountEmail === null;
  const countries = useMemo(() => countryOptions(options.shipTo, language), [options.shipTo, language]);
  const form = useForm({
    resolver: zodResolver(checkoutFormSchema(isGuest)),
    defaultValues: initialValues({
      email: guestEmail,
      savedAddress,
      countries,
      providers: options.providers,
    }),
  });
  const start = useStartCheckout();
  const [isLeaving, setIsLeaving] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const isBusy = form.formState.isSubmitting || isLeaving;

  function emailRequired() {
    toast.error(t("storefront:toasts.emailRequired"), {
      description: t("storefront:toasts.emailRequiredText"),
    });
  }

  function failed(error: unknown) {
    const reason = error instanceof ApiError ? error.detail?.reason : undefined;
    const message = apiErrorMessage(error, "common:apiErrors.paymentFailed");
    // spec: never charge a changed price silently — show the new total and let the shopper decide.
    if (reason === "PRICE_CHANGED" || reason === "CART_PRICES_CHANGED") {
      onCartChanged();
      setNotice({ tone: "info", title: t("checkout.priceChangedTitle"), message });
      toast(t("checkout.priceChangedTitle"), { description: say(message) });
      return;
    }
    if (reason === "EMAIL_REQUIRED") {
      form.setError("email", { message: checkoutMessages.emailRequired }, { shouldFocus: true });
      emailRequired();
      return;
    }
    if (reason === "COUNTRY_NOT_SHIPPED") {
      form.setError("shipping.country", { message: say(message) }, { shouldFocus: true });
      return;
    }
    if (
      reason === "HOLD_NOT_PAYABLE" ||
      reason === "CART_EMPTY" ||
      reason === "CART_HAS_UNAVAILABLE" ||
      reason === "LISTING_UNAVAILABLE" ||
      reason === "LISTING_RESERVED"
    )
      onCartChanged();
    if (reason === "PROVIDER_NOT_AVAILABLE") onOptionsChanged();
    if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
      const issues = (error.issues ?? []).filter((issue) => formFields.has(issue.path));
      for (const [index, issue] of issues.entries())
        form.setError(
          issue.path as Path<CheckoutFormInput>,
          { message: issue.message },
          { shouldFocus: index === 0 },
        );
      if (issues.length > 0) return;
    }
    setNotice({ tone: "error", title: t("checkout.failedTitle"), message });
    toast.error(t("checkout.failedTitle"), { description: say(message) });
  }

  // The request is awaited inside the submit, so Pay is disabled from the press until the shopper
  // leaves for the payment page or is told why not (a double click starts one checkout, issue 13).
  const submit = form.handleSubmit(
    async (values) => {
      setNotice(undefined);
      // issue 24: a raised price is confirmed above first; the server would refuse it anyway.
      if (mustConfirmPrices) {
        const message = { key: "storefront:priceChanges.mustConfirm" };
        setNotice({ tone: "info", title: t("checkout.priceChangedTitle"), message });
        toast(t("checkout.priceChangedTitle"), { description: say(message) });
        return;
      }
      const request = checkoutRequest(values, {
        isGuest,
        providers: options.providers,
        language,
        totalCents,
        displayCurrency: shown.currency,
        holdToken,
      });
      try {
        const { url } = await start.mutateAsync(request);
        setIsLeaving(true);
        if (request.email) saveGuestEmail(request.email);
        window.location.assign(url);
      } catch (error) {
        failed(error);
      }
    },
    (errors) => {
      if (errors.email?.message === checkoutMessages.emailRequired) emailRequired();
    },
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={isBusy} className="grid min-w-0 gap-6">
      <ContactFields form={form} accountEmail={accountEmail} />
      <ShippingAddressFields form={form} countries={countries} canRemember={!isGuest} />
      <PaymentMethodFields form={form} options={options} totalCents={totalCents} />
      {notice &&
        (notice.tone === "error" ? (
          <FormAlert id="checkout-notice">
            <p className="font-medium">{notice.title}</p>
            <p>{say(notice.message)}</p>
          </FormAlert>
        ) : (
          <div
            role="status"
            className="flex gap-3 rounded-sm border border-gold/60 bg-gold/10 px-4 py-3 text-sm"
            data-testid="checkout-notice"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{notice.title}</p>
              <p>{say(notice.message)}</p>
            </div>
          </div>
        ))}
      <div className="grid gap-3">
        <ChargeNote form={form} options={options} totalCents={totalCents} />
        <Button
          type="submit"
          variant="luxury"
          size="xl"
          className="w-full px-4 whitespace-normal"
          disabled={isBusy}
        >
          <LockIcon aria-hidden="true" />
          {isBusy ? (
            t("checkout.processing")
          ) : (
            <span>
              <Trans
                t={t}
                i18nKey="checkout.pay"
                values={{ amount: formatMoney(totalCents, "USD") }}
                components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
              />
            </span>
          )}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t("checkout.redirectNote")}</p>
      </div>
    </form>
  );
}
