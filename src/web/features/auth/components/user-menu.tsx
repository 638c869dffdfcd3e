import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import BriefcaseBusinessIcon from "lucide-react/icons/briefcase-business";
import CalculatorIcon from "lucide-react/icons/calculator";
import LogOutIcon from "lucide-react/icons/log-out";
import PackageIcon from "lucide-react/icons/package";
import UserRoundIcon from "lucide-react/icons/user-round";
import { Link } from "react-router";
import { Avatar, AvatarFallback } from "../../../components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session/session";
import { useSignOut } from "../api/use-sign-out";

/** Avatar initials: the first two letters of the e-mail, upper-cased (spec: storefront §2). */
function initialsOf(emailAddress: string): string {
  return emailAddress.slice(0, 2).toUpperCase();
}

/**
 * The reseller tools a signed-in shopper has (issue 11): the desktop header shows the tool links to
 * admins only (spec: storefront §2), so everyone else reaches their own from here.
 */
const toolItems = [
  { to: "/portfolio", labelKey: "common:tools.portfolio", Icon: BriefcaseBusinessIcon },
  { to: "/inventory", labelKey: "common:tools.inventory", Icon: PackageIcon },
  { to: "/calculator", labelKey: "common:tools.calculator", Icon: CalculatorIcon },
] as const;

/**
 * The signed-in avatar menu (spec: storefront §2 Header): first name or e-mail, the e-mail, and
 * My Account, the reseller tools and Sign out; the admin bar's variant sits on ink, adds Back to Storefront and signs out to its login.
 */
export function UserMenu({ variant = "store" }: { variant?: "store" | "admin" }) {
  const { t } = useTranslation("auth");
  const { session } = useSession();
  const signOut = useSignOut(variant === "admin" ? { to: "/admin/login" } : {});
  if (!session) return null;

  const { email, firstName } = session.user;
  const name = firstName?.trim() || email;
  const onInk = variant === "admin";

  return (
    // Not modal: a modal menu hides the page from assistive technology while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t("userMenu.label", { name })}
        className={cn(
          "flex items-center gap-2 rounded-full p-0.5 outline-none transition-colors sm:pe-3",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
          onInk
            ? "text-ivory hover:bg-ivory/10 focus-visible:ring-gold focus-visible:ring-offset-ink"
            : "text-foreground hover:bg-muted focus-visible:ring-offset-background",
        )}
      >
        <Avatar>
          <AvatarFallback>{initialsOf(email)}</AvatarFallback>
        </Avatar>
        <span className="hidden max-w-32 truncate text-sm font-medium sm:block">
          <bdi>{name}</bdi>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">
            <bdi>{name}</bdi>
          </span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            <bdi dir="ltr">{email}</bdi>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {onInk ? (
          <DropdownMenuItem asChild>
            <Link to="/">
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t("actions.backToStorefront")}
            </Link>
          </DropdownMenuItem>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <Link to="/account">
                <UserRoundIcon aria-hidden="true" />
                {t("actions.myAccount")}
              </Link>
            </DropdownMenuItem>
            {toolItems.map(({ to, labelKey, Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOutIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t("actions.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
