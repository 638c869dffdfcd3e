import type { ContactStatus } from "../../../../shared/contact-schemas";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

const tones: Record<ContactStatus, string> = {
  unread: "border-gold-dark/40 bg-gold/15 text-foreground",
  read: "border-border bg-card text-muted-foreground",
  handled: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  archived: "border-border bg-muted text-muted-foreground",
};

export function InboxStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant="outline" data-status={status} className={tones[status]}>
      {t(`inbox.status.${status}`)}
    </Badge>
  );
}
