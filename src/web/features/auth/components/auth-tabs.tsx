import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useTranslation } from "../../../i18n/use-translation";
import { GoogleSignInButton } from "./google-sign-in-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "signin" | "signup";

export function isAuthTab(value: string): value is AuthTab {
  return value === "signin" || value === "signup";
}

interface AuthTabsProps {
  variant: "page" | "dialog";
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Filled into the Sign In tab, e.g. the address that has just signed up. */
  signInEmail?: string;
  /**
   * spec: storefront §2 — after sign-up the Sign In tab opens with the password fields cleared; the
   * parent switches the tab and passes the new address back as `signInEmail`.
   */
  onSignedUp: (email: string) => void;
  onSignedIn: () => void;
  /** Called when sign-up also started a session (e-mail confirmation switched off). */
  onSignedUpAndIn: () => void;
  /** Where Google sends the shopper back after a successful sign-in. */
  googleCallbackURL: string;
}

/** The Sign In and Sign Up tabs shared by the login page and the dialog (spec: storefront §2). */
export function AuthTabs({
  variant,
  tab,
  onTabChange,
  signInEmail = "",
  onSignedUp,
  onSignedIn,
  onSignedUpAndIn,
  googleCallbackURL,
}: AuthTabsProps) {
  const { t } = useTranslation("auth");

  return (
    <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && onTabChange(value)}>
      <TabsList>
        <TabsTrigger value="signin">{t("actions.signIn")}</TabsTrigger>
        <TabsTrigger value="signup">{t("actions.signUp")}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="grid gap-5">
        <SignInForm key={signInEmail} variant={variant} defaultEmail={signInEmail} onSignedIn={onSignedIn} />
        <GoogleSignInButton callbackURL={googleCallbackURL} />
      </TabsContent>
      <TabsContent value="signup" className="grid gap-5">
        <SignUpForm
          variant={variant}
          onSignedUp={({ email, signedIn }) => (signedIn ? onSignedUpAndIn() : onSignedUp(email))}
        />
        <GoogleSignInButton callbackURL={googleCallbackURL} />
      </TabsContent>
    </Tabs>
  );
}
