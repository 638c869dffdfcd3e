import BellIcon from "lucide-react/icons/bell";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import HeartIcon from "lucide-react/icons/heart";
import LogOutIcon from "lucide-react/icons/log-out";
import PackageIcon from "lucide-react/icons/package";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { SessionUser } from "../../../shared/session";
import { BackLink } from "../../components/ui/back-link";
import { Button } from "../../components/ui/button";
import { EmptyPanel } from "../../components/ui/empty-panel";
import { SectionCard } from "../../components/ui/section-card";
import { OrderHistory } from "../../features/account/components/order-history";
import { ProfileCard } from "../../features/account/components/profile-card";
import { FavoriteAlertsToggle } from "../../features/alerts/components/favorite-alerts-toggle";
import { useSignOut } from "../../features/auth/api/use-sign-out";
import { InvalidLinkNotice } from "../../features/auth/components/invalid-link-notice";
import { FavoritesList } from "../../features/favorites/components/favorites-list";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session/session";
import { RequireAccount } from "./require-account";

/** Two-factor sign-in and the sessions list bring the auth client: loaded after the page itself. */
const AccountSecurity = lazy(async () => ({
  default: (await import("../../features/auth/security/account-security")).AccountSecurity,
}));

/**
 * /account, guarded (ARCHITECTURE.md, Decisions): signed-out visitors sign in first and come back.
 * The e-mail confirmation link also lands here: with `?confirmed=1` it tells the shopper their
 * address is confirmed, and with `?error=...` that the link could not be used.
 */
export function AccountPage() {
  const [searchParams] = useSearchParams();
  const hasLinkError = searchParams.get("error") !== null;
  const fromConfirmationLink = searchParams.get("confirmed") === "1" && !hasLinkError;
  return (
    <RequireAccount returnTo="/account">
      {(user) => (
        <AccountView user={user} hasLinkError={hasLinkError} fromConfirmationLink={fromConfirmationLink} />
      )}
    </RequireAccount>
  );
}

function AccountView({
  user,
  hasLinkError,
  fromConfirmationLink,
}: {
  user: SessionUser;
  hasLinkError: boolean;
  fromConfirmationLink: boolean;
}) {
  const { t } = useTranslation("auth");
  const signOut = useSignOut();
  const { session } = useSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const firstName = user.firstName?.trim();
  const browseWatches = (
    <Button asChild variant="elegant" size="sm">
      <Link to="/watches">{t("actions.browseWatches")}</Link>
    </Button>
  );

  async function leave() {
    setIsSigningOut(true);
    await signOut();
    setIsSigningOut(false);
  }

  return (
    <div className="container-page py-10 md:py-16">
      <title>{t("meta.pageTitle", { ns: "common", page: t("account.title") })}</title>
      <header
        className={cn(
          "flex flex-col gap-6 border-b border-border pb-8 md:flex-row md:items-end",
          "md:justify-between",
        )}
      >
        <div className="grid gap-3">
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t("account.title")}
          </p>
          <h1 className="font-display text-3xl font-medium tracking-tight md:text-5xl">
            {firstName ? t("account.welcome", { name: firstName }) : t("account.welcomeAnonymous")}
          </h1>
          <p className="max-w-xl text-sm leading-relaxed text-muted-foreground">{t("account.description")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <BackLink to="/watches">{t("actions.continueShopping")}</BackLink>
          <Button variant="outline" onClick={leave} disabled={isSigningOut}>
            <LogOutIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {t("actions.signOutButton")}
          </Button>
        </div>
      </header>
      {fromConfirmationLink && user.emailVerified && (
        <div
          role="status"
          className="mt-8 flex max-w-xl gap-3 rounded-sm border border-gold/40 bg-ivory px-4 py-5 sm:px-5"
        >
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          <div className="grid gap-1.5 text-sm">
            <p className="font-medium">{t("account.emailConfirmed")}</p>
            <p className="leading-relaxed text-muted-foreground">{t("account.emailConfirmedDescription")}</p>
          </div>
        </div>
      )}
      {hasLinkError && !user.emailVerified && (
        <div className="mt-8 max-w-xl">
          <InvalidLinkNotice kind="verification" />
        </div>
      )}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
        <div className="grid gap-6 lg:col-span-3">
          <ProfileCard />
          {session && (
            <Suspense fallback={null}>
              <AccountSecurity session={session} />
            </Suspense>
          )}
        </div>
        <div className="grid gap-6 lg:col-span-2">
          <SectionCard icon={<PackageIcon aria-hidden="true" />} title={t("account.ordersTitle")}>
            <OrderHistory
              empty={
                <AccountEmptyPanel
                  title={t("account.noOrders")}
                  text={t("account.noOrdersDescription")}
                  action={browseWatches}
                />
              }
            />
          </SectionCard>
          <SectionCard icon={<HeartIcon aria-hidden="true" />} title={t("account.favouritesTitle")}>
            <div className="grid gap-4">
              {/* Issue 30: consent to the favourites' alerts is asked here, beside them, and off until given. */}
              <FavoriteAlertsToggle />
              <FavoritesList
                empty={
                  <AccountEmptyPanel
                    title={t("account.noFavourites")}
                    text={t("account.noFavouritesDescription")}
                    action={browseWatches}
                  />
                }
              />
            </div>
          </SectionCard>
          <SectionCard icon={<BellIcon aria-hidden="true" />} title={t("alerts:account.title")}>
            <p className="text-sm leading-relaxed text-muted-foreground">{t("alerts:account.description")}</p>
            <Button asChild variant="elegant" size="sm" className="mt-4">
              <Link to="/account/alerts">{t("alerts:account.link")}</Link>
            </Button>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

/** An honest empty list inside an account card, with one way forward. */
function AccountEmptyPanel(props: { title: string; text: string; action: ReactNode }) {
  return <EmptyPanel {...props} size="compact" titleAs="p" className="rounded-sm border-border px-4 py-8" />;
}
