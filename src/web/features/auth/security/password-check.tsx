import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { twoFactorPasswordSchema } from "../../../../shared/two-factor";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { PasswordInput } from "../components/credential-inputs";
import { type AuthErrorLike, requestErrorMessage } from "../lib/auth-errors";

const fieldOrder = ["password"] as const;

/** A wrong password is the one refusal worth its own words; anything else is a failed request. */
export function securityErrorMessage(error: AuthErrorLike): Message {
  if (error.code === "INVALID_PASSWORD") return { key: "auth:security.errors.wrongPassword" };
  if (error.code === "INVALID_CODE") return { key: "auth:twoFactor.errors.invalidCode" };
  return requestErrorMessage(error);
}

/**
 * The password asked again before a change to how the account signs in: `run` sends it, and
 * answers the refusal to show, if any.
 */
export function PasswordCheck({
  submit,
  working,
  onCancel,
  run,
}: {
  submit: string;
  working: string;
  onCancel: () => void;
  run: (password: string) => Promise<AuthErrorLike | null>;
}) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { password: "" } });
  const feedback = useFormFeedback(form, fieldOrder, failure);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    const error = await run(password);
    if (error) {
      setFailure(securityErrorMessage(error));
      form.setFocus("password");
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField label={t("security.currentPassword")} {...feedback.field("password")}>
        <PasswordInput autoComplete="current-password" autoFocus {...feedback.fieldProps("password")} />
      </FormField>
      <FormDialogActions
        cancel={t("security.cancel")}
        submit={submit}
        working={working}
        pending={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
