import { FormField, RequiredMark } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import type { Prefill } from "../lib/prefill";

export type ContactField = keyof Prefill;

/** Name, e-mail and (optional) phone, as both the deposit and the offer ask them. */
export function ContactFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: Prefill;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField, value: string) => void;
}) {
  const { t } = useTranslation("holds");
  const id = (field: ContactField) => `${idPrefix}-${field}`;
  const label = (field: ContactField, required: boolean) => (
    <>
      {t(`fields.${field}`)}
      {required ? (
        <RequiredMark text={t("fields.required")} />
      ) : (
        <span className="font-normal normal-case text-muted-foreground"> ({t("fields.optional")})</span>
      )}
    </>
  );
  const common = (field: ContactField) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={label("name", true)} htmlFor={id("name")} error={errors.name}>
        <Input {...common("name")} autoComplete="name" maxLength={100} dir="auto" />
      </FormField>
      <FormField label={label("phone", false)} htmlFor={id("phone")} error={errors.phone}>
        <Input
          {...common("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={32}
          className="rtl:text-end"
        />
      </FormField>
      <FormField
        label={label("email", true)}
        htmlFor={id("email")}
        error={errors.email}
        hint={t("fields.emailHint")}
        className="sm:col-span-2"
      >
        <Input
          {...common("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={254}
          className="rtl:text-end"
        />
      </FormField>
    </div>
  );
}
