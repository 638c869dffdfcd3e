import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import type { AuthTab } from "./auth-tabs";

// The forms, their schemas and zod stay out of the storefront's first load: the header fetches
// them when a button is hovered, focused or pressed.
const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(async () => ({ default: (await loadAuthDialog()).AuthDialog }));

/** The signed-out header's Sign In and Sign Up buttons, each opening the dialog on its tab. */
export function AuthButtons() {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("signin");
  const opener = useRef<HTMLButtonElement | null>(null);
  const openOn = (next: AuthTab) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setTab(next);
    setOpen(true);
    setHasOpened(true);
  };
  const prefetch = () => void loadAuthDialog();
  return (
    <div className="flex items-center gap-2">
      {/* Under 360 px the row has room for one button; the phone's bottom bar has Sign In. */}
      <Button
        variant="ghost"
        size="sm"
        className="max-[359px]:hidden"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openOn("signin")}
      >
        {t("actions.signIn")}
      </Button>
      <Button
        variant="luxury"
        size="sm"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openOn("signup")}
      >
        {t("actions.signUp")}
      </Button>
      {hasOpened && (
        <Suspense>
          <AuthDialog open={open} onOpenChange={setOpen} defaultTab={tab} opener={opener} />
        </Suspense>
      )}
    </div>
  );
}
