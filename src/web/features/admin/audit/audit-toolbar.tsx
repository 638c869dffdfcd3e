import XIcon from "lucide-react/icons/x";
import { knownAuditActions, knownAuditEntityTypes } from "../../../../shared/audit-schemas";
import { Button } from "../../../components/ui/button";
import { FilterSelect } from "../../../components/ui/filter-select";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useTranslation } from "../../../i18n/use-translation";
import { useSettledText } from "../../../lib/use-settled-text";
import { useAuditActors } from "./api/get-audit-actors";
import type { AuditFilters } from "./audit-filters";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";

const actions = ["", ...knownAuditActions];
const entityTypes = ["", ...knownAuditEntityTypes];

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
  const [entityId, setEntityId] = useSettledText(filters.entityId, (text) =>
    onChange({ ...filters, entityId: text }),
  );
  const actorNames = new Map(actors.data?.map((actor) => [actor.id, actor.name || actor.email]));

  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  const active = Object.values(filters).some(Boolean);

  return (
    <search className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      <FilterSelect
        id="audit-action"
        label={t("audit.filters.action")}
        value={filters.action}
        options={actions}
        optionLabel={(action) => (action ? auditActionLabel(action, t) : t("audit.filters.allActions"))}
        onChange={(action) => onChange({ ...filters, action })}
      />
      <FilterSelect
        id="audit-entity-type"
        label={t("audit.filters.entityType")}
        value={filters.entityType}
        options={entityTypes}
        optionLabel={(type) => (type ? auditEntityLabel(type, t) : t("audit.filters.allEntities"))}
        onChange={(entityType) => onChange({ ...filters, entityType })}
      />
      <FilterSelect
        id="audit-actor"
        label={t("audit.filters.actor")}
        value={filters.actor}
        options={["", ...actorNames.keys()]}
        optionLabel={(id) => actorNames.get(id) ?? t("audit.filters.allActors")}
        onChange={(actor) => onChange({ ...filters, actor })}
        className="col-span-2 sm:col-span-1"
      />
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
