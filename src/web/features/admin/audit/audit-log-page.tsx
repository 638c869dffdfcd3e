import ScrollTextIcon from "lucide-react/icons/scroll-text";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { PagedList } from "../../../components/ui/paged-list";
import { useTranslation } from "../../../i18n/use-translation";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { useAuditLog } from "./api/get-audit-log";
import { AuditEntryList } from "./audit-entry-list";
import { type AuditFilters, readAuditFilters, writeAuditFilters } from "./audit-filters";
import { AuditToolbar } from "./audit-toolbar";

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
    <AdminPage className="grid gap-6" title={t("audit.title")} intro={t("audit.intro")}>
      <AuditToolbar filters={filters} onChange={setFilters} />
      <PagedList
        query={log}
        rows={entries}
        emptyIcon={ScrollTextIcon}
        words={listWords(t, "audit", { filtered: filtered, count: entries.length })}
      >
        {(entries) => <AuditEntryList entries={entries} />}
      </PagedList>
    </AdminPage>
  );
}
