import ArrowLeftRightIcon from "lucide-react/icons/arrow-left-right";
import BookOpenIcon from "lucide-react/icons/book-open";
import CalculatorIcon from "lucide-react/icons/calculator";
import BarChart3Icon from "lucide-react/icons/chart-column";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import ClipboardListIcon from "lucide-react/icons/clipboard-list";
import HandCoinsIcon from "lucide-react/icons/hand-coins";
import InboxIcon from "lucide-react/icons/inbox";
import MailIcon from "lucide-react/icons/mail";
import MailsIcon from "lucide-react/icons/mails";
import MenuIcon from "lucide-react/icons/menu";
import PackageIcon from "lucide-react/icons/package";
import HistoryIcon from "lucide-react/icons/rotate-ccw-clock";
import ScanSearchIcon from "lucide-react/icons/scan-search";
import SettingsIcon from "lucide-react/icons/settings";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import TagIcon from "lucide-react/icons/tag";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import UserCogIcon from "lucide-react/icons/user-cog";
import UsersIcon from "lucide-react/icons/users";
import XIcon from "lucide-react/icons/x";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { adminHomePath, mayOpenAdminPage } from "../../../shared/admin-paths";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { Logo } from "../../components/ui/logo";
import { useOpenHoldsCount } from "../../features/admin/holds/api/holds";
import { UserMenu } from "../../features/auth/components/user-menu";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { mustEnrolTwoFactor, useSession } from "../../lib/session/session";
import { LanguageSwitcher } from "./language-switcher";

/** spec: storefront §2 "Header and navigation" — the admin navigation bar. */
const adminLinks = [
  { to: "/admin/dashboard", labelKey: "admin.nav.dashboard", icon: BarChart3Icon },
  { to: "/admin/calculator", labelKey: "admin.nav.calculator", icon: CalculatorIcon },
  { to: "/admin/inventory", labelKey: "admin.nav.inventory", icon: PackageIcon },
  { to: "/admin/listings", labelKey: "admin.nav.listings", icon: ClipboardListIcon },
  { to: "/admin/orders", labelKey: "admin.nav.orders", icon: ShoppingBagIcon },
  { to: "/admin/customers", labelKey: "admin.nav.customers", icon: UsersIcon },
  { to: "/admin/simple-analysis", labelKey: "admin.nav.analysis", icon: ScanSearchIcon },
] as const;

/** The pages staff open now and then (issue 10): under "More" on a desktop, listed in the drawer. */
const moreLinks = [
  { to: "/admin/reports", labelKey: "admin.nav.reports", icon: TrendingUpIcon },
  { to: "/admin/settings", labelKey: "admin.nav.settings", icon: SettingsIcon },
  { to: "/admin/staff", labelKey: "admin.nav.staff", icon: UserCogIcon },
  { to: "/admin/catalogue", labelKey: "admin.nav.catalogue", icon: BookOpenIcon },
  { to: "/admin/market-prices", labelKey: "admin.nav.marketPrices", icon: TagIcon },
  { to: "/admin/newsletter", labelKey: "admin.nav.newsletter", icon: MailsIcon },
  { to: "/admin/inbox", labelKey: "admin.nav.inbox", icon: InboxIcon },
  { to: "/admin/trade-ins", labelKey: "admin.nav.tradeIns", icon: ArrowLeftRightIcon },
  { to: "/admin/holds", labelKey: "admin.nav.holds", icon: HandCoinsIcon },
  { to: "/admin/outbox", labelKey: "admin.nav.outbox", icon: MailIcon },
  { to: "/admin/audit-log", labelKey: "admin.nav.auditLog", icon: HistoryIcon },
  { to: "/admin/account", labelKey: "admin.nav.myAccount", icon: ShieldCheckIcon },
] as const;

/**
 * The links the signed-in role may open (issue 28): the rest are not offered at all, and before a
 * required second factor is set up only the My account page is.
 */
function useAllowedLinks<Link extends { to: string }>(links: readonly Link[]): Link[] {
  const { session } = useSession();
  if (session && mustEnrolTwoFactor(session)) return links.filter((link) => link.to === "/admin/account");
  return links.filter((link) => mayOpenAdminPage(session?.user.role, link.to));
}

export function AdminNav() {
  const { t } = useTranslation();
  const { session, isUnknown } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = useAllowedLinks(adminLinks);

  return (
    <header className="sticky top-0 z-40 border-b border-gold/20 bg-ink text-ivory">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4 md:px-6">
        <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-ivory hover:bg-ivory/10 hover:text-ivory xl:hidden"
              aria-label={t("admin.nav.openMenu")}
            >
              <MenuIcon className="size-5" aria-hidden="true" />
            </Button>
          </DialogPrimitive.Trigger>
          <AdminDrawer onNavigate={() => setDrawerOpen(false)} />
        </DialogPrimitive.Root>
        <Link
          to={adminHomePath(session?.user.role)}
          className="flex shrink-0 items-center gap-3 rounded-xs outline-none focus-visible:ring-2 focus-visible:ring-gold"
        >
          <Logo size="sm" tone="light" />
          <span className="hidden border-s border-ivory/20 ps-3 text-[0.65rem] uppercase tracking-[0.24em] text-gold sm:inline">
            {t("admin.nav.backOffice")}
          </span>
        </Link>
        <nav aria-label={t("admin.nav.label")} className="ms-4 hidden items-center gap-1 xl:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={desktopLinkClass}>
              {t(link.labelKey)}
            </NavLink>
          ))}
          <MoreMenu />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher tone="light" />
          {isUnknown ? (
            <span className="size-9" aria-hidden="true" />
          ) : session ? (
            <UserMenu variant="admin" />
          ) : (
            <Button asChild variant="gold" size="sm">
              <Link to="/admin">{t("actions.signIn")}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-xs px-3 py-2 text-[0.8rem] font-medium text-ivory/70 transition-colors outline-none",
    "hover:bg-ivory/5 hover:text-ivory focus-visible:ring-2 focus-visible:ring-gold",
    isActive && "bg-ivory/10 text-gold-light",
  );

function MoreMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAllowedLinks(moreLinks);
  const current = links.some((link) => pathname.startsWith(link.to));
  if (links.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(desktopLinkClass({ isActive: current }), "flex items-center gap-1")}>
        {t("admin.nav.more")}
        {links.some((link) => link.to === "/admin/holds") && <OpenHoldsCount />}
        <ChevronDownIcon className="size-3.5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {links.map(({ to, labelKey, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to} aria-current={pathname.startsWith(to) ? "page" : undefined}>
              <Icon aria-hidden="true" />
              {t(labelKey)}
              {to === "/admin/holds" && <OpenHoldsCount />}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Issue 31: the offers and reservations still open, beside their link (only a role that may open it asks). */
function OpenHoldsCount() {
  const { t } = useTranslation();
  const count = useOpenHoldsCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-gold px-1.5 text-[0.65rem] font-semibold text-ink tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t("admin.nav.openCount", { count })}</span>
    </span>
  );
}

function AdminDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const links = useAllowedLinks([...adminLinks, ...moreLinks]);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col border-e border-gold/20 bg-ink",
          "text-ivory shadow-2xl outline-none data-[state=open]:animate-sheet-in",
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-ivory/10 px-4">
          <Logo size="sm" tone="light" />
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-ivory hover:bg-ivory/10 hover:text-ivory"
              aria-label={t("actions.close")}
            >
              <XIcon className="size-5" aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </div>
        <DialogPrimitive.Title className="px-5 pt-6 text-[0.65rem] uppercase tracking-[0.24em] text-gold">
          {t("admin.nav.backOffice")}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          {t("admin.nav.drawerDescription")}
        </DialogPrimitive.Description>
        <nav aria-label={t("admin.nav.label")} className="grid gap-1 p-3">
          {links.map(({ to, labelKey, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-sm px-3 py-3 text-sm text-ivory/75 transition-colors outline-none",
                  "hover:bg-ivory/5 hover:text-ivory focus-visible:ring-2 focus-visible:ring-gold",
                  isActive && "bg-ivory/10 text-gold-light",
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(labelKey)}
              {to === "/admin/holds" && <OpenHoldsCount />}
            </NavLink>
          ))}
        </nav>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
