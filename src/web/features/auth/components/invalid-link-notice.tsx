import { zodResolver } from "@hookform/resolvers/zod";
import LinkIcon from "lucide-react/icons/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { forgotPasswordSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { requestErrorMessage } from "../lib/auth-errors";
import { EmailInput } from "./credential-inputs";

/**
 * better-auth sends a used or expired link back with `?error=...`. A reset link leads to a new
 * request; a confirmation link can be sent again from here.
 */
export function InvalidLinkNotice({ kind }: { kind: "reset" | "verification" }) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-5 rounded-sm border border-gold/40 bg-ivory px-4 py-5 sm:px-5">
      <div className="flex gap-3">
        <LinkIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        <div className="grid gap-1.5 text-sm">
          <p role="alert" className="font-medium">
            {t("errors.invalidLink")}
          </p>
          <p className="leading-relaxed text-muted-foreground">
            {kind === "reset" ? t("reset.invalidDescription") : t("verify.invalidDescription")}
          </p>
        </div>
      </div>
      {kind === "reset" ? (
        <Button asChild variant="luxury" className="w-full">
          <Link to="/forgot-password">{t("actions.requestNewLink")}</Link>
        </Button>
      ) : (
        <ResendConfirmationForm />
      )}
    </div>
  );
}

function ResendConfirmationForm() {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [failure, setFailure] = useState<Message>();
  const [isSent, setIsSent] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const feedback = useFormFeedback(form, ["email"], failure);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    const { error } = await authClient
      .sendVerificationEmail({ email, callbackURL: "/account" })
      .catch(() => ({ error: {} }));
    if (error) setFailure(requestErrorMessage(error));
    else setIsSent(true);
  });

  if (isSent) {
    return (
      <p role="status" className="text-sm leading-relaxed">
        {t("toasts.confirmationSentDescription")}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField label={t("fields.email")} {...feedback.field("email")}>
        <EmailInput {...feedback.fieldProps("email")} />
      </FormField>
      <Button type="submit" variant="outline" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("actions.sending") : t("actions.resendConfirmation")}
      </Button>
    </form>
  );
}
