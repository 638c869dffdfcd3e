import { InboxIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type OutboxMessageDto, outboxStatuses } from "../../../../shared/outbox-schemas";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { SearchField } from "../components/search-field";
import { useOutbox } from "../outbox/api/get-outbox";
import type { OutboxFilters } from "../outbox/api/query-keys";
import { useRetryMail } from "../outbox/api/retry-mail";
import { MessageDialog } from "../outbox/message-dialog";
import { OutboxTable } from "../outbox/outbox-table";

const statusFilters = ["all", ...outboxStatuses] as const;
const isStatus = (value: string | null): value is OutboxFilters["status"] =>
  (statusFilters as readonly (string | null)[]).includes(value);

/**
 * issue 10: every e-mail the shop sent, or kept when no SMTP server is configured, by status and
 * recipient; a failed one can be sent again.
 */
export function OutboxPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "all";
  const outbox = useOutbox({ q, status });
  const retry = useRetryMail();
  const [opened, setOpened] = useState<OutboxMessageDto>();

  const setFilters = useCallback(
    (filters: OutboxFilters) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (filters.q) next.set("q", filters.q);
          else next.delete("q");
          if (filters.status !== "all") next.set("status", filters.status);
          else next.delete("status");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSearch = useCallback((next: string) => setFilters({ q: next, status }), [setFilters, status]);

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
  const filtered = q !== "" || status !== "all";

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("outbox.title")} intro={t("outbox.intro")} />

      <div className="mt-8 grid gap-6">
        {outbox.data && !canRetry && (
          <p className="rounded-sm border border-gold/40 bg-gold/10 px-4 py-3 text-sm">
            {t("outbox.offline")}
          </p>
        )}
        <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <SearchField
            id="outbox-search"
            label={t("outbox.searchLabel")}
            placeholder={t("outbox.searchPlaceholder")}
            value={q}
            onSearch={setSearch}
            maxLength={254}
          />
          <div className="grid gap-2">
            <Label htmlFor="outbox-status">{t("outbox.statusLabel")}</Label>
            <NativeSelect
              id="outbox-status"
              value={status}
              onChange={(event) => setFilters({ q, status: event.target.value as OutboxFilters["status"] })}
            >
              {statusFilters.map((option) => (
                <option key={option} value={option}>
                  {t(option === "all" ? "outbox.statusAll" : `outbox.status.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </search>
        {outbox.isPending && <Spinner label={t("outbox.loading")} className="mx-auto my-16" />}
        {outbox.isError && (
          <EmptyPanel
            frame="dashed"
            title={t("outbox.loadFailed")}
            text={errorMessage(outbox.error, t)}
            action={
              <Button variant="outline" onClick={() => void outbox.refetch()}>
                {t("outbox.tryAgain")}
              </Button>
            }
          />
        )}
        {outbox.isSuccess && rows.length === 0 && (
          <EmptyPanel
            frame="dashed"
            icon={<InboxIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
            text={t(filtered ? "outbox.emptyFiltered" : "outbox.empty")}
          />
        )}
        {rows.length > 0 && (
          <>
            <OutboxTable
              rows={rows}
              canRetry={canRetry}
              retrying={retry.isPending ? retry.variables : undefined}
              onOpen={setOpened}
              onRetry={resend}
            />
            <div className="flex flex-col items-center gap-3">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t("outbox.shown", { count: rows.length })}
              </p>
              {outbox.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void outbox.fetchNextPage()}
                  disabled={outbox.isFetchingNextPage}
                >
                  {outbox.isFetchingNextPage && <Spinner className="size-4" />}
                  {outbox.isFetchingNextPage ? t("outbox.loadingMore") : t("outbox.loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>

      <MessageDialog
        message={opened}
        canRetry={canRetry}
        retrying={retry.isPending && retry.variables === opened?.id}
        onRetry={resend}
        onOpenChange={(open) => !open && setOpened(undefined)}
      />
    </section>
  );
}
