import { type FormEvent, useId } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { formatMoney } from "../../../../shared/money";
import { inverseRate, settingsWriteSchema } from "../../../../shared/settings-schemas";
import { type StoreSettingsDto, socialNetworks } from "../../../../shared/store-settings";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { ApiError } from "../../../lib/http-error";
import { socialNetworkNames } from "../../../lib/site";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import { useSaveSettings } from "./api/save-settings";
import {
  checkSettings,
  rateText,
  type SettingsField,
  type SettingsFormValues,
  settingsValues,
} from "./settings-form-values";
import { ShipToField } from "./ship-to-field";

function Section({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 rounded-md border border-border bg-card p-5 shadow-xs sm:p-7 md:grid-cols-[16rem_1fr] md:gap-8"
    >
      <div>
        <h2 id={id} className="font-display text-xl font-medium">
          {title}
        </h2>
        <p className="mt-1.5 text-sm text-muted-foreground">{intro}</p>
      </div>
      <div className="grid min-w-0 gap-5">{children}</div>
    </section>
  );
}

/** The KWD→USD rate the typed USD→KWD rate makes, as the shop will store it (2 decimals shown). */
function derivedRate(typed: string, saved: StoreSettingsDto["rates"]): string | undefined {
  const parsed = settingsWriteSchema.shape.usdToKwd.safeParse(typed);
  if (!parsed.success) return undefined;
  const kwdToUsd = parsed.data === saved.usdToKwd ? saved.kwdToUsd : inverseRate(parsed.data);
  return (Math.round(kwdToUsd / 10_000) / 100).toFixed(2);
}

/** issue 10: the settings form, in sections; the shared schema judges it before the server does. */
export function SettingsForm({ settings }: { settings: StoreSettingsDto }) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const form = useForm<SettingsFormValues>({ defaultValues: settingsValues(settings) });
  const save = useSaveSettings();
  const [usdToKwd, shippingFee, shipToAll, shipTo, depositPercent] = useWatch({
    control: form.control,
    name: ["usdToKwd", "shippingFee", "shipToAll", "shipTo", "depositPercent"],
  });
  const errors = form.formState.errors;
  const derived = derivedRate(usdToKwd, settings.rates);
  const feeCents = settingsWriteSchema.shape.shippingFee.safeParse(shippingFee).data;

  function refuse(found: Map<SettingsField, string>) {
    for (const [index, [field, message]] of [...found].entries()) {
      form.setError(field as FieldPath<SettingsFormValues>, { message }, { shouldFocus: index === 0 });
    }
    const [first] = [...found.values()];
    if (first) toast.error(t("settings.saveFailed"), { description: say(validationMessage(first)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const checked = checkSettings(form.getValues());
    if (checked.errors) return refuse(checked.errors);
    // The version the form was filled from: a save after another admin's is refused, not undone.
    save.mutate(
      { ...checked.payload, version: settings.version },
      {
        onSuccess: (saved) => {
          form.reset(settingsValues(saved));
          toast.success(t("settings.saved"), { description: t("settings.savedDescription") });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length) {
            return refuse(new Map(error.issues.map((issue) => [issue.path as SettingsField, issue.message])));
          }
          toast.error(t("settings.saveFailed"), { description: errorMessage(error, t) });
        },
      },
    );
  }

  const fieldError = (field: SettingsField) => {
    const message = field.startsWith("social.")
      ? errors.social?.[field.slice("social.".length) as keyof SettingsFormValues["social"]]?.message
      : errors[field as Exclude<SettingsField, `social.${string}`>]?.message;
    return message ? say(validationMessage(message)) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Section title={t("settings.currency.title")} intro={t("settings.currency.intro")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t("settings.currency.usdToKwd")}
            htmlFor="settings-usd-to-kwd"
            error={fieldError("usdToKwd")}
            hint={t("settings.currency.usdToKwdHint")}
          >
            <Input
              id="settings-usd-to-kwd"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              maxLength={12}
              {...form.register("usdToKwd")}
            />
          </FormField>
          <div className="grid content-start gap-2">
            <p
              className="text-xs font-medium uppercase tracking-[0.14em] text-foreground/80"
              id="settings-kwd-to-usd"
            >
              {t("settings.currency.kwdToUsd")}
            </p>
            <output
              aria-labelledby="settings-kwd-to-usd"
              aria-live="polite"
              className="flex h-11 items-center rounded-sm border border-dashed border-border bg-muted/40 px-3.5 text-sm"
            >
              <bdi dir="ltr">{derived ? `1 KWD = ${derived} USD` : "—"}</bdi>
            </output>
            <p className="text-xs text-muted-foreground">{t("settings.currency.kwdToUsdHint")}</p>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          {t("settings.currency.current")}{" "}
          <bdi dir="ltr">1 USD = {rateText(settings.rates.usdToKwd)} KWD</bdi>
        </p>
      </Section>

      <Section title={t("settings.shipping.title")} intro={t("settings.shipping.intro")}>
        <FormField
          label={t("settings.shipping.fee")}
          htmlFor="settings-shipping-fee"
          error={fieldError("shippingFee")}
          hint={
            feeCents === 0 ? (
              <strong className="font-medium text-emerald-800">{t("settings.shipping.free")}</strong>
            ) : feeCents ? (
              <>
                {t("settings.shipping.feeHint")} <bdi dir="ltr">{formatMoney(feeCents, "USD")}</bdi>
              </>
            ) : (
              t("settings.shipping.feeRange")
            )
          }
          className="max-w-xs"
        >
          <Input
            id="settings-shipping-fee"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            maxLength={12}
            {...form.register("shippingFee")}
          />
        </FormField>
        <ShipToField
          all={shipToAll}
          selected={shipTo}
          error={fieldError("shipTo")}
          onChange={(next) => {
            form.setValue("shipToAll", next.all, { shouldDirty: true });
            form.setValue("shipTo", next.selected, { shouldDirty: true });
            form.clearErrors("shipTo");
          }}
        />
      </Section>

      <Section title={t("settings.sales.title")} intro={t("settings.sales.intro")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t("settings.sales.depositPercent")}
            htmlFor="settings-deposit-percent"
            error={fieldError("depositPercent")}
            hint={
              depositPercent.trim() === "0" ? (
                <strong className="font-medium">{t("settings.sales.depositsOff")}</strong>
              ) : (
                t("settings.sales.depositPercentHint")
              )
            }
          >
            <Input
              id="settings-deposit-percent"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              maxLength={3}
              className="rtl:text-end"
              {...form.register("depositPercent")}
            />
          </FormField>
          <FormField
            label={t("settings.sales.depositDays")}
            htmlFor="settings-deposit-days"
            error={fieldError("depositDays")}
            hint={t("settings.sales.depositDaysHint")}
          >
            <Input
              id="settings-deposit-days"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              maxLength={3}
              className="rtl:text-end"
              {...form.register("depositDays")}
            />
          </FormField>
        </div>
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-dark)]"
            aria-describedby="settings-offers-hint"
            {...form.register("offersEnabled")}
          />
          <span className="grid gap-1">
            <span className="font-medium">{t("settings.sales.offersEnabled")}</span>
            <span id="settings-offers-hint" className="text-xs text-muted-foreground">
              {t("settings.sales.offersHint")}
            </span>
          </span>
        </label>
      </Section>

      <Section title={t("settings.contact.title")} intro={t("settings.contact.intro")}>
        <FormField
          label={t("settings.contact.email")}
          htmlFor="settings-contact-email"
          error={fieldError("contactEmail")}
          hint={t("settings.contact.emailHint")}
        >
          <Input
            id="settings-contact-email"
            type="email"
            dir="ltr"
            autoComplete="off"
            maxLength={254}
            className="rtl:text-end"
            {...form.register("contactEmail")}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {(["contactPhone", "whatsapp"] as const).map((field) => (
            <FormField
              key={field}
              label={t(`settings.contact.${field}`)}
              htmlFor={`settings-${field}`}
              error={fieldError(field)}
              hint={t("settings.contact.phoneHint")}
            >
              <Input
                id={`settings-${field}`}
                type="tel"
                dir="ltr"
                autoComplete="off"
                maxLength={32}
                placeholder="+965 2222 3333"
                className="rtl:text-end"
                {...form.register(field)}
              />
            </FormField>
          ))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <FormField
              key={network}
              label={socialNetworkNames[network]}
              htmlFor={`settings-social-${network}`}
              error={fieldError(`social.${network}`)}
            >
              <Input
                id={`settings-social-${network}`}
                type="url"
                dir="ltr"
                autoComplete="off"
                maxLength={500}
                placeholder="https://"
                className="rtl:text-end"
                {...form.register(`social.${network}`)}
              />
            </FormField>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("settings.contact.socialHint")}</p>
      </Section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {form.formState.isDirty && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("settings.unsaved")}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset(settingsValues(settings))}
        >
          {t("settings.discard")}
        </Button>
        <Button type="submit" variant="luxury" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
