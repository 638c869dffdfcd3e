import MailIcon from "lucide-react/icons/mail";
import { useState } from "react";
import {
  lowStockThreshold,
  type StaffNotificationChoices,
  type StaffNotificationsDto,
} from "../../../../shared/staff-notifications";
import { Button } from "../../../components/ui/button";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSaveStaffNotifications, useStaffNotifications } from "./notifications-api";

/** Issue 28: the notices a staff member chooses to receive by e-mail, among those their role is offered. */
export function NotificationsCard() {
  const { t } = useTranslation("admin");
  const current = useStaffNotifications();
  return (
    <SectionCard
      icon={<MailIcon aria-hidden="true" />}
      title={t("notifications.title")}
      description={t("notifications.description")}
    >
      {current.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : current.isError ? (
        <LoadFailedPanel
          text={t("notifications.loadFailed")}
          retry={t("common:actions.tryAgain")}
          onRetry={() => void current.refetch()}
        />
      ) : (
        <ChoicesForm key={JSON.stringify(current.data.choices)} current={current.data} />
      )}
    </SectionCard>
  );
}

function ChoicesForm({ current }: { current: StaffNotificationsDto }) {
  const { t } = useTranslation("admin");
  const save = useSaveStaffNotifications();
  const [choices, setChoices] = useState<StaffNotificationChoices>(current.choices);
  const changed = JSON.stringify(choices) !== JSON.stringify(current.choices);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choices, {
          onSuccess: () => toast.success(t("notifications.saved")),
          onError: (error) => toast.error(errorMessage(error, t)),
        });
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">{t("notifications.title")}</legend>
        {current.offered.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={choices[kind]}
              onChange={(event) => setChoices({ ...choices, [kind]: event.target.checked })}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-dark)]"
            />
            <span>{t(`notifications.kinds.${kind}`, { threshold: lowStockThreshold })}</span>
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={!changed || save.isPending}
      >
        {save.isPending && <Spinner className="size-4" />}
        {save.isPending ? t("notifications.saving") : t("notifications.save")}
      </Button>
    </form>
  );
}
