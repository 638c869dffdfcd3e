import InboxIcon from "lucide-react/icons/inbox";
import { useState } from "react";
import { type OutboxMessageDto, outboxStatuses } from "../../../../shared/outbox-schemas";
import { FilterSelect } from "../../../components/ui/filter-select";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { useOutbox } from "./api/get-outbox";
import type { OutboxFilters } from "./api/query-keys";
import { useRetryMail } from "./api/retry-mail";
import { MessageDialog } from "./message-dialog";
import { OutboxTable } from "./outbox-table";
import { WhatsAppSection } from "./whatsapp-section";

const statusFilters = ["all", ...outboxStatuses] as const;
const defaultFilters: OutboxFilters = { q: "", status: "all" };
const filterChoices = { status: statusFilters };

/**
 * issue 10: every e-mail the shop sent, or kept when no SMTP server is configured, by status and
 * recipient; a failed one can be sent again.
 */
export function OutboxPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const outbox = useOutbox(filters);
  const retry = useRetryMail();
  const [opened, setOpened] = useState<OutboxMessageDto>();

  function resend(message: OutboxMessageDto) {
    retry.mutate(message.id, {
      onSuccess: (result) => {
        if (opened?.id === result.id) setOpened(result);
        if (result.status === "sent") toast.success(t("outbox.retrySent"), { description: result.to });
        else toast.error(t("outbox.retryFailedAgain"), { description: result.error ?? undefined });
      },
      onError: (error) => toast.error(t("outbox.retryFailed"), { description: errorMessage(error, t) }),
    });
  }

  const rows = outbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const canRetry = outbox.data?.pages[0]?.delivery === "smtp";
  const filtered = filters.q !== "" || filters.status !== "all";

  return (
    <AdminPage className="grid gap-6" title={t("outbox.title")} intro={t("outbox.intro")}>
      {outbox.data && !canRetry && (
        <p className="rounded-sm border border-gold/40 bg-gold/10 px-4 py-3 text-sm">{t("outbox.offline")}</p>
      )}
      <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <SearchField
          id="outbox-search"
          label={t("outbox.searchLabel")}
          placeholder={t("outbox.searchPlaceholder")}
          value={filters.q}
          onSearch={(q) => setFilters({ ...filters, q })}
          maxLength={254}
        />
        <FilterSelect
          id="outbox-status"
          label={t("outbox.statusLabel")}
          value={filters.status}
          options={statusFilters}
          optionLabel={(option) => t(option === "all" ? "outbox.statusAll" : `outbox.status.${option}`)}
          onChange={(status) => setFilters({ ...filters, status })}
        />
      </search>
      <PagedList
        query={outbox}
        rows={rows}
        emptyIcon={InboxIcon}
        table
        words={listWords(t, "outbox", { filtered: filtered, count: rows.length })}
      >
        {(rows, state) => (
          <OutboxTable
            rows={rows}
            state={state}
            canRetry={canRetry}
            retrying={retry.isPending ? retry.variables : undefined}
            onOpen={setOpened}
            onRetry={resend}
          />
        )}
      </PagedList>
      <WhatsAppSection />

      <MessageDialog
        message={opened}
        canRetry={canRetry}
        retrying={retry.isPending && retry.variables === opened?.id}
        onRetry={resend}
        onOpenChange={(open) => !open && setOpened(undefined)}
      />
    </AdminPage>
  );
}
