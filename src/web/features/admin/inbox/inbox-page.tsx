import { useQueryClient } from "@tanstack/react-query";
import InboxIcon from "lucide-react/icons/inbox";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import {
  type ContactMessageDto,
  type ContactStatus,
  contactStatuses,
} from "../../../../shared/contact-schemas";
import { FilterSelect } from "../../../components/ui/filter-select";
import { PagedList } from "../../../components/ui/paged-list";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { type InboxFilter, inboxKeys, useInbox, useInboxMessage, useSetInboxStatus } from "./api/inbox";
import { InboxList } from "./inbox-list";
import { InboxMessageDialog } from "./inbox-message-dialog";

const statusFilters = ["open", ...contactStatuses, "all"] as const;
const defaultFilters: { status: InboxFilter } = { status: "open" };
const filterChoices = { status: statusFilters };

/**
 * Issue 13: the contact form's messages for staff, newest first. Opening an unread message marks it
 * read; staff mark it handled, archive it or step back, and reply from their own mail program. The
 * open message is in the address (`?message=`), so the notification e-mail links straight to it.
 */
export function InboxPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const [params, setParams] = useSearchParams();
  const openedId = params.get("message") ?? undefined;
  const inbox = useInbox(filters.status);
  const opened = useInboxMessage(openedId);
  const setStatus = useSetInboxStatus();
  const queryClient = useQueryClient();

  const open = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("message", id);
      else next.delete("message");
      return next;
    });

  const move = (message: ContactMessageDto, status: ContactStatus) =>
    setStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: () => status !== "read" && toast.success(t(`inbox.moved.${status}`)),
        onError: (error) => toast.error(t("inbox.moveFailed"), { description: errorMessage(error, t) }),
      },
    );

  const openedMessage = opened.data;
  // An unread message becomes read once staff have it open.
  const markRead = setStatus.mutate;
  useEffect(() => {
    if (openedMessage?.status === "unread") markRead({ id: openedMessage.id, status: "read" });
  }, [openedMessage?.id, openedMessage?.status, markRead]);

  useEffect(() => {
    if (opened.isError) toast.error(t("inbox.openFailed"), { description: errorMessage(opened.error, t) });
  }, [opened.isError, opened.error, t]);

  const rows = inbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;

  return (
    <AdminPage className="grid gap-6" title={t("inbox.title")} intro={t("inbox.intro")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterSelect
          id="inbox-status"
          label={t("inbox.statusLabel")}
          value={filters.status}
          options={statusFilters}
          optionLabel={(option) => t(`inbox.filters.${option}`)}
          onChange={(status) => setFilters({ status })}
        />
        {inbox.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("inbox.unread", { count: unread })}
          </p>
        )}
      </div>
      <PagedList
        query={inbox}
        rows={rows}
        emptyIcon={InboxIcon}
        words={listWords(t, "inbox", { filtered: filters.status !== "open", count: rows.length })}
      >
        {(rows) => (
          <InboxList
            rows={rows}
            onOpen={(message) => {
              queryClient.setQueryData(inboxKeys.detail(message.id), message);
              open(message.id);
            }}
          />
        )}
      </PagedList>

      <InboxMessageDialog
        message={openedId ? openedMessage : undefined}
        moving={
          setStatus.isPending && setStatus.variables.status !== "read"
            ? setStatus.variables.status
            : undefined
        }
        onMove={move}
        onOpenChange={(isOpen) => !isOpen && open(undefined)}
      />
    </AdminPage>
  );
}
