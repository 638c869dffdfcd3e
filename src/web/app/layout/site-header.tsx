import SearchIcon from "lucide-react/icons/search";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { lazy, Suspense } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isStaffRole } from "../../../shared/staff-roles";
import { buttonVariants } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { AuthButtons } from "../../features/auth/components/auth-buttons";
import { useCartCount } from "../../features/cart/api/get-cart-count";
import { searchLinkTarget } from "../../features/storefront/lib/search-link";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session/session";
import { useFreeShipping } from "../../lib/site";
import { CurrencySwitcher } from "./currency-switcher";
import { LanguageSwitcher } from "./language-switcher";
import { headerToolLinks, useToolLinkNotice } from "./tool-links";

// Signed-in shoppers only, and known only once the session is read: the menu (and Radix with it)
// is never part of a guest's first JavaScript.
const UserMenu = lazy(() =>
  import("../../features/auth/components/user-menu").then(({ UserMenu }) => ({ default: UserMenu })),
);
const menuPlaceholder = <span className="size-9" aria-hidden="true" />;
/**
 * Until the session is known (always, in server-rendered HTML) the guest's buttons hold their
 * place unseen: most visitors are guests, so nothing moves when they appear (CLS).
 */
const sessionPlaceholder = (
  <div className="invisible" aria-hidden="true" inert>
    <AuthButtons />
  </div>
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative inline-flex h-9 shrink-0 items-center px-1 font-medium uppercase",
    "text-[0.7rem] tracking-[0.1em] lg:text-[0.8rem] lg:tracking-[0.14em]",
    "text-foreground/75 transition-colors outline-none hover:text-foreground",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:rounded-xs",
    "after:absolute after:inset-x-1 after:bottom-0.5 after:h-px after:origin-center after:scale-x-0",
    "after:bg-gold-dark after:transition-transform hover:after:scale-x-100",
    isActive && "text-foreground after:scale-x-100",
  );

const iconLinkClass = cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative size-9");

/** spec: storefront §2 "Header and navigation". */
export function SiteHeader() {
  const { t } = useTranslation();
  const freeShipping = useFreeShipping();
  const { session, isUnknown } = useSession();
  const isAdmin = isStaffRole(session?.user.role);
  const cartCount = useCartCount();
  const cartBadge = cartCount > 99 ? "99+" : String(cartCount);
  const notifyGuest = useToolLinkNotice();
  const location = useLocation();

  const links = isAdmin ? (
    headerToolLinks.map((link) => (
      <NavLink
        key={link.to}
        to={link.to}
        className={navLinkClass}
        onClick={() => notifyGuest(t(link.labelKey))}
      >
        {t(link.labelKey)}
      </NavLink>
    ))
  ) : (
    <>
      <NavLink to="/watches" className={navLinkClass}>
        {t("nav.allWatches")}
      </NavLink>
      <NavLink to="/account" className={navLinkClass}>
        {t("nav.account")}
      </NavLink>
      <NavLink to="/admin" className={navLinkClass}>
        {t("nav.admin")}
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background">
      <p className="bg-ink px-4 py-1.5 text-center text-[0.65rem] tracking-[0.12em] text-ivory/85 uppercase sm:text-[0.7rem] sm:tracking-[0.2em]">
        {t("header.announcement", { context: freeShipping ? undefined : "paid" })}
      </p>
      <div className="container-page flex h-16 items-center gap-3 md:h-20">
        <Link
          to="/"
          className="shrink-0 rounded-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("nav.homeLabel")}
        >
          <Logo size="md" wordmarkClassName="max-sm:sr-only" />
        </Link>
        <nav aria-label={t("nav.main")} className="ms-6 hidden items-center gap-6 lg:flex">
          {links}
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <Link to={searchLinkTarget(location)} className={iconLinkClass} aria-label={t("nav.search")}>
            <SearchIcon className="size-[1.15rem]" aria-hidden="true" />
          </Link>
          <Link
            to="/cart"
            className={iconLinkClass}
            // The name holds the badge's own text ("99+" too), as a screen reader's user hears it
            // and a voice-control user says it (axe: label-content-name-mismatch).
            aria-label={t("nav.cartWithCount", { count: cartCount, shown: cartBadge })}
          >
            <ShoppingBagIcon className="size-[1.15rem]" aria-hidden="true" />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute -end-0.5 -top-0.5 flex min-w-[1.1rem] items-center justify-center rounded-full",
                  "bg-gold-dark px-1 text-[0.65rem] leading-[1.1rem] font-semibold text-ivory tabular-nums",
                )}
              >
                {cartBadge}
              </span>
            )}
          </Link>
          <LanguageSwitcher className="max-sm:hidden" />
          <CurrencySwitcher className="max-sm:hidden" />
          <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
          {isUnknown ? (
            sessionPlaceholder
          ) : session ? (
            <Suspense fallback={menuPlaceholder}>
              <UserMenu variant="store" />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </div>
      </div>
      {/* Phones have no room for the language and currency switchers in the top row, so they join the links here. */}
      <div className="flex items-center gap-2 border-t border-border/70 ps-5 pe-2 lg:hidden">
        <nav aria-label={t("nav.main")} className="flex min-w-0 flex-1 items-center gap-4 overflow-x-auto">
          {links}
        </nav>
        <LanguageSwitcher className="sm:hidden" />
        <CurrencySwitcher className="px-2 sm:hidden" />
      </div>
    </header>
  );
}
