import { Link } from "react-router";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { CheckoutSection } from "./checkout-section";
import { type CheckoutForm, useCheckoutField } from "./use-checkout-field";

const linkClass = cn(
  "inline-flex rounded-xs text-sm font-medium text-gold-dark underline-offset-4 outline-none",
  "hover:underline focus-visible:ring-2 focus-visible:ring-ring",
);

/**
 * Where the confirmation goes: a guest's e-mail (spec: storefront §5, required) with a way to an
 * account, or the signed-in shopper's own address.
 */
export function ContactFields({ form, accountEmail }: { form: CheckoutForm; accountEmail: string | null }) {
  const { t } = useTranslation("checkout");
  const fieldFor = useCheckoutField(form);
  if (accountEmail !== null) {
    return (
      <CheckoutSection title={t("checkout.contactTitle")}>
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="checkout.signedInAs"
            values={{ email: accountEmail }}
            components={{ email: <bdi dir="ltr" className="font-medium text-foreground" /> }}
          />
        </p>
        <RemindMe form={form} />
      </CheckoutSection>
    );
  }
  const email = fieldFor("email");
  return (
    <CheckoutSection title={t("checkout.contactTitle")}>
      <FormField label={t("checkout.email")} hint={t("checkout.emailHint")} {...email.field}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder="you@example.com"
          className="text-start rtl:text-end"
          {...email.control}
        />
      </FormField>
      <RemindMe form={form} />
      <Link to={`/login?${new URLSearchParams({ redirect: "/checkout" })}`} className={linkClass}>
        {t("checkout.signInPrompt")}
      </Link>
    </CheckoutSection>
  );
}

/**
 * Issue 30: the shopper's consent to one reminder should they leave the payment page without
 * paying; unticked unless they tick it, and nothing is sent without it.
 */
function RemindMe({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation("checkout");
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-dark)]"
        {...form.register("remindMe")}
      />
      <span>{t("checkout.remindMe")}</span>
    </label>
  );
}
