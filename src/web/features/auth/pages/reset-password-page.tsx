import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { resetPasswordSchema } from "../../../../shared/auth";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { AuthPageShell } from "../components/auth-page-shell";
import { PasswordInput } from "../components/credential-inputs";
import { InvalidLinkNotice } from "../components/invalid-link-notice";
import { requestErrorMessage } from "../lib/auth-errors";

/**
 * The target of the e-mailed reset link: better-auth checks the link and sends the browser here
 * with `?token=...`, or with `?error=INVALID_TOKEN` when it is used or expired.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [isTokenRefused, setIsTokenRefused] = useState(false);
  const isLinkBroken = !token || searchParams.has("error") || isTokenRefused;

  return (
    <AuthPageShell
      title={t("reset.title")}
      description={isLinkBroken ? undefined : t("reset.description")}
      footer={<BackLink to="/login">{t("actions.backToSignIn")}</BackLink>}
    >
      {isLinkBroken ? (
        <InvalidLinkNotice kind="reset" />
      ) : (
        <ResetPasswordForm token={token} onTokenRefused={() => setIsTokenRefused(true)} />
      )}
    </AuthPageShell>
  );
}

function ResetPasswordForm({ token, onTokenRefused }: { token: string; onTokenRefused: () => void }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const feedback = useFormFeedback(form, ["password", "confirmPassword"], failure);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    const { error } = await authClient
      .resetPassword({ newPassword: password, token })
      .catch(() => ({ error: {} as { code?: string } }));
    if (error?.code === "INVALID_TOKEN") {
      onTokenRefused();
      return;
    }
    if (error) {
      setFailure(requestErrorMessage(error));
      return;
    }
    toast.success(t("toasts.passwordUpdated"), { description: t("toasts.passwordUpdatedDescription") });
    await navigate("/login", { replace: true });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField
        label={t("fields.newPassword")}
        {...feedback.field("password")}
        hint={t("fields.passwordHint")}
      >
        <PasswordInput autoComplete="new-password" {...feedback.fieldProps("password")} />
      </FormField>
      <FormField label={t("fields.confirmNewPassword")} {...feedback.field("confirmPassword")}>
        <PasswordInput autoComplete="new-password" {...feedback.fieldProps("confirmPassword")} />
      </FormField>
      <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("actions.updatingPassword") : t("actions.updatePassword")}
      </Button>
    </form>
  );
}
