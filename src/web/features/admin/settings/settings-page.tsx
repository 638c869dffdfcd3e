import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPage } from "../components/admin-page";
import { formatAdminTime } from "../components/format-admin-time";
import { useSettings } from "./api/get-settings";
import { ExchangeRatesPanel } from "./exchange-rates-panel";
import { SettingsForm } from "./settings-form";

/** issue 10: the shop's settings — exchange rate, shipping, contact and public profiles. */
export function SettingsPage() {
  const { t, i18n } = useTranslation("admin");
  const settings = useSettings();
  return (
    <AdminPage title={t("settings.title")} intro={t("settings.intro")}>
      {settings.isPending && <Spinner label={t("settings.loading")} className="mx-auto my-16" />}
      {settings.isError && (
        <EmptyPanel
          frame="dashed"
          title={t("settings.loadFailed")}
          text={errorMessage(settings.error, t)}
          action={
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t("common:actions.tryAgain")}
            </Button>
          }
        />
      )}
      {settings.data && (
        <>
          {settings.data.updatedAt && (
            <p className="mb-4 text-xs text-muted-foreground">
              {t("settings.lastSaved")}{" "}
              <time dateTime={settings.data.updatedAt}>
                {formatAdminTime(settings.data.updatedAt, i18n.language, true)}
              </time>
            </p>
          )}
          <ExchangeRatesPanel />
          <SettingsForm key={settings.data.updatedAt ?? "defaults"} settings={settings.data} />
        </>
      )}
    </AdminPage>
  );
}
