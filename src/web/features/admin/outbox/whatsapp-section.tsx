import { type UndeliveredWhatsAppDto, whatsAppUnreachableError } from "../../../../shared/whatsapp";
import { type Column, DataTable } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAdminTime } from "../components/format-admin-time";
import { useUndeliveredWhatsApp } from "./api/get-undelivered-whatsapp";

/**
 * Issue 30 (decision 027): the WhatsApp messages the shop could not deliver, beside its mail:
 * waiting to be sent again after an outage, or given up. The template is Meta's name for it, as
 * WhatsApp Manager shows it; the number only by its last digits.
 */
export function WhatsAppSection() {
  const { t, i18n } = useTranslation("admin");
  const undelivered = useUndeliveredWhatsApp();
  const rows = undelivered.data?.messages ?? [];
  const time = (iso: string) => <time dateTime={iso}>{formatAdminTime(iso, i18n.language, true)}</time>;
  const columns: Column<UndeliveredWhatsAppDto>[] = [
    {
      key: "message",
      header: t("outbox.whatsApp.columns.message"),
      className: "lg:w-[24%]",
      cell: (row) => (
        <>
          <bdi dir="ltr" className="block truncate font-mono text-xs">
            {row.template}
          </bdi>
          <bdi dir="ltr" className="block text-xs text-muted-foreground">
            {row.number}
          </bdi>
        </>
      ),
    },
    {
      key: "reference",
      header: t("outbox.whatsApp.columns.reference"),
      fold: "md",
      className: "w-40",
      cell: (row) => (
        <bdi dir="ltr" className="block truncate font-mono text-xs" title={row.reference ?? undefined}>
          {row.reference ?? "—"}
        </bdi>
      ),
    },
    {
      key: "error",
      header: t("outbox.whatsApp.columns.error"),
      fold: "sm",
      cell: (row) => (
        <span className="block text-xs break-words">
          {row.error === whatsAppUnreachableError ? t("outbox.whatsApp.unreachable") : row.error}
        </span>
      ),
    },
    {
      key: "attempts",
      header: t("outbox.whatsApp.columns.attempts"),
      fold: "md",
      foldLabel: true,
      className: "w-20",
      cell: (row) => <span dir="ltr">{row.attempts}</span>,
    },
    {
      key: "state",
      header: t("outbox.whatsApp.columns.state"),
      fold: "sm",
      className: "w-44 text-xs",
      cell: (row) =>
        row.nextAttemptAt ? (
          <>
            {t("outbox.whatsApp.retrying")} {time(row.nextAttemptAt)}
          </>
        ) : (
          t("outbox.whatsApp.givenUp")
        ),
    },
    {
      key: "created",
      header: t("outbox.columns.created"),
      fold: "lg",
      className: "w-44 text-xs",
      cell: (row) => time(row.createdAt),
    },
  ];
  return (
    <section aria-labelledby="outbox-whatsapp" className="grid gap-3">
      <div>
        <h2 id="outbox-whatsapp" className="font-display text-xl font-medium">
          {t("outbox.whatsApp.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("outbox.whatsApp.intro")}</p>
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        rowTestId="outbox-whatsapp-row"
        fixed
        state={{
          loading: undelivered.isPending ? t("outbox.whatsApp.loading") : undefined,
          empty: undelivered.isError ? t("outbox.whatsApp.loadFailed") : t("outbox.whatsApp.empty"),
        }}
      />
    </section>
  );
}
