import EyeIcon from "lucide-react/icons/eye";
import RotateCwIcon from "lucide-react/icons/rotate-cw";
import type { OutboxMessageDto } from "../../../../shared/outbox-schemas";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { RowAction } from "../../../components/ui/row-actions";
import { Spinner } from "../../../components/ui/spinner";
import { type Column, DataTable } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAdminTime } from "../components/format-admin-time";
import { outboxKindLabel } from "./kind-label";
import { OutboxStatusBadge } from "./status-badge";

/**
 * Recipient, subject, kind, status, created and sent, with the message's actions. On a phone the
 * kind, status and time fold under the subject.
 */
export function OutboxTable({
  rows,
  state,
  canRetry,
  retrying,
  onOpen,
  onRetry,
}: {
  rows: OutboxMessageDto[];
  state: PagedTableState;
  canRetry: boolean;
  retrying: string | undefined;
  onOpen: (row: OutboxMessageDto) => void;
  onRetry: (row: OutboxMessageDto) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const time = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatAdminTime(iso, i18n.language, true)}</time> : t("outbox.notSent");
  const columns: Column<OutboxMessageDto>[] = [
    {
      key: "message",
      header: t("outbox.columns.message"),
      className: "lg:w-[30%]",
      cell: (row) => (
        <>
          <p className="truncate font-medium" title={row.subject}>
            <bdi>{row.subject}</bdi>
          </p>
          <bdi dir="ltr" className="block truncate text-xs text-muted-foreground rtl:text-end" title={row.to}>
            {row.to}
          </bdi>
        </>
      ),
    },
    {
      key: "kind",
      header: t("outbox.columns.kind"),
      fold: "md",
      className: "w-36",
      cell: (row) => (
        <span className="block text-xs" data-testid="outbox-kind">
          {outboxKindLabel(row.kind, t)}
        </span>
      ),
      folded: (row) => outboxKindLabel(row.kind, t),
    },
    {
      key: "status",
      header: t("outbox.columns.status"),
      fold: "sm",
      className: "w-28",
      cell: (row) => <OutboxStatusBadge status={row.status} />,
    },
    {
      key: "created",
      header: t("outbox.columns.created"),
      fold: "lg",
      className: "w-44 text-xs",
      cell: (row) => time(row.createdAt),
    },
    {
      key: "sent",
      header: t("outbox.columns.sent"),
      fold: "lg",
      className: "w-44 text-xs",
      cell: (row) => time(row.sentAt),
      folded: null,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="outbox-row"
      fixed
      state={state}
      actions={(row) => (
        <>
          <RowAction
            onClick={() => onOpen(row)}
            icon={<EyeIcon aria-hidden="true" />}
            label={t("outbox.actions.open", { subject: row.subject })}
          />
          {row.status === "failed" && canRetry && (
            <RowAction
              onClick={() => onRetry(row)}
              disabled={retrying !== undefined}
              icon={
                retrying === row.id ? <Spinner className="size-4" /> : <RotateCwIcon aria-hidden="true" />
              }
              label={t("outbox.actions.retry", { to: row.to })}
            />
          )}
        </>
      )}
    />
  );
}
