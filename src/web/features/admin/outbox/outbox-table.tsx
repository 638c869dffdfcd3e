import EyeIcon from "lucide-react/icons/eye";
import RotateCwIcon from "lucide-react/icons/rotate-cw";
import type { OutboxMessageDto } from "../../../../shared/outbox-schemas";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatAdminTime } from "../components/format-admin-time";
import { outboxKindLabel } from "./kind-label";
import { OutboxStatusBadge } from "./status-badge";

const cell = "px-3 py-3 align-middle";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

/**
 * Recipient, subject, kind, status, created and sent, with the message's actions. On a phone the
 * kind, status and times fold under the subject, so nothing scrolls sideways.
 */
export function OutboxTable({
  rows,
  canRetry,
  retrying,
  onOpen,
  onRetry,
}: {
  rows: OutboxMessageDto[];
  canRetry: boolean;
  retrying: string | undefined;
  onOpen: (row: OutboxMessageDto) => void;
  onRetry: (row: OutboxMessageDto) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const time = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatAdminTime(iso, i18n.language, true)}</time> : t("outbox.notSent");
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={cn(heading, "lg:w-[30%]")}>
              {t("outbox.columns.message")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-36 md:table-cell")}>
              {t("outbox.columns.kind")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-28 sm:table-cell")}>
              {t("outbox.columns.status")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-44 lg:table-cell")}>
              {t("outbox.columns.created")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-44 lg:table-cell")}>
              {t("outbox.columns.sent")}
            </th>
            <th scope="col" className={cn(heading, "w-24 text-end")}>
              <span className="sr-only sm:not-sr-only">{t("outbox.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border/70 last:border-0" data-testid="outbox-row">
              <td className={cell}>
                <p className="truncate font-medium" title={row.subject}>
                  <bdi>{row.subject}</bdi>
                </p>
                <bdi
                  dir="ltr"
                  className="block truncate text-xs text-muted-foreground rtl:text-end"
                  title={row.to}
                >
                  {row.to}
                </bdi>
                <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground lg:hidden">
                  <span className="sm:hidden">
                    <OutboxStatusBadge status={row.status} />
                  </span>
                  <span className="md:hidden">{outboxKindLabel(row.kind, t)}</span>
                  <span>{time(row.createdAt)}</span>
                </div>
              </td>
              <td className={cn(cell, "hidden md:table-cell")}>
                <span className="block text-xs" data-testid="outbox-kind">
                  {outboxKindLabel(row.kind, t)}
                </span>
              </td>
              <td className={cn(cell, "hidden sm:table-cell")}>
                <OutboxStatusBadge status={row.status} />
              </td>
              <td className={cn(cell, "hidden text-xs lg:table-cell")}>{time(row.createdAt)}</td>
              <td className={cn(cell, "hidden text-xs lg:table-cell")}>{time(row.sentAt)}</td>
              <td className={cn(cell, "text-end")}>
                <div className="flex justify-end gap-0.5">
                  <Button variant="ghost" size="icon" className="size-9" onClick={() => onOpen(row)}>
                    <EyeIcon aria-hidden="true" />
                    <span className="sr-only">{t("outbox.actions.open", { subject: row.subject })}</span>
                  </Button>
                  {row.status === "failed" && canRetry && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      disabled={retrying !== undefined}
                      onClick={() => onRetry(row)}
                    >
                      {retrying === row.id ? (
                        <Spinner className="size-4" />
                      ) : (
                        <RotateCwIcon aria-hidden="true" />
                      )}
                      <span className="sr-only">{t("outbox.actions.retry", { to: row.to })}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
