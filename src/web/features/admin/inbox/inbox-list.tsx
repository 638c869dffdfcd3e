import type { ContactMessageDto } from "../../../../shared/contact-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatAdminTime } from "../components/format-admin-time";
import { InboxStatusBadge } from "./status-badge";

/** The inbox's rows: who wrote, about what, when; an unread message stands out. */
export function InboxList({
  rows,
  onOpen,
}: {
  rows: ContactMessageDto[];
  onOpen: (message: ContactMessageDto) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <ul className="grid divide-y divide-border overflow-hidden rounded-md border border-border bg-card shadow-xs">
      {rows.map((message) => {
        const unread = message.status === "unread";
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onOpen(message)}
              aria-label={t("inbox.open", { name: message.name })}
              className={cn(
                "grid w-full gap-1.5 px-4 py-4 text-start transition-colors outline-none sm:px-6",
                "hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-inset",
                unread && "bg-gold/5",
              )}
            >
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={cn("min-w-0 truncate", unread ? "font-semibold" : "font-medium")}>
                  <bdi>{message.name}</bdi>
                </span>
                <span className="min-w-0 truncate text-sm text-muted-foreground" dir="ltr">
                  {message.email}
                </span>
                <span className="ms-auto flex items-center gap-3">
                  <InboxStatusBadge status={message.status} />
                  <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
                    {formatAdminTime(message.createdAt, i18n.language, true)}
                  </time>
                </span>
              </span>
              <span className="text-sm">
                <span className="text-muted-foreground">{t(`inbox.topics.${message.topic}`)}</span>
                {message.subject && (
                  <>
                    {" · "}
                    <bdi>{message.subject}</bdi>
                  </>
                )}
              </span>
              <span dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
                {message.message}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
