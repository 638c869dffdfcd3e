import { isMailKind } from "../../../../shared/outbox-schemas";
import type { TFunction } from "../../../i18n/translator";

/**
 * What an e-mail is for, in words (admin.json `outbox.kinds`, held to shared `mailKinds` by a
 * test); a message of a kind no longer written reads "Other e-mail", never its code.
 */
export function outboxKindLabel(kind: string, t: TFunction): string {
  return isMailKind(kind) ? t(`outbox.kinds.${kind}`) : t("outbox.kinds.other");
}
