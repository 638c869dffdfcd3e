import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ConfirmationMailNotice, signInSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import type { Message } from "../../../lib/message";
import { refreshAfterAuthChange } from "../../../lib/session/refresh-after-auth-change";
import { firstErrorMessage, useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import { type AuthUser, authClient } from "../api/auth-client";
import { authErrorMessage, confirmationMailOf } from "../lib/auth-errors";
import { EmailInput, PasswordInput } from "./credential-inputs";
import { TwoFactorStep } from "./two-factor-step";

const fieldOrder = ["email", "password"] as const;

interface Failure {
  message: Message;
  /** An unconfirmed address: the sign-in sent it a confirmation e-mail, or one went out recently. */
  unconfirmed?: { email: string; confirmationMail: ConfirmationMailNotice };
}

export interface SignInFormProps {
  /** The dialog also reports failures as toasts (spec: storefront §8, dialog variant). */
  variant: "page" | "dialog";
  defaultEmail?: string;
  /** Checked once the password is accepted; a returned message refuses the sign-in (admin login). */
  admit?: (user: AuthUser) => Promise<Message | undefined>;
  onSignedIn: () => void;
  showForgotPassword?: boolean;
}

/** spec: storefront §2 Login, §5, §8 — e-mail and password, both required, e-mail trimmed. */
export function SignInForm({
  variant,
  defaultEmail = "",
  admit,
  onSignedIn,
  showForgotPassword = true,
}: SignInFormProps) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure>();
  /** The password was right and the account asks for its second factor (issue 28). */
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { isSubmitting } = form.formState;

  const feedback = useFormFeedback(form, fieldOrder, failure?.message);

  const fail = (next: Failure) => {
    setFailure(next);
    // The alert announces the refusal; the shopper goes on from the first field, not from <body>.
    form.setFocus("email");
    if (variant === "dialog") toast.error(t("toasts.signInFailed"), { description: say(next.message) });
  };

  /** The session is open: the caller's own check (admin login), then the welcome. */
  const finish = async (user: AuthUser) => {
    const refusal = await admit?.(user);
    if (refusal) {
      setSecondStep(false);
      fail({ message: refusal });
      return;
    }
    await refreshAfterAuthChange(queryClient);
    toast.success(t("toasts.welcomeBack"), { description: t("toasts.signedIn") });
    onSignedIn();
  };

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      setFailure(undefined);
      const { data, error } = await authClient.signIn
        .email({ email, password })
        .catch(() => ({ data: null, error: {} }));
      if (error || !data) {
        const confirmationMail = error ? confirmationMailOf(error) : undefined;
        fail({
          message: authErrorMessage(error ?? {}, "signIn"),
          unconfirmed: confirmationMail && { email, confirmationMail },
        });
        return;
      }
      if ("twoFactorRedirect" in data && data.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await finish(data.user);
    },
    (invalid) => {
      setFailure(undefined);
      const message = firstErrorMessage(invalid, fieldOrder);
      if (variant === "dialog" && message) toast.error(say(validationMessage(message)));
    },
  );

  if (secondStep)
    return (
      <TwoFactorStep
        onVerified={finish}
        onStartOver={(reason) => {
          setSecondStep(false);
          form.resetField("password");
          if (reason) fail({ message: reason });
        }}
      />
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
          {failure?.unconfirmed && (
            <p>
              <Trans
                t={t}
                i18nKey={
                  failure.unconfirmed.confirmationMail === "sent"
                    ? "errors.confirmationSent"
                    : "errors.confirmationRecent"
                }
                values={{ email: failure.unconfirmed.email }}
                components={{ bdi: <bdi dir="ltr" /> }}
              />
            </p>
          )}
        </FormAlert>
      )}
      <FormField label={t("fields.email")} {...feedback.field("email")}>
        <EmailInput {...feedback.fieldProps("email")} />
      </FormField>
      <FormField label={t("fields.password")} {...feedback.field("password")}>
        <PasswordInput autoComplete="current-password" {...feedback.fieldProps("password")} />
      </FormField>
      {showForgotPassword && (
        <Link
          to="/forgot-password"
          className={cn(
            "-mt-2 justify-self-end text-sm text-gold-dark underline-offset-4 hover:underline",
            "focus-visible:underline",
          )}
        >
          {t("actions.forgotPassword")}
        </Link>
      )}
      <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("actions.signingIn") : t("actions.signIn")}
      </Button>
    </form>
  );
}
