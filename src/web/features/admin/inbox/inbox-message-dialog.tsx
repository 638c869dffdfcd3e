import ArchiveIcon from "lucide-react/icons/archive";
import CheckIcon from "lucide-react/icons/check";
import MailIcon from "lucide-react/icons/mail";
import MailOpenIcon from "lucide-react/icons/mail-open";
import ReplyIcon from "lucide-react/icons/reply";
import type { ReactNode } from "react";
import type { ContactMessageDto, ContactStatus } from "../../../../shared/contact-schemas";
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
import { InboxStatusBadge } from "./status-badge";

/** A reply in the staff's own mail program, to the sender, quoting the subject. */
function replyHref(message: ContactMessageDto, subject: string): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

/** The moves offered from each status: staff can always step back. */
const moves: Record<ContactStatus, ContactStatus[]> = {
  unread: ["handled", "archived"],
  read: ["handled", "archived", "unread"],
  handled: ["archived", "read"],
  archived: ["read"],
};

const moveIcons: Record<ContactStatus, ReactNode> = {
  unread: <MailIcon aria-hidden="true" />,
  read: <MailOpenIcon aria-hidden="true" />,
  handled: <CheckIcon aria-hidden="true" />,
  archived: <ArchiveIcon aria-hidden="true" />,
};

/** One message: who sent it, about what, the whole text, a reply link and the status moves. */
export function InboxMessageDialog({
  message,
  moving,
  onMove,
  onOpenChange,
}: {
  message: ContactMessageDto | undefined;
  moving: ContactStatus | undefined;
  onMove: (message: ContactMessageDto, status: ContactStatus) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const topic = message ? t(`inbox.topics.${message.topic}`) : "";
  return (
    <Dialog open={message !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5 p-5 sm:p-8">
        {message && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">
                <bdi>{message.subject ?? topic}</bdi>
              </DialogTitle>
              <DialogDescription>{t("inbox.dialog.description")}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("inbox.dialog.from")}</dt>
              <dd className="min-w-0 break-words">
                <bdi>{message.name}</bdi>{" "}
                <bdi dir="ltr" className="text-muted-foreground">
                  &lt;{message.email}&gt;
                </bdi>
              </dd>
              <dt className="text-muted-foreground">{t("inbox.dialog.topic")}</dt>
              <dd>{topic}</dd>
              {message.watchReference && (
                <>
                  <dt className="text-muted-foreground">{t("inbox.dialog.watch")}</dt>
                  <dd className="min-w-0 break-words">
                    <bdi>{message.watchReference}</bdi>
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">{t("inbox.dialog.language")}</dt>
              <dd>{t(`inbox.languages.${message.language === "ar" ? "ar" : "en"}`)}</dd>
              <dt className="text-muted-foreground">{t("inbox.dialog.received")}</dt>
              <dd>
                <time dateTime={message.createdAt}>
                  {formatAdminTime(message.createdAt, i18n.language, true)}
                </time>
              </dd>
              <dt className="text-muted-foreground">{t("inbox.dialog.status")}</dt>
              <dd>
                <InboxStatusBadge status={message.status} />
              </dd>
            </dl>
            <div className="grid gap-2">
              <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
                {t("inbox.dialog.message")}
              </h3>
              <p
                dir="auto"
                className="max-h-80 overflow-auto rounded-sm border border-border bg-muted/40 p-4 text-sm whitespace-pre-wrap break-words"
              >
                {message.message}
              </p>
            </div>
            <DialogFooter className="flex-wrap gap-2 sm:justify-between">
              <Button asChild variant="luxury">
                <a href={replyHref(message, t("inbox.replySubject", { subject: message.subject ?? topic }))}>
                  <ReplyIcon className="rtl:-scale-x-100" aria-hidden="true" />
                  {t("inbox.reply")}
                </a>
              </Button>
              <div className="flex flex-wrap gap-2">
                {moves[message.status].map((status) => (
                  <Button
                    key={status}
                    variant="outline"
                    disabled={moving !== undefined}
                    onClick={() => onMove(message, status)}
                  >
                    {moving === status ? <Spinner className="size-4" /> : moveIcons[status]}
                    {t(`inbox.moves.${status}`)}
                  </Button>
                ))}
              </div>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
