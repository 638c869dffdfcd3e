import { ScrollTextIcon } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-messages";
import { useAuditLog } from "../audit/api/get-audit-log";
import { AuditEntryList } from "../audit/audit-entry-list";
import { type AuditFilters, readAuditFilters, writeAuditFilters } from "../audit/audit-filters";
import { AuditToolbar } from "../audit/audit-toolbar";
import { AdminPageHeader } from "../components/admin-page-header";

/**
 * Issue 10 — "Every action is in the audit log; an Audit log page lists entries with filters":
 * newest first, one page at a time, the filters in the address so a search can be shared.
 */
export function AuditLogPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const log = useAuditLog(filters);

  const setFilters = useCallback(
    (next: AuditFilters) => setParams((current) => writeAuditFilters(current, next), { replace: true }),
    [setParams],
  );

  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("audit.title")} intro={t("audit.intro")} />

      <div className="mt-8 grid gap-6">
        <AuditToolbar filters={filters} onChange={setFilters} />
        {log.isPending && <Spinner label={t("audit.loading")} className="mx-auto my-16" />}
        {log.isError && (
          <EmptyPanel
            frame="dashed"
            title={t("audit.loadFailed")}
            text={errorMessage(log.error, t)}
            action={
              <Button variant="outline" onClick={() => void log.refetch()}>
                {t("audit.retry")}
              </Button>
            }
          />
        )}
        {log.isSuccess && entries.length === 0 && (
          <EmptyPanel
            frame="dashed"
            icon={<ScrollTextIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
            text={t(filtered ? "audit.emptyFiltered" : "audit.empty")}
          />
        )}
        {entries.length > 0 && (
          <>
            <AuditEntryList entries={entries} />
            <div className="flex flex-col items-center gap-3">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t("audit.shown", { count: entries.length })}
              </p>
              {log.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void log.fetchNextPage()}
                  disabled={log.isFetchingNextPage}
                >
                  {log.isFetchingNextPage && <Spinner className="size-4" />}
                  {log.isFetchingNextPage ? t("audit.loadingMore") : t("audit.loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
