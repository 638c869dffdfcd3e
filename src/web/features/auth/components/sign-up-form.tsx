import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { authMessages, signUpFormSchema } from "../../../../shared/auth";
import { isLanguage } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { refreshAfterAuthChange } from "../../../lib/session/refresh-after-auth-change";
import { firstErrorMessage, useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import { authClient } from "../api/auth-client";
import { usePublicConfig } from "../api/get-public-config";
import { authErrorMessage } from "../lib/auth-errors";
import { EmailInput, PasswordInput } from "./credential-inputs";

const fieldOrder = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;

/** spec: storefront §5 — the dialog words two of the checks as a title and a description. */
const dialogToasts: Partial<Record<string, { title: string; description: string }>> = {
  [authMessages.passwordsDoNotMatch]: {
    title: "validation.passwordsDontMatchTitle",
    description: "validation.passwordsDontMatchDescription",
  },
  [authMessages.passwordTooShort]: {
    title: "validation.passwordTooShortTitle",
    description: "validation.passwordTooShort",
  },
};

export interface SignUpFormProps {
  variant: "page" | "dialog";
  /** `signedIn` is true when the deployment skips e-mail confirmation and a session was started. */
  onSignedUp: (result: { email: string; signedIn: boolean }) => void;
}

/** spec: storefront §2 Register, §5, §8 — five fields, matching passwords of at least 6 characters. */
export function SignUpForm({ variant, onSignedUp }: SignUpFormProps) {
  const { t, i18n } = useTranslation("auth");
  const say = useMessage();
  const queryClient = useQueryClient();
  const { emailVerificationRequired } = usePublicConfig();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const feedback = useFormFeedback(form, fieldOrder, failure);

  const submit = form.handleSubmit(
    async ({ firstName, lastName, email, password }) => {
      setFailure(undefined);
      const { data, error } = await authClient.signUp
        .email({
          email,
          password,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          language: isLanguage(i18n.language) ? i18n.language : undefined,
          callbackURL: "/account",
        })
        .catch(() => ({ data: null, error: {} }));
      if (error || !data) {
        const message = authErrorMessage(error ?? {}, "signUp");
        setFailure(message);
        // The alert announces the refusal (a taken e-mail, most often); the focus goes to that field.
        form.setFocus("email");
        if (variant === "dialog") toast.error(t("toasts.signUpFailed"), { description: say(message) });
        return;
      }
      form.resetField("password");
      form.resetField("confirmPassword");
      const signedIn = Boolean(data.token) && !emailVerificationRequired;
      if (signedIn) {
        await refreshAfterAuthChange(queryClient);
        toast.success(t("toasts.accountCreated"));
      } else {
        toast.success(t("toasts.accountCreated"), { description: t("toasts.checkEmail") });
      }
      onSignedUp({ email, signedIn });
    },
    (invalid) => {
      setFailure(undefined);
      const message = firstErrorMessage(invalid, fieldOrder);
      if (variant !== "dialog" || !message) return;
      const worded = dialogToasts[message];
      if (worded) toast.error(t(worded.title), { description: t(worded.description) });
      else toast.error(say(validationMessage(message)));
    },
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <NameFields feedback={feedback} />
      <FormField label={t("fields.email")} {...feedback.field("email")}>
        <EmailInput {...feedback.fieldProps("email")} />
      </FormField>
      <FormField label={t("fields.password")} {...feedback.field("password")} hint={t("fields.passwordHint")}>
        <PasswordInput autoComplete="new-password" {...feedback.fieldProps("password")} />
      </FormField>
      <FormField label={t("fields.confirmPassword")} {...feedback.field("confirmPassword")}>
        <PasswordInput autoComplete="new-password" {...feedback.fieldProps("confirmPassword")} />
      </FormField>
      <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("actions.creatingAccount") : t("actions.signUp")}
      </Button>
    </form>
  );
}
