import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { useSession } from "../../lib/session/session";

/** spec: reseller-tools §9 "Other" — the sign-in notice lasts 5000 ms. */
const signInNoticeMs = 5000;

/** The header's tool navigation for admins (spec: storefront §2 "Header and navigation"). */
export const headerToolLinks = [
  { to: "/analysis", labelKey: "tools.aiSearch" },
  { to: "/simple-analysis", labelKey: "tools.simpleAi" },
  { to: "/portfolio", labelKey: "tools.portfolio" },
  { to: "/calculator", labelKey: "tools.calculator" },
  { to: "/inventory", labelKey: "tools.inventory" },
] as const;

/**
 * Tool links are marked as needing sign-in: a guest who picks one is told so (spec: storefront §6).
 * The link still opens the tool page, which offers the sign-in dialog. While the session is being
 * checked nobody is treated as a guest.
 */
export function useToolLinkNotice() {
  const { t } = useTranslation();
  const { session, isUnknown } = useSession();
  const isGuest = !isUnknown && !session;
  return (tool: string) => {
    if (!isGuest) return;
    toast(t("tools.signInRequired"), {
      description: t("tools.signInFirst", { tool }),
      duration: signInNoticeMs,
    });
  };
}
