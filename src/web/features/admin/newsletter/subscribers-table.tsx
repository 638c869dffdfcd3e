import type { SubscriberDto } from "../../../../shared/newsletter";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatAdminTime } from "../components/format-admin-time";

const cell = "px-3 py-3 align-middle";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

/** E-mail, language and consent time; on a phone the language and time fold under the address. */
export function SubscribersTable({ rows }: { rows: SubscriberDto[] }) {
  const { t, i18n } = useTranslation("admin");
  const language = (code: string) => t(`newsletter.languages.${code}`, { defaultValue: code });
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={heading}>
              {t("newsletter.columns.email")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-32 sm:table-cell")}>
              {t("newsletter.columns.language")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-56 sm:table-cell")}>
              {t("newsletter.columns.consentedAt")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border/70 last:border-0" data-testid="subscriber-row">
              <td className={cell}>
                <bdi dir="ltr" className="block break-all font-medium rtl:text-end">
                  {row.email}
                </bdi>
                <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                  {language(row.language)} ·{" "}
                  <time dateTime={row.consentedAt}>
                    {formatAdminTime(row.consentedAt, i18n.language, true)}
                  </time>
                </p>
              </td>
              <td className={cn(cell, "hidden sm:table-cell")}>{language(row.language)}</td>
              <td className={cn(cell, "hidden sm:table-cell")}>
                <time dateTime={row.consentedAt}>
                  {formatAdminTime(row.consentedAt, i18n.language, true)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
