import PencilIcon from "lucide-react/icons/pencil";
import type { ReferenceWatchDto } from "../../../../shared/reference-catalogue-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SpecValue } from "../../../components/watch/spec-value";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

const cell = "px-3 py-3 align-top";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

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
  onEdit,
}: {
  rows: ReferenceWatchDto[];
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
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={heading}>
              {t("catalogue.columns.watch")}
            </th>
            <th scope="col" className={cn(heading, "w-28 sm:w-44")}>
              {t("catalogue.columns.reference")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-52 lg:table-cell")}>
              {t("catalogue.columns.case")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-56 xl:table-cell")}>
              {t("catalogue.columns.movement")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-28 md:table-cell")}>
              {t("catalogue.columns.years")}
            </th>
            <th scope="col" className={cn(heading, "w-14 sm:w-24")}>
              <span className="sr-only">{t("catalogue.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((watch) => (
            <tr
              key={watch.id}
              className="border-b border-border/70 last:border-0"
              data-testid="reference-row"
            >
              <td className={cell}>
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
                <p className="mt-1 text-xs text-muted-foreground lg:hidden">{details(watch)}</p>
                <p className="mt-1 text-xs text-muted-foreground md:hidden">
                  <bdi dir="ltr">{yearsText(watch)}</bdi>
                </p>
              </td>
              <td className={cell}>
                <bdi dir="ltr" className="block break-all font-mono text-[0.8rem]">
                  {watch.reference}
                </bdi>
                {watch.editedAt && (
                  <Badge variant="outline" className="mt-1.5">
                    {t("catalogue.edited")}
                  </Badge>
                )}
              </td>
              <td className={cn(cell, "hidden lg:table-cell")}>{details(watch)}</td>
              <td className={cn(cell, "hidden xl:table-cell")}>
                {watch.movement && <SpecValue value={watch.movement} />}
              </td>
              <td className={cn(cell, "hidden tabular-nums md:table-cell")}>
                <bdi dir="ltr">{yearsText(watch)}</bdi>
              </td>
              <td className={cn(cell, "text-end")}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(watch)}
                  aria-label={t("catalogue.editOne", { watch: `${watch.brand} ${watch.reference}` })}
                >
                  <PencilIcon aria-hidden="true" />
                  <span className="hidden sm:inline">{t("catalogue.edit")}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
