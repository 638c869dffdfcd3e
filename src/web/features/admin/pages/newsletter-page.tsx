import { DownloadIcon, MailIcon } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { SearchField } from "../components/search-field";
import { useExportSubscribers } from "../newsletter/api/export-subscribers";
import { useSubscribers } from "../newsletter/api/get-subscribers";
import { SubscribersTable } from "../newsletter/subscribers-table";

/** issue 10: the newsletter's subscribers, with when each gave consent; searched, paged, exported. */
export function NewsletterPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const subscribers = useSubscribers(q);
  const exporting = useExportSubscribers();
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set("q", next);
          else updated.delete("q");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const rows = subscribers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = subscribers.data?.pages[0]?.total ?? 0;

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader
        title={t("newsletter.title")}
        intro={t("newsletter.intro")}
        actions={
          <Button
            variant="outline"
            disabled={exporting.isPending || total === 0}
            onClick={() =>
              exporting.mutate(q, {
                onError: (error) =>
                  toast.error(t("newsletter.exportFailed"), { description: errorMessage(error, t) }),
              })
            }
          >
            {exporting.isPending ? <Spinner className="size-4" /> : <DownloadIcon aria-hidden="true" />}
            {exporting.isPending ? t("newsletter.exporting") : t("newsletter.export")}
          </Button>
        }
      />

      <div className="mt-8 grid gap-6">
        <search className="max-w-md">
          <SearchField
            id="subscribers-search"
            label={t("newsletter.searchLabel")}
            placeholder={t("newsletter.searchPlaceholder")}
            value={q}
            onSearch={setSearch}
            maxLength={254}
          />
        </search>
        {subscribers.isSuccess && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(q ? "newsletter.countMatching" : "newsletter.count", { count: total })}
          </p>
        )}
        {subscribers.isPending && <Spinner label={t("newsletter.loading")} className="mx-auto my-16" />}
        {subscribers.isError && (
          <EmptyPanel
            frame="dashed"
            title={t("newsletter.loadFailed")}
            text={errorMessage(subscribers.error, t)}
            action={
              <Button variant="outline" onClick={() => void subscribers.refetch()}>
                {t("newsletter.retry")}
              </Button>
            }
          />
        )}
        {subscribers.isSuccess && rows.length === 0 && (
          <EmptyPanel
            frame="dashed"
            icon={<MailIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
            text={t(q ? "newsletter.emptyFiltered" : "newsletter.empty")}
          />
        )}
        {rows.length > 0 && (
          <>
            <SubscribersTable rows={rows} />
            <div className="flex flex-col items-center gap-3">
              <p className="text-xs text-muted-foreground">{t("newsletter.shown", { count: rows.length })}</p>
              {subscribers.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void subscribers.fetchNextPage()}
                  disabled={subscribers.isFetchingNextPage}
                >
                  {subscribers.isFetchingNextPage && <Spinner className="size-4" />}
                  {subscribers.isFetchingNextPage ? t("newsletter.loadingMore") : t("newsletter.loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
