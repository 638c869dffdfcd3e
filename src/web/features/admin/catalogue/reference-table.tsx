import PencilIcon from "lucide-react/icons/pencil";
import type { ReferenceWatchDto } from "../../../../shared/reference-catalogue-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { type Column, DataTable } from "../../../components/ui/table";
import { SpecValue } from "../../../components/watch/spec-value";
import { useTranslation } from "../../../i18n/use-translation";

/** A reference's years: "2020–" while it is made, "2010–2020" after, nothing when not known. */
export function yearsText(watch: Pick<ReferenceWatchDto, "yearFrom" | "yearTo">): string {
  if (watch.yearFrom === null && watch.yearTo === null) return "";
  return `${watch.yearFrom ?? "?"}–${watch.yearTo ?? ""}`;
}

/**
 * The catalogue's rows: brand and model, reference, case, movement and years; on a phone the case,
 * movement and years fold under the model. Names and references are Latin runs, isolated in Arabic;
 * materials and movements read in the page's language (components/watch/spec-value.tsx).
 */
export function ReferenceTable({
  rows,
  state,
  onEdit,
}: {
  rows: ReferenceWatchDto[];
  state: PagedTableState;
  onEdit: (watch: ReferenceWatchDto) => void;
}) {
  const { t } = useTranslation("admin");
  /**
   * Size and material, each its own run in the page's language: the material through the
   * specification words' dictionary, what it does not know kept as written and isolated.
   */
  const details = (watch: ReferenceWatchDto) => (
    <>
      {watch.caseSizeMm !== null && <bdi>{t("catalogue.caseSize", { size: watch.caseSizeMm })}</bdi>}
      {watch.caseSizeMm !== null && watch.caseMaterial && " · "}
      {watch.caseMaterial && (
        <bdi>
          <SpecValue value={watch.caseMaterial} />
        </bdi>
      )}
    </>
  );
  const columns: Column<ReferenceWatchDto>[] = [
    {
      key: "watch",
      header: t("catalogue.columns.watch"),
      cell: (watch) => (
        <>
          <p className="font-medium">
            <bdi dir="ltr">{watch.brand}</bdi>
          </p>
          <p className="text-muted-foreground">
            <bdi dir="ltr">{watch.model}</bdi>
          </p>
          {watch.aliases.length > 0 && (
            <p className="mt-1 truncate text-xs text-muted-foreground">
              <bdi dir="ltr">{watch.aliases.join(", ")}</bdi>
            </p>
          )}
        </>
      ),
    },
    {
      key: "reference",
      header: t("catalogue.columns.reference"),
      className: "w-28 sm:w-44",
      cell: (watch) => (
        <>
          <bdi dir="ltr" className="block break-all font-mono text-[0.8rem]">
            {watch.reference}
          </bdi>
          {watch.editedAt && (
            <Badge variant="outline" className="mt-1.5">
              {t("catalogue.edited")}
            </Badge>
          )}
        </>
      ),
    },
    { key: "case", header: t("catalogue.columns.case"), fold: "lg", className: "w-52", cell: details },
    {
      key: "movement",
      header: t("catalogue.columns.movement"),
      fold: "xl",
      className: "w-56",
      cell: (watch) => watch.movement && <SpecValue value={watch.movement} />,
    },
    {
      key: "years",
      header: t("catalogue.columns.years"),
      fold: "md",
      className: "w-28 tabular-nums",
      cell: (watch) => <bdi dir="ltr">{yearsText(watch)}</bdi>,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="reference-row"
      fixed
      state={state}
      actions={(watch) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(watch)}
          aria-label={t("catalogue.editOne", { watch: `${watch.brand} ${watch.reference}` })}
        >
          <PencilIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t("catalogue.edit")}</span>
        </Button>
      )}
    />
  );
}
