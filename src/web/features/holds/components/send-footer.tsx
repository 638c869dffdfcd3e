import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";

/** Cancel and send for a hold dialog's form; while sending, both wait and send says so. */
export function SendFooter({
  busy,
  onCancel,
  sendLabel,
  sendingLabel,
  icon,
}: {
  busy: boolean;
  onCancel: () => void;
  sendLabel: string;
  sendingLabel: string;
  /** Shown on the send button until it is pressed. */
  icon?: ReactNode;
}) {
  const { t } = useTranslation("holds");
  return (
    <DialogFooter className="gap-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {t("fields.cancel")}
      </Button>
      <Button type="submit" variant="luxury" disabled={busy}>
        {busy ? <Spinner className="text-current" aria-hidden="true" /> : icon}
        {busy ? sendingLabel : sendLabel}
      </Button>
    </DialogFooter>
  );
}
