import { LockKeyholeIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session/session";
import { AuthDialog } from "./auth-dialog";

export type ToolName = "analysis" | "calculator" | "inventory" | "portfolio";

/**
 * spec: reseller-tools §2 Common behaviour — a spinner while the session is unknown; signed out,
 * "Sign In Required" with the page's own message and a button opening the sign-up dialog.
 */
export function RequireUser({ tool, children }: { tool: ToolName; children: ReactNode }) {
  const { session, isUnknown } = useSession();
  if (isUnknown) return <PageSpinner />;
  if (!session) return <SignInRequired tool={tool} />;
  return children;
}

function SignInRequired({ tool }: { tool: ToolName }) {
  const { t } = useTranslation("auth");
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section className="container-page flex justify-center py-16 md:py-24" aria-labelledby="sign-in-required">
      <div
        className={cn(
          "flex w-full max-w-md flex-col items-center gap-5 rounded-md border border-border",
          "bg-card px-6 py-12 text-center shadow-xs sm:px-10",
        )}
      >
        <span
          className={cn(
            "flex size-14 items-center justify-center rounded-full border border-gold/40",
            "bg-ivory text-gold-dark",
          )}
        >
          <LockKeyholeIcon className="size-6" aria-hidden="true" />
        </span>
        <title>{t("meta.pageTitle", { ns: "common", page: t("requireUser.title") })}</title>
        <h1 id="sign-in-required" className="font-display text-3xl font-medium tracking-tight">
          {t("requireUser.title")}
        </h1>
        <p className="text-sm leading-relaxed text-muted-foreground">{t(`requireUser.${tool}`)}</p>
        <Button variant="luxury" size="lg" className="mt-2" onClick={() => setDialogOpen(true)}>
          {t("actions.signInToContinue")}
        </Button>
      </div>
      <AuthDialog open={dialogOpen} onOpenChange={setDialogOpen} defaultTab="signup" />
    </section>
  );
}
