import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { recoveryCodeVerifySchema, totpCodeUsedCode, totpVerifySchema } from "../../../../shared/two-factor";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { type AuthUser, authClient } from "../api/auth-client";
import { type AuthErrorLike, requestErrorMessage } from "../lib/auth-errors";
import { OneTimeCodeInput } from "./credential-inputs";

type Mode = "app" | "recovery";
const fieldOrder = ["code"] as const;

/** better-auth's refusals of a second step, in the user's words; the last two end the attempt. */
function twoFactorErrorMessage(error: AuthErrorLike): { message: Message; startOver: boolean } {
  switch (error.code) {
    case "INVALID_CODE":
      return { message: { key: "auth:twoFactor.errors.invalidCode" }, startOver: false };
    case "INVALID_BACKUP_CODE":
      return { message: { key: "auth:twoFactor.errors.invalidRecoveryCode" }, startOver: false };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { message: { key: "auth:twoFactor.errors.locked" }, startOver: true };
    // The plugin closed this attempt when it accepted the code, before the server refused its reuse.
    case totpCodeUsedCode:
      return { message: { key: "auth:twoFactor.errors.codeUsed" }, startOver: true };
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return { message: { key: "auth:twoFactor.errors.expired" }, startOver: true };
    default:
      return { message: requestErrorMessage(error), startOver: false };
  }
}

export interface TwoFactorStepProps {
  /** The code was right: the session is open and belongs to `user`. */
  onVerified: (user: AuthUser) => Promise<void>;
  /** Back to the password, with the reason when the attempt ended (expired, locked). */
  onStartOver: (reason?: Message) => void;
}

/**
 * Issue 28 — the second step of a password sign-in for an account with two-factor sign-in: the
 * authenticator app's code, or one of the recovery codes. The password step's session waits on
 * the server (a short-lived cookie) until one of them is right.
 */
export function TwoFactorStep({ onVerified, onStartOver }: TwoFactorStepProps) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [mode, setMode] = useState<Mode>("app");
  const [failure, setFailure] = useState<Message>();
  const form = useForm({
    resolver: zodResolver(mode === "app" ? totpVerifySchema : recoveryCodeVerifySchema),
    defaultValues: { code: "" },
  });
  const { isSubmitting } = form.formState;
  const feedback = useFormFeedback(form, fieldOrder, failure);

  const switchMode = () => {
    setMode(mode === "app" ? "recovery" : "app");
    setFailure(undefined);
    form.reset({ code: "" });
    form.setFocus("code");
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const verify = mode === "app" ? authClient.twoFactor.verifyTotp : authClient.twoFactor.verifyBackupCode;
    const { data, error } = await verify({ code }).catch(() => ({ data: null, error: {} }));
    if (error || !data) {
      const refused = twoFactorErrorMessage(error ?? {});
      if (refused.startOver) {
        onStartOver(refused.message);
        return;
      }
      setFailure(refused.message);
      form.setFocus("code");
      return;
    }
    await onVerified(data.user as AuthUser);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-1">
        <h2 className="font-display text-xl text-foreground">{t("twoFactor.title")}</h2>
        <p className="text-sm text-muted-foreground">
          {t(mode === "app" ? "twoFactor.appPrompt" : "twoFactor.recoveryPrompt")}
        </p>
      </div>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField
        label={t(mode === "app" ? "twoFactor.codeLabel" : "twoFactor.recoveryLabel")}
        {...feedback.field("code")}
      >
        <OneTimeCodeInput
          // A new field for each mode: the browser offers one-time codes only to the app's.
          key={mode}
          kind={mode}
          autoFocus
          {...feedback.fieldProps("code")}
        />
      </FormField>
      <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          className="text-gold-dark underline-offset-4 hover:underline"
          onClick={switchMode}
        >
          {t(mode === "app" ? "twoFactor.useRecovery" : "twoFactor.useApp")}
        </button>
        <button
          type="button"
          className="text-muted-foreground underline-offset-4 hover:underline"
          onClick={() => onStartOver()}
        >
          {t("twoFactor.startOver")}
        </button>
      </div>
    </form>
  );
}
