import type { InputHTMLAttributes } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { FormField } from "./form-field";
import { Input } from "./input";

type NameField = "firstName" | "lastName";

/** The part of a form's feedback (use-form-feedback.ts) the two name inputs need. */
interface NameFeedback {
  field(name: NameField): { htmlFor: string; error: string | undefined };
  fieldProps(name: NameField): InputHTMLAttributes<HTMLInputElement>;
}

/** First and last name side by side, as sign-up and the profile both ask for them. */
export function NameFields({ feedback }: { feedback: NameFeedback }) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t("fields.firstName")} {...feedback.field("firstName")}>
        <Input type="text" autoComplete="given-name" {...feedback.fieldProps("firstName")} />
      </FormField>
      <FormField label={t("fields.lastName")} {...feedback.field("lastName")}>
        <Input type="text" autoComplete="family-name" {...feedback.fieldProps("lastName")} />
      </FormField>
    </div>
  );
}
