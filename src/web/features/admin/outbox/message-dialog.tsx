import RotateCwIcon from "lucide-react/icons/rotate-cw";
import type { OutboxMessageDto } from "../../../../shared/outbox-schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAdminTime } from "../components/format-admin-time";
import { outboxKindLabel } from "./kind-label";
import { OutboxStatusBadge } from "./status-badge";

/**
 * One message as it was (or would have been) sent: its headers, status, its HTML as the reader sees
 * it and its plain-text part. The HTML is shop-written but carries shoppers' words (names,
 * addresses), so it is shown in a frame with every sandbox restriction: no scripts, no forms, no
 * access to the back office's origin.
 */
export function MessageDialog({
  message,
  canRetry,
  retrying,
  onRetry,
  onOpenChange,
}: {
  message: OutboxMessageDto | undefined;
  canRetry: boolean;
  retrying: boolean;
  onRetry: (message: OutboxMessageDto) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const time = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatAdminTime(iso, i18n.language, true)}</time> : t("outbox.notSent");
  return (
    <Dialog open={message !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5 p-5 sm:p-8">
        {message && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">
                <bdi>{message.subject}</bdi>
              </DialogTitle>
              <DialogDescription>{t("outbox.dialog.description")}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("outbox.dialog.to")}</dt>
              <dd className="min-w-0 break-all">
                <bdi dir="ltr">{message.to}</bdi>
              </dd>
              <dt className="text-muted-foreground">{t("outbox.columns.kind")}</dt>
              <dd>{outboxKindLabel(message.kind, t)}</dd>
              <dt className="text-muted-foreground">{t("outbox.columns.status")}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <OutboxStatusBadge status={message.status} />
                <span className="text-xs text-muted-foreground">
                  {t("outbox.dialog.attempts", { count: message.attempts })}
                </span>
              </dd>
              <dt className="text-muted-foreground">{t("outbox.columns.created")}</dt>
              <dd>{time(message.createdAt)}</dd>
              <dt className="text-muted-foreground">{t("outbox.columns.sent")}</dt>
              <dd>{time(message.sentAt)}</dd>
              {message.error && (
                <>
                  <dt className="text-muted-foreground">{t("outbox.dialog.error")}</dt>
                  <dd className="min-w-0 break-words font-mono text-xs text-destructive" dir="ltr">
                    {message.error}
                  </dd>
                </>
              )}
            </dl>
            {message.html && (
              <div className="grid gap-2">
                <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
                  {t("outbox.dialog.preview")}
                </h3>
                <iframe
                  sandbox=""
                  srcDoc={message.html}
                  title={t("outbox.dialog.previewFrame", { subject: message.subject })}
                  className="h-96 w-full rounded-sm border border-border bg-white"
                />
              </div>
            )}
            <div className="grid gap-2">
              <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
                {t("outbox.dialog.body")}
              </h3>
              <pre
                dir="auto"
                className="max-h-80 overflow-auto rounded-sm border border-border bg-muted/40 p-4 font-sans text-sm whitespace-pre-wrap break-words"
              >
                {message.text}
              </pre>
            </div>
            {message.status === "failed" && canRetry && (
              <DialogFooter>
                <Button variant="luxury" disabled={retrying} onClick={() => onRetry(message)}>
                  {retrying ? <Spinner className="size-4" /> : <RotateCwIcon aria-hidden="true" />}
                  {t("outbox.retry")}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
