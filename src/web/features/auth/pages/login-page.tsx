import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session";
import { AuthPageShell } from "../components/auth-page-shell";
import { type AuthTab, AuthTabs } from "../components/auth-tabs";
import { InvalidLinkNotice } from "../components/invalid-link-notice";
import { isBrokenLinkError } from "../lib/auth-errors";
import { afterSignInPath } from "../lib/safe-redirect";

interface SignInState {
  email: string;
}

function isSignInState(value: unknown): value is SignInState {
  return typeof value === "object" && value !== null && typeof (value as SignInState).email === "string";
}

const inlineLinkClass = "text-foreground underline underline-offset-4 hover:text-gold-dark";

/**
 * spec: storefront §2 Login / Register — one screen for /login and /register, the tab kept in the
 * URL. Signed-in visitors go on to /account or to the same-origin `redirect` they came from.
 */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const { session, isUnknown } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = afterSignInPath(searchParams.get("redirect"));
  const error = searchParams.get("error");
  // The e-mailed unlock link (issue 25) lands here once it has let this browser sign in.
  const unlocked = searchParams.get("unlocked") === "1";
  const tab: AuthTab = location.pathname === "/register" ? "signup" : "signin";
  const signInState = isSignInState(location.state) ? location.state : undefined;

  if (isUnknown) return <PageSpinner />;
  if (session) return <Navigate to={target} replace />;

  // /login and /register are two routes, so the page remounts on a switch: what the Sign In tab
  // should show travels in the history entry's state.
  const showTab = (next: AuthTab, state?: SignInState) => {
    const params = new URLSearchParams(searchParams);
    params.delete("error");
    const search = params.size > 0 ? `?${params}` : "";
    void navigate(`${next === "signup" ? "/register" : "/login"}${search}`, { replace: true, state });
  };

  const goOn = () => void navigate(target, { replace: true });

  return (
    <AuthPageShell
      title={t("login.title")}
      pageTitle={tab === "signup" ? t("actions.signUp") : t("actions.signIn")}
      description={t("login.description")}
      footer={
        <>
          <p className="max-w-sm text-xs leading-relaxed text-muted-foreground">
            <Trans
              t={t}
              i18nKey="login.terms"
              components={{
                terms: <Link to="/terms" className={inlineLinkClass} />,
                privacy: <Link to="/privacy" className={inlineLinkClass} />,
              }}
            />
          </p>
          <BackLink to="/watches">{t("actions.continueShopping")}</BackLink>
        </>
      }
    >
      {unlocked && !error && (
        <p role="status" className="mb-6 text-sm leading-relaxed">
          {t("login.unlocked")}
        </p>
      )}
      {error && (
        <div className="mb-6">
          {isBrokenLinkError(error) ? (
            <InvalidLinkNotice kind="verification" />
          ) : (
            // Google returns here with ?error=... when it could not sign the shopper in (BANNED_USER
            // when an admin banned the account, issue 10).
            <FormAlert id="login-error">
              <p className="font-medium">{t("toasts.googleSignInFailed")}</p>
              <p>{t(error === "BANNED_USER" ? "errors.accountSuspended" : "errors.signInFailed")}</p>
            </FormAlert>
          )}
        </div>
      )}
      <AuthTabs
        variant="page"
        tab={tab}
        onTabChange={(next) => showTab(next)}
        signInEmail={signInState?.email}
        onSignedUp={(email) => showTab("signin", { email })}
        onSignedIn={goOn}
        onSignedUpAndIn={goOn}
        googleCallbackURL={target}
      />
    </AuthPageShell>
  );
}
