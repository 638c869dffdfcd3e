import LockKeyholeIcon from "lucide-react/icons/lock-keyhole";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { useTranslation } from "../../../i18n/use-translation";
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
      <title>{t("meta.pageTitle", { ns: "common", page: t("requireUser.title") })}</title>
      <EmptyPanel
        frame="card"
        className="w-full max-w-md"
        icon={<LockKeyholeIcon aria-hidden="true" />}
        iconClassName="bg-ivory"
        titleAs="h1"
        titleId="sign-in-required"
        title={t("requireUser.title")}
        text={t(`requireUser.${tool}`)}
        action={
          <Button variant="luxury" size="lg" onClick={() => setDialogOpen(true)}>
            {t("actions.signInToContinue")}
          </Button>
        }
      />
      <AuthDialog open={dialogOpen} onOpenChange={setDialogOpen} defaultTab="signup" />
    </section>
  );
}
