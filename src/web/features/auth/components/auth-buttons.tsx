import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { AuthDialog } from "./auth-dialog";
import type { AuthTab } from "./auth-tabs";

/** The signed-out header's Sign In and Sign Up buttons, each opening the dialog on its tab. */
export function AuthButtons() {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>("signin");
  const openOn = (next: AuthTab) => {
    setTab(next);
    setOpen(true);
  };
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => openOn("signin")}>
        {t("actions.signIn")}
      </Button>
      <Button variant="luxury" size="sm" onClick={() => openOn("signup")}>
        {t("actions.signUp")}
      </Button>
      <AuthDialog open={open} onOpenChange={setOpen} defaultTab={tab} />
    </div>
  );
}
