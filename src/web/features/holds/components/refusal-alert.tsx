import { FormAlert } from "../../../components/ui/form-alert";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useMessage } from "../../../lib/use-message";

/** Why a hold dialog's request failed, above its form; nothing while it has not. */
export function RefusalAlert({ id, failure }: { id: string; failure: Message | undefined }) {
  const { t } = useTranslation("holds");
  const say = useMessage();
  if (!failure) return null;
  return (
    <FormAlert id={id}>
      <p className="font-medium">{t("fields.failedTitle")}</p>
      <p>{say(failure)}</p>
    </FormAlert>
  );
}
