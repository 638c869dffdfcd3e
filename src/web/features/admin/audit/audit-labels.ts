import {
  type AuditEntryDto,
  isKnownAuditAction,
  isKnownAuditEntityType,
} from "../../../../shared/audit-schemas";
import { isStoreSettingKey } from "../../../../shared/store-settings";
import type { TFunction } from "../../../i18n/translator";

/**
 * An action's words (admin.json `audit.actions`). Every action a writer can record has them (the
 * writer's type and a test see to it); a row of a kind no writer records any more reads "Other
 * change", never its code.
 */
export function auditActionLabel(action: string, t: TFunction): string {
  return isKnownAuditAction(action)
    ? t(`audit.actions.${action.replaceAll(".", "_")}`)
    : t("audit.actions.other");
}

/** A kind of record's words (admin.json `audit.entities`), on the same terms. */
export function auditEntityLabel(entityType: string, t: TFunction): string {
  return isKnownAuditEntityType(entityType) ? t(`audit.entities.${entityType}`) : t("audit.entities.other");
}

/** What a legacy entry's own data calls its record, for rows written before entries had a label. */
function nameInData(entry: AuditEntryDto): string | undefined {
  for (const data of [entry.after, entry.before]) {
    if (typeof data !== "object" || data === null) continue;
    const fields = data as Record<string, unknown>;
    const name = [fields.title, fields.orderNumber, fields.email, fields.name].find(
      (value): value is string => typeof value === "string" && value !== "",
    );
    if (name) return name;
  }
  return undefined;
}

/**
 * What the entry's record is called, for staff: a setting by its name in words, anything else by
 * the label written with it (an order's MZ number, a listing's title). Never the record's id: an
 * entry with no name shows only its kind of record.
 */
export function auditRecordName(
  entry: AuditEntryDto,
  t: TFunction,
): { text: string; translated: boolean } | undefined {
  if (entry.entityType === "setting") {
    const key = entry.entityId ?? "";
    return {
      text: isStoreSettingKey(key) ? t(`audit.settings.${key}`) : t("audit.settings.other"),
      translated: true,
    };
  }
  const name = entry.label ?? nameInData(entry);
  return name ? { text: name, translated: false } : undefined;
}
