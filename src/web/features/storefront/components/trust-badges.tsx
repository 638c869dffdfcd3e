import type { LucideIcon } from "lucide-react";
import RotateCcwIcon from "lucide-react/icons/rotate-ccw";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import TruckIcon from "lucide-react/icons/truck";
import { IconBadge } from "../../../components/ui/icon-badge";
import { useTranslation } from "../../../i18n/use-translation";
import { useFreeShipping } from "../../../lib/site";

/** spec: storefront §1, §2 — the watch page's trust claims, word for word. */
const badges: { key: string; icon: LucideIcon }[] = [
  { key: "authentic", icon: ShieldCheckIcon },
  { key: "shipping", icon: TruckIcon },
  { key: "returns", icon: RotateCcwIcon },
];

export function TrustBadges() {
  const { t } = useTranslation("storefront");
  const context = useFreeShipping() ? undefined : "paid";
  return (
    <ul aria-label={t("watch.trustLabel")} className="grid grid-cols-3 gap-2 border-y border-border py-5">
      {badges.map(({ key, icon: Icon }) => (
        <li key={key} className="flex flex-col items-center gap-2 text-center">
          <IconBadge size="sm" className="[&_svg]:size-[1.1rem]">
            <Icon strokeWidth={1.5} aria-hidden="true" />
          </IconBadge>
          <span className="text-xs font-medium leading-snug">{t(`watch.trust.${key}`, { context })}</span>
        </li>
      ))}
    </ul>
  );
}
