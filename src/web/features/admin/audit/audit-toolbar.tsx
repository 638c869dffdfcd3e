import { XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { knownAuditActions, knownAuditEntityTypes } from "../../../../shared/audit-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { useAuditActors } from "./api/get-audit-actors";
import type { AuditFilters } from "./audit-filters";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";

/** Typing settles for this long before the list asks the server again. */
const typingDelayMs = 300;

/** The audit log's filters (issue 10): action, entity type, actor, entity id and a date range. */
export function AuditToolbar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation("admin");
  const actors = useAuditActors();
  const [entityId, setEntityId] = useState(filters.entityId);

  useEffect(() => setEntityId(filters.entityId), [filters.entityId]);
  useEffect(() => {
    if (entityId.trim() === filters.entityId) return;
    const timer = setTimeout(() => onChange({ ...filters, entityId: entityId.trim() }), typingDelayMs);
    return () => clearTimeout(timer);
  }, [entityId, filters, onChange]);

  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  const active = Object.values(filters).some(Boolean);

  return (
    <search className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      <div className="grid gap-2">
        <Label htmlFor="audit-action">{t("audit.filters.action")}</Label>
        <NativeSelect id="audit-action" value={filters.action} onChange={set("action")}>
          <option value="">{t("audit.filters.allActions")}</option>
          {knownAuditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action, t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-entity-type">{t("audit.filters.entityType")}</Label>
        <NativeSelect id="audit-entity-type" value={filters.entityType} onChange={set("entityType")}>
          <option value="">{t("audit.filters.allEntities")}</option>
          {knownAuditEntityTypes.map((type) => (
            <option key={type} value={type}>
              {auditEntityLabel(type, t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="audit-actor">{t("audit.filters.actor")}</Label>
        <NativeSelect id="audit-actor" value={filters.actor} onChange={set("actor")}>
          <option value="">{t("audit.filters.allActors")}</option>
          {actors.data?.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name || actor.email}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="audit-entity-id">{t("audit.filters.entityId")}</Label>
        <Input
          id="audit-entity-id"
          value={entityId}
          maxLength={200}
          dir="ltr"
          placeholder={t("audit.filters.entityIdPlaceholder")}
          onChange={(event) => setEntityId(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-from">{t("audit.filters.from")}</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set("from")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-to">{t("audit.filters.to")}</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set("to")}
        />
      </div>
      {active && (
        <div className="col-span-2 lg:col-span-3 xl:col-span-6">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ action: "", entityType: "", actor: "", entityId: "", from: "", to: "" })
            }
          >
            <XIcon aria-hidden="true" />
            {t("audit.filters.clear")}
          </Button>
        </div>
      )}
    </search>
  );
}
