import { EmailInput, NameInput, PhoneInput } from "../../../components/ui/contact-inputs";
import { FieldLabel } from "../../../components/ui/field-label";
import { FormField } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { Contact } from "../lib/contact-form";
import type { Prefill } from "../lib/prefill";

export type ContactField = keyof Prefill;

/** Name, e-mail and (optional) phone, as both the deposit and the offer ask them. */
export function ContactFields({
  idPrefix,
  contact,
  errorOf,
  clearError,
}: {
  idPrefix: string;
  contact: Contact;
  errorOf: (field: ContactField) => string | undefined;
  clearError: (field: ContactField) => void;
}) {
  const { t } = useTranslation("holds");
  const id = (field: ContactField) => `${idPrefix}-${field}`;
  const label = (field: ContactField, required: boolean) => (
    <FieldLabel
      text={t(`fields.${field}`)}
      required={required}
      requiredText={t("fields.required")}
      optionalText={t("fields.optional")}
    />
  );
  const common = (field: ContactField) => ({
    id: id(field),
    name: field,
    value: contact.values[field],
    onChange: (event: { target: { value: string } }) => {
      contact.set(field, event.target.value);
      clearError(field);
    },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={label("name", true)} htmlFor={id("name")} error={errorOf("name")}>
        <NameInput {...common("name")} maxLength={100} />
      </FormField>
      <FormField label={label("phone", false)} htmlFor={id("phone")} error={errorOf("phone")}>
        <PhoneInput {...common("phone")} />
      </FormField>
      <FormField
        label={label("email", true)}
        htmlFor={id("email")}
        error={errorOf("email")}
        hint={t("fields.emailHint")}
        className="sm:col-span-2"
      >
        <EmailInput {...common("email")} />
      </FormField>
    </div>
  );
}
