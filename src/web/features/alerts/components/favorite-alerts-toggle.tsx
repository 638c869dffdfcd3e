import "../alerts-i18n";
import { useId } from "react";
import { type AlertChannelChoice, alertChannelChoices } from "../../../../shared/alerts";
import { isLanguage } from "../../../../shared/i18n";
import { isReachable } from "../../../../shared/whatsapp";
import { NativeSelect } from "../../../components/ui/native-select";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useFavoriteAlerts } from "../api/get-favorite-alerts";
import { useWhatsApp } from "../api/get-whatsapp";
import { useUpdateFavoriteAlerts } from "../api/update-favorite-alerts";

/**
 * Issue 30: the shopper's consent to hear of their favourites' price drops and returns to sale,
 * asked beside the favourites and off until they tick it (the spec turns nothing on by default).
 */
export function FavoriteAlertsToggle() {
  const { t, i18n } = useTranslation("alerts");
  const settings = useFavoriteAlerts();
  const update = useUpdateFavoriteAlerts();
  const action = usePendingAction();
  const whatsApp = useWhatsApp();
  // Issue 30: the news tells prices in the currency the shopper reads them in here.
  const { currency: displayCurrency } = useShownCurrency();
  const id = useId();
  if (settings.isPending) return <Skeleton className="h-12" />;
  const isOn = settings.data?.isOn ?? false;
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  // Issue 30: WhatsApp (or both) once the account's number is confirmed; e-mail otherwise.
  const hasWhatsApp = Boolean(whatsApp.data?.isAvailable) && isReachable(whatsApp.data?.number);
  const channel: AlertChannelChoice = hasWhatsApp ? (settings.data?.channel ?? "email") : "email";

  const change = (next: boolean, nextChannel: AlertChannelChoice = channel) =>
    action.run(async () => {
      try {
        await update.mutateAsync({ isOn: next, channel: nextChannel, language, displayCurrency });
        toast.success(t(next ? "favorites.on" : "favorites.off"));
      } catch {
        toast.error(t("favorites.failed"));
      }
    });

  return (
    <div className="flex items-start gap-3 rounded-sm border border-border/80 bg-background p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-dark"
        checked={isOn}
        disabled={action.isPending}
        aria-describedby={`${id}-text`}
        onChange={(event) => void change(event.target.checked)}
        data-testid="favorite-alerts"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {t("favorites.label")}
        </label>
        <p id={`${id}-text`} className="text-xs leading-relaxed text-muted-foreground">
          {t("favorites.text")}
        </p>
        {isOn && hasWhatsApp && (
          <NativeSelect
            aria-label={t("save.channel")}
            value={channel}
            disabled={action.isPending}
            onChange={(event) => void change(true, event.target.value as AlertChannelChoice)}
            className="mt-2"
          >
            {alertChannelChoices.map((value) => (
              <option key={value} value={value}>
                {t(`save.channels.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
    </div>
  );
}
