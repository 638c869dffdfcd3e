import { MailIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { requestErrorMessage } from "../lib/auth-errors";

/** Sends a fresh confirmation link to an address whose sign-in was refused as unconfirmed. */
export function ResendVerificationButton({
  email,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & { email: string }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [isSending, setIsSending] = useState(false);

  async function resend() {
    setIsSending(true);
    const { error } = await authClient
      .sendVerificationEmail({ email, callbackURL: "/account" })
      .catch(() => ({ error: {} }));
    setIsSending(false);
    if (error) {
      toast.error(t("toasts.confirmationFailed"), { description: say(requestErrorMessage(error)) });
    } else {
      toast.success(t("toasts.confirmationSent"), { description: t("toasts.confirmationSentDescription") });
    }
  }

  return (
    <Button variant="outline" size="sm" {...props} disabled={isSending} onClick={resend}>
      <MailIcon aria-hidden="true" />
      {isSending ? t("actions.sending") : t("actions.resendConfirmation")}
    </Button>
  );
}
