import { zodResolver } from "@hookform/resolvers/zod";
import MailCheckIcon from "lucide-react/icons/mail-check";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { forgotPasswordSchema } from "../../../../shared/auth";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { AuthPageShell } from "../components/auth-page-shell";
import { EmailInput } from "../components/credential-inputs";
import { isRateLimited, requestErrorMessage } from "../lib/auth-errors";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * page cannot be used to find out who shops here; only a rate limit is reported.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [failure, setFailure] = useState<Message>();
  const [isSent, setIsSent] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const feedback = useFormFeedback(form, ["email"], failure);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    const { error } = await authClient
      .requestPasswordReset({ email, redirectTo: "/reset-password" })
      .catch(() => ({ error: {} }));
    if (error && isRateLimited(error)) setFailure(requestErrorMessage(error));
    else setIsSent(true);
  });

  const backToSignIn = <BackLink to="/login">{t("actions.backToSignIn")}</BackLink>;

  return (
    <AuthPageShell title={t("forgot.title")} description={t("forgot.description")} footer={backToSignIn}>
      {isSent ? (
        <EmptyPanel
          role="status"
          frame="none"
          size="compact"
          icon={<MailCheckIcon aria-hidden="true" />}
          iconSize="md"
          titleAs="p"
          title={t("forgot.sent")}
          text={t("forgot.sentHint")}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
          {feedback.formMessage && (
            <FormAlert id={feedback.alertId}>
              <p>{say(feedback.formMessage)}</p>
            </FormAlert>
          )}
          <FormField label={t("fields.email")} {...feedback.field("email")}>
            <EmailInput {...feedback.fieldProps("email")} />
          </FormField>
          <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t("actions.sending") : t("actions.sendResetLink")}
          </Button>
        </form>
      )}
    </AuthPageShell>
  );
}
