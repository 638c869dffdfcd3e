import MailIcon from "lucide-react/icons/mail";
import { DownloadButton } from "../../../components/ui/download-button";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPageHeader } from "../components/admin-page-header";
import { useExportSubscribers } from "./api/export-subscribers";
import { useSubscribers } from "./api/get-subscribers";
import { SubscribersTable } from "./subscribers-table";

const defaultFilters = { q: "" };

/** issue 10: the newsletter's subscribers, with when each gave consent; searched, paged, exported. */
export function NewsletterPage() {
  const { t } = useTranslation("admin");
  const [{ q }, setFilters] = useUrlFilters(defaultFilters);
  const subscribers = useSubscribers(q);
  const exporting = useExportSubscribers();

  const rows = subscribers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = subscribers.data?.pages[0]?.total ?? 0;

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader
        title={t("newsletter.title")}
        intro={t("newsletter.intro")}
        actions={
          <DownloadButton
            pending={exporting.isPending}
            disabled={total === 0}
            label={t("newsletter.export")}
            working={t("newsletter.exporting")}
            onClick={() =>
              exporting.mutate(q, {
                onError: (error) =>
                  toast.error(t("newsletter.exportFailed"), { description: errorMessage(error, t) }),
              })
            }
          />
        }
      />

      <div className="mt-8 grid gap-6">
        <search className="max-w-md">
          <SearchField
            id="subscribers-search"
            label={t("newsletter.searchLabel")}
            placeholder={t("newsletter.searchPlaceholder")}
            value={q}
            onSearch={(text) => setFilters({ q: text })}
            maxLength={254}
          />
        </search>
        {subscribers.isSuccess && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(q ? "newsletter.countMatching" : "newsletter.count", { count: total })}
          </p>
        )}
        <PagedList
          query={subscribers}
          rows={rows}
          emptyIcon={MailIcon}
          announceShown={false}
          words={{
            loading: t("newsletter.loading"),
            failedTitle: t("newsletter.loadFailed"),
            failedText: (error) => errorMessage(error, t),
            retry: t("common:actions.tryAgain"),
            empty: t(q ? "newsletter.emptyFiltered" : "newsletter.empty"),
            shown: t("newsletter.shown", { count: rows.length }),
            loadMore: t("common:actions.loadMore"),
            loadingMore: t("newsletter.loadingMore"),
          }}
        >
          {(rows) => <SubscribersTable rows={rows} />}
        </PagedList>
      </div>
    </section>
  );
}
