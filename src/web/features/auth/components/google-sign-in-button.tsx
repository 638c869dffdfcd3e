import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { usePublicConfig } from "../api/get-public-config";
import { authErrorMessage } from "../lib/auth-errors";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5
          H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

/**
 * Google sign-in, shown only when the server has Google configured (GET /api/public-config).
 * Failures on Google's side come back to `/login?error=...`, which the login page reports.
 */
export function GoogleSignInButton({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const { googleSignIn } = usePublicConfig();
  const [isRedirecting, setIsRedirecting] = useState(false);
  if (!googleSignIn) return null;

  async function signIn() {
    setIsRedirecting(true);
    const { error } = await authClient.signIn
      .social({ provider: "google", callbackURL, errorCallbackURL: "/login" })
      .catch(() => ({ error: {} as { message?: string } }));
    if (error) {
      setIsRedirecting(false);
      toast.error(t("toasts.googleSignInFailed"), { description: say(authErrorMessage(error, "signIn")) });
    }
  }

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4 text-xs uppercase tracking-[0.2em] text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("login.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" size="lg" className="w-full" disabled={isRedirecting} onClick={signIn}>
        <GoogleMark />
        {t("actions.continueWithGoogle")}
      </Button>
    </div>
  );
}
