import type { SubscriberDto } from "../../../../shared/newsletter";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { type Column, DataTable } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAdminTime } from "../components/format-admin-time";

/** E-mail, language and consent time; on a phone the language and time fold under the address. */
export function SubscribersTable({ rows, state }: { rows: SubscriberDto[]; state: PagedTableState }) {
  const { t, i18n } = useTranslation("admin");
  const columns: Column<SubscriberDto>[] = [
    {
      key: "email",
      header: t("newsletter.columns.email"),
      cell: (row) => (
        <bdi dir="ltr" className="block break-all font-medium rtl:text-end">
          {row.email}
        </bdi>
      ),
    },
    {
      key: "language",
      header: t("newsletter.columns.language"),
      fold: "sm",
      className: "w-32",
      cell: (row) => t(`newsletter.languages.${row.language}`, { defaultValue: row.language }),
    },
    {
      key: "consented",
      header: t("newsletter.columns.consentedAt"),
      fold: "sm",
      className: "w-56",
      cell: (row) => (
        <time dateTime={row.consentedAt}>{formatAdminTime(row.consentedAt, i18n.language, true)}</time>
      ),
    },
  ];
  return <DataTable rows={rows} columns={columns} rowTestId="subscriber-row" fixed state={state} />;
}
