import MonitorSmartphoneIcon from "lucide-react/icons/monitor-smartphone";
import type { AccountSessionDto } from "../../../../shared/account-sessions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";
import { apiErrorMessage } from "../../../lib/error-messages";
import { formatShopDateTime } from "../../../lib/format-date";
import { useMessage } from "../../../lib/use-message";
import { useAccountSessions, useEndSessions } from "./security-api";

/** Issue 28 — where the account is signed in, and signing any of those browsers out. */
export function SessionsCard() {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const endSessions = (which: { id: string } | "others") =>
    end.mutate(which, {
      onSuccess: () => toast.success(t(which === "others" ? "security.endedOthers" : "security.ended")),
      onError: (error) => toast.error(say(apiErrorMessage(error))),
    });
  const others = sessions.data?.filter((row) => !row.current).length ?? 0;
  return (
    <SectionCard
      icon={<MonitorSmartphoneIcon aria-hidden="true" />}
      title={t("security.sessionsTitle")}
      description={t("security.sessionsDescription")}
    >
      {sessions.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <LoadFailedPanel
          text={t("security.sessionsLoadFailed")}
          retry={t("actions.tryAgain")}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <div className="grid gap-4">
          <ul className="grid divide-y divide-border rounded-sm border border-border">
            {sessions.data.map((row) => (
              <SessionRow
                key={row.id}
                session={row}
                pending={end.isPending}
                onEnd={() => endSessions({ id: row.id })}
              />
            ))}
          </ul>
          {others > 0 && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={end.isPending}
              onClick={() => endSessions("others")}
            >
              {t("security.endOthers")}
            </Button>
          )}
        </div>
      )}
    </SectionCard>
  );
}

function SessionRow({
  session,
  pending,
  onEnd,
}: {
  session: AccountSessionDto;
  pending: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const device =
    session.browser && session.system
      ? t("security.device", { browser: session.browser, system: session.system })
      : (session.browser ?? session.system ?? t("security.unknownDevice"));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="account-session">
      <div className="grid gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <bdi>{device}</bdi>
          {session.current && <Badge variant="gold">{t("security.thisDevice")}</Badge>}
        </p>
        <p className="text-muted-foreground">
          {t("security.lastSeen", { date: formatShopDateTime(session.lastSeenAt, language) })}
          {session.ipAddress && (
            <>
              {" · "}
              <bdi dir="ltr">{session.ipAddress}</bdi>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={onEnd}
          aria-label={t("security.endLabel", { device })}
        >
          {t("security.end")}
        </Button>
      )}
    </li>
  );
}
