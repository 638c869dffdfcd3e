import MailIcon from "lucide-react/icons/mail";
import { DownloadButton } from "../../../components/ui/download-button";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
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
    <AdminPage
      className="grid gap-6"
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
    >
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
        table
        announceShown={false}
        words={listWords(t, "newsletter", { filtered: q !== "", count: rows.length })}
      >
        {(rows, state) => <SubscribersTable rows={rows} state={state} />}
      </PagedList>
    </AdminPage>
  );
}
