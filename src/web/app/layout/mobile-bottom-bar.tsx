import BriefcaseBusinessIcon from "lucide-react/icons/briefcase-business";
import CalculatorIcon from "lucide-react/icons/calculator";
import HouseIcon from "lucide-react/icons/house";
import LogInIcon from "lucide-react/icons/log-in";
import LogOutIcon from "lucide-react/icons/log-out";
import PackageIcon from "lucide-react/icons/package";
import ScanSearchIcon from "lucide-react/icons/scan-search";
import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router";
import { useSignOut } from "../../features/auth/api/use-sign-out";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session/session";
import { useToolLinkNotice } from "./tool-links";

const items = [
  { to: "/", labelKey: "nav.home", icon: HouseIcon, isTool: false },
  { to: "/simple-analysis", labelKey: "tools.simpleAiShort", icon: ScanSearchIcon, isTool: true },
  { to: "/portfolio", labelKey: "tools.portfolio", icon: BriefcaseBusinessIcon, isTool: true },
  { to: "/calculator", labelKey: "tools.calculator", icon: CalculatorIcon, isTool: true },
  { to: "/inventory", labelKey: "tools.inventory", icon: PackageIcon, isTool: true },
] as const;

// The dialog's forms are only needed once a guest taps Sign In, so they stay out of the first load.
const AuthDialog = lazy(async () => ({
  default: (await import("../../features/auth/components/auth-dialog")).AuthDialog,
}));

// A label that does not fit a sixth of a 320 px screen ("تسجيل الدخول") takes a second line, not a clip.
const labelClass = "line-clamp-2 max-w-full text-center leading-[1.15] break-words";

const itemClass = cn(
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xs py-1.5 text-[0.65rem] font-medium",
  "text-ivory/70 transition-colors outline-none hover:text-ivory focus-visible:ring-2 focus-visible:ring-gold",
);

/**
 * spec: storefront §2 — the bar under 768 px. It is fixed to the bottom, so the store layout pads
 * the page by `mobileBottomBarSpace` to keep it from covering content.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const { session, isUnknown } = useSession();
  const signOut = useSignOut();
  const notifyGuest = useToolLinkNotice();
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInUsed, setSignInUsed] = useState(false);
  const signInButton = useRef<HTMLButtonElement>(null);
  const openSignIn = () => {
    setSignInUsed(true);
    setSignInOpen(true);
  };

  return (
    <nav
      aria-label={t("nav.mobileBar")}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-gold/25 bg-ink/95 backdrop-blur-md md:hidden",
        "pb-[env(safe-area-inset-bottom)]",
      )}
    >
      <ul className="flex h-16 items-stretch px-1">
        {items.map(({ to, labelKey, icon: Icon, isTool }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              end
              onClick={isTool ? () => notifyGuest(t(labelKey)) : undefined}
              className={({ isActive }) => cn(itemClass, isActive && "text-gold-light")}
            >
              <Icon className="size-5" aria-hidden="true" />
              <span className={labelClass}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          {session ? (
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              <LogOutIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              <span className={labelClass}>{t("actions.signOut")}</span>
            </button>
          ) : (
            <button
              ref={signInButton}
              type="button"
              className={itemClass}
              disabled={isUnknown}
              onClick={openSignIn}
            >
              <LogInIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              <span className={labelClass}>{t("actions.signIn")}</span>
            </button>
          )}
        </li>
      </ul>
      {signInUsed && (
        <Suspense>
          <AuthDialog
            open={signInOpen}
            onOpenChange={setSignInOpen}
            defaultTab="signin"
            opener={signInButton}
          />
        </Suspense>
      )}
    </nav>
  );
}

/**
 * The room the bar takes, reserved at the bottom of every page under 768 px, and 4.5rem more on a
 * page with the watch page's sticky buy bar above it (storefront's sticky-buy-bar.tsx, issue 13).
 */
export const mobileBottomBarSpace = cn(
  "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0",
  "max-md:has-[[data-sticky-buy-bar]]:pb-[calc(8.5rem+env(safe-area-inset-bottom))]",
);
