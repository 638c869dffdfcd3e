import { type RefObject, useState } from "react";
import { useLocation } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useTranslation } from "../../../i18n/use-translation";
import { type AuthTab, AuthTabs } from "./auth-tabs";

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTab: AuthTab;
  /**
   * The button that opened the dialog: the focus goes back to it on close, even where a click does
   * not focus a button (Safari). Without it, to what had the focus (DialogContent).
   */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * Sign in or sign up without leaving the page (spec: storefront §2 Header). The shopper stays where
 * they were once signed in, so a guarded tool page simply shows its content.
 */
export function AuthDialog({ open, onOpenChange, defaultTab, opener }: AuthDialogProps) {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!opener?.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        onClickCapture={(event) => {
          // A link inside (Forgot password?) leads to another page; the dialog should not follow.
          if (event.target instanceof Element && event.target.closest("a[href]")) onOpenChange(false);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <DialogTabs defaultTab={defaultTab} googleCallbackURL={here} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the dialog's content, so every opening starts on the tab it was asked for. */
function DialogTabs(props: { defaultTab: AuthTab; googleCallbackURL: string; onDone: () => void }) {
  const [tab, setTab] = useState(props.defaultTab);
  const [signInEmail, setSignInEmail] = useState<string>();
  return (
    <AuthTabs
      variant="dialog"
      tab={tab}
      onTabChange={setTab}
      signInEmail={signInEmail}
      onSignedUp={(email) => {
        setSignInEmail(email);
        setTab("signin");
      }}
      onSignedIn={props.onDone}
      onSignedUpAndIn={props.onDone}
      googleCallbackURL={props.googleCallbackURL}
    />
  );
}
