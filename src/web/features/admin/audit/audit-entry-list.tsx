import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { Link } from "react-router";
import { type AuditEntryDto, auditChanges } from "../../../../shared/audit-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatMoney } from "../../../lib/use-format-money";
import { formatAdminTime } from "../components/format-admin-time";
import { auditActionLabel, auditEntityLabel, auditRecordName } from "./audit-labels";
import { auditFieldLabel, auditValue, type ShownValue } from "./audit-value";

/** Where an entry's record can be opened in the back office, when it has a page. */
function entityPath(entry: AuditEntryDto): string | undefined {
  if (!entry.entityId) return undefined;
  if (entry.entityType === "order") return `/admin/orders/${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === "customer") return `/admin/customers/${encodeURIComponent(entry.entityId)}`;
  return undefined;
}

/** One side of a change: the reader's own words as they are, typed text isolated. */
function Shown({ value, className }: { value: ShownValue; className: string }) {
  return value.worded ? (
    <span className={className}>{value.text}</span>
  ) : (
    <bdi className={`break-all ${className}`}>{value.text}</bdi>
  );
}

function Changes({ entry }: { entry: AuditEntryDto }) {
  const { t, i18n } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-xs text-muted-foreground">{t("audit.noChanges")}</p>;
  const tools = { t, language: i18n.language, formatMoney };
  return (
    <dl className="grid gap-2 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 rounded-sm border border-border/70 bg-muted/30 p-2.5">
          <dt className="font-medium">{auditFieldLabel(change.field, entry, t)}</dt>
          <dd className="grid gap-1 sm:grid-cols-2">
            <p className="min-w-0">
              <span className="text-muted-foreground">{t("audit.before")}: </span>
              {"before" in change ? (
                <Shown
                  value={auditValue(change.field, change.before, entry, tools)}
                  className="text-rose-900 line-through decoration-rose-900/40"
                />
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </p>
            <p className="min-w-0">
              <span className="text-muted-foreground">{t("audit.after")}: </span>
              {"after" in change ? (
                <Shown
                  value={auditValue(change.field, change.after, entry, tools)}
                  className="text-emerald-900"
                />
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The entries, newest first: who, what (the action in words, the record it touched), when and from
 * where; the fields it changed open under each entry.
 */
export function AuditEntryList({ entries }: { entries: AuditEntryDto[] }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <ol className="grid rounded-md border border-border bg-card shadow-xs">
      {entries.map((entry) => {
        const path = entityPath(entry);
        const name = auditRecordName(entry, t);
        const record =
          name &&
          (name.translated ? (
            <span>{name.text}</span>
          ) : (
            <bdi className="break-all" data-testid="audit-record">
              {name.text}
            </bdi>
          ));
        return (
          <li
            key={entry.id}
            className="border-b border-border/70 px-4 py-3 last:border-0"
            data-testid="audit-entry"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                <p className="font-medium">{auditActionLabel(entry.action, t)}</p>
                <p className="text-xs text-muted-foreground">
                  {auditEntityLabel(entry.entityType, t)}
                  {record && (
                    <>
                      {" · "}
                      {path ? (
                        <Link to={path} className="underline-offset-4 hover:underline">
                          {record}
                        </Link>
                      ) : (
                        record
                      )}
                    </>
                  )}
                </p>
              </div>
              <div className="text-xs text-muted-foreground sm:text-end">
                <time dateTime={entry.createdAt}>
                  {formatAdminTime(entry.createdAt, i18n.language, true)}
                </time>
                {entry.ip && (
                  <p>
                    {t("audit.ip")} <bdi dir="ltr">{entry.ip}</bdi>
                  </p>
                )}
              </div>
            </div>
            <p className="mt-1 text-sm">
              {entry.actor ? (
                <>
                  <bdi>{entry.actor.name}</bdi>{" "}
                  <bdi className="break-all text-xs text-muted-foreground">{entry.actor.email}</bdi>
                </>
              ) : (
                <span className="text-muted-foreground">{t("audit.unknownActor")}</span>
              )}
            </p>
            <details className="group mt-2">
              <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-xs text-xs font-medium text-gold-dark outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <ChevronDownIcon
                  className="size-3.5 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
                {t("audit.showChanges")}
              </summary>
              <div className="mt-2">
                <Changes entry={entry} />
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
