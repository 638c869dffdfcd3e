import "../alerts-i18n";
import BellIcon from "lucide-react/icons/bell";
import HeartIcon from "lucide-react/icons/heart";
import Trash2Icon from "lucide-react/icons/trash-2";
import { useMemo } from "react";
import { Link } from "react-router";
import {
  type AlertChannelChoice,
  type AlertFrequency,
  alertChannelChoices,
  alertFrequencies,
  type SavedSearchDto,
  savedSearchParams,
} from "../../../../shared/alerts";
import { shownCurrency } from "../../../../shared/display-currencies";
import { isReachable } from "../../../../shared/whatsapp";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { NativeSelect } from "../../../components/ui/native-select";
import { Page } from "../../../components/ui/page";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { SearchSummary, searchText } from "../../../components/watch/search-summary";
import { useTranslation } from "../../../i18n/use-translation";
import { ShownCurrencyProvider } from "../../../lib/display-currency";
import { formatShopDate } from "../../../lib/format-date";
import { useStoreInfo } from "../../../lib/site";
import { useFormatRoughPrice } from "../../../lib/use-format-rough-price";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useDeleteSavedSearch } from "../api/delete-saved-search";
import { useSavedSearches } from "../api/get-saved-searches";
import { useWhatsApp } from "../api/get-whatsapp";
import { useUpdateSavedSearch } from "../api/update-saved-search";
import { FavoriteAlertsToggle } from "../components/favorite-alerts-toggle";
import { WhatsAppNumberCard } from "../components/whatsapp-number-card";

const searchLink = (search: SavedSearchDto) => {
  const params = savedSearchParams(search.query);
  return params ? `/watches?${params}` : "/watches";
};

/**
 * Issue 30: a saved search reads in the currency its alerts are written in (the one the shopper
 * read when saving it, at today's rate), dollars when that currency has no current rate.
 */
function SavedSearchInItsCurrency(props: { search: SavedSearchDto; hasWhatsApp: boolean }) {
  const store = useStoreInfo();
  const { displayCurrency } = props.search;
  const shown = useMemo(
    () => shownCurrency({ chosen: displayCurrency }, store.shipTo, store.currencies),
    [displayCurrency, store.shipTo, store.currencies],
  );
  return (
    <ShownCurrencyProvider value={shown}>
      <SavedSearchRow {...props} />
    </ShownCurrencyProvider>
  );
}

function SavedSearchRow({ search, hasWhatsApp }: { search: SavedSearchDto; hasWhatsApp: boolean }) {
  const { t, i18n } = useTranslation("alerts");
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const action = usePendingAction();
  const label = searchText(t, search.query, useFormatRoughPrice().band);

  const setFrequency = (frequency: AlertFrequency) =>
    action.run(async () => {
      try {
        await update.mutateAsync({ id: search.id, frequency });
        toast.success(t("manage.updated"));
      } catch {
        toast.error(t("manage.updateFailed"));
      }
    });
  const setChannel = (channel: AlertChannelChoice) =>
    action.run(async () => {
      try {
        await update.mutateAsync({ id: search.id, channel });
        toast.success(t("manage.updated"));
      } catch {
        toast.error(t("manage.updateFailed"));
      }
    });
  const deleteSearch = () =>
    action.run(async () => {
      try {
        await remove.mutateAsync(search.id);
        toast.success(t("manage.deleted"));
      } catch {
        toast.error(t("manage.deleteFailed"));
      }
    });

  return (
    <li
      className="grid gap-3 rounded-sm border border-border/80 bg-background p-4"
      data-testid="saved-search"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <SearchSummary t={t} query={search.query} />
          <p className="text-xs text-muted-foreground">
            {t("manage.savedOn", { date: formatShopDate(search.createdAt, i18n.language) })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void deleteSearch()}
          disabled={action.isPending}
          aria-label={t("manage.deleteNamed", { search: label })}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
        >
          <Trash2Icon className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-center sm:justify-between">
        <div className="grid gap-2">
          <NativeSelect
            aria-label={t("manage.frequencyLabel", { search: label })}
            value={search.frequency}
            disabled={action.isPending}
            onChange={(event) => void setFrequency(event.target.value as AlertFrequency)}
          >
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`save.frequencies.${frequency}`)}
              </option>
            ))}
          </NativeSelect>
          {hasWhatsApp && (
            <NativeSelect
              aria-label={t("manage.channelLabel", { search: label })}
              value={search.channel}
              disabled={action.isPending}
              onChange={(event) => void setChannel(event.target.value as AlertChannelChoice)}
            >
              {alertChannelChoices.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`save.channels.${channel}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </div>
        <Link
          to={searchLink(search)}
          className="text-sm font-medium underline underline-offset-4 outline-none hover:text-gold-dark focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("manage.open")}
        </Link>
      </div>
    </li>
  );
}

function SavedSearchList() {
  const { t } = useTranslation("alerts");
  const searches = useSavedSearches();
  const whatsApp = useWhatsApp();
  // Issue 30: a search may alert on WhatsApp once the account's number is confirmed.
  const hasWhatsApp = Boolean(whatsApp.data?.isAvailable) && isReachable(whatsApp.data?.number);
  if (searches.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label={t("manage.loading")}>
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  if (searches.isError)
    return (
      <LoadFailedPanel
        text={t("manage.loadFailed")}
        retry={t("manage.retry")}
        onRetry={() => void searches.refetch()}
        role="alert"
      />
    );
  if (searches.data.length === 0)
    return (
      <EmptyPanel
        size="compact"
        titleAs="p"
        className="rounded-sm border-border px-4 py-8"
        title={t("manage.empty")}
        text={t("manage.emptyText")}
        action={
          <Button asChild variant="elegant" size="sm">
            <Link to="/watches">{t("manage.browse")}</Link>
          </Button>
        }
      />
    );
  return (
    <ul className="grid gap-3" data-testid="saved-searches">
      {searches.data.map((search) => (
        <SavedSearchInItsCurrency key={search.id} search={search} hasWhatsApp={hasWhatsApp} />
      ))}
    </ul>
  );
}

/**
 * Issue 30: /account/alerts — the saved searches (how often, delete), the favourites' alerts and
 * the WhatsApp number they may go to.
 */
export function AlertsPage() {
  const { t } = useTranslation("alerts");
  return (
    <Page
      eyebrow={t("manage.eyebrow")}
      title={t("manage.title")}
      intro={t("manage.intro")}
      back={{ to: "/account", label: t("manage.back") }}
      className="grid items-start gap-6 lg:grid-cols-5"
    >
      <title>{t("meta.pageTitle", { ns: "common", page: t("manage.title") })}</title>
      <SectionCard
        icon={<BellIcon aria-hidden="true" />}
        title={t("manage.searchesTitle")}
        className="lg:col-span-3"
      >
        <SavedSearchList />
      </SectionCard>
      <div className="grid gap-6 lg:col-span-2">
        <SectionCard icon={<HeartIcon aria-hidden="true" />} title={t("favorites.title")}>
          <FavoriteAlertsToggle />
        </SectionCard>
        <WhatsAppNumberCard />
      </div>
    </Page>
  );
}
