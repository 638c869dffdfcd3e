import type { TFunction } from "i18next";
import { knownAuditActions, knownAuditEntityTypes } from "../../../../shared/audit-schemas";

const isKnown = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** An action's words (admin.json `audit.actions`); an action the page does not know shows its code. */
export function auditActionLabel(action: string, t: TFunction<"admin">): string {
  return isKnown(knownAuditActions, action) ? t(`audit.actions.${action.replaceAll(".", "_")}`) : action;
}

/** An entity type's words (admin.json `audit.entities`), else its code. */
export function auditEntityLabel(entityType: string, t: TFunction<"admin">): string {
  return isKnown(knownAuditEntityTypes, entityType) ? t(`audit.entities.${entityType}`) : entityType;
}
