import type { ReferenceWatchDto } from "../../../../shared/reference-catalogue-schemas";
import { SpecValue } from "../../../components/watch/spec-value";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * The reference catalogue's specifications of the watch shown; a field it leaves empty is left out.
 * Names are Latin runs, isolated; material, movement and dial read in the page's language where the
 * specification words' dictionary knows them.
 */
export function CatalogueSpecs({ watch }: { watch: ReferenceWatchDto }) {
  const { t } = useTranslation("analysis");
  const years =
    watch.yearFrom && watch.yearTo
      ? t("specs.yearsRange", { from: watch.yearFrom, to: watch.yearTo })
      : watch.yearFrom
        ? t("specs.yearsSince", { from: watch.yearFrom })
        : watch.yearTo
          ? t("specs.yearsUntil", { to: watch.yearTo })
          : null;
  const rows = [
    { label: t("specs.collection"), value: watch.collection, latin: true },
    {
      label: t("specs.caseSize"),
      value: watch.caseSizeMm === null ? null : t("specs.caseSizeValue", { size: watch.caseSizeMm }),
    },
    { label: t("specs.caseMaterial"), value: watch.caseMaterial, spec: true },
    { label: t("specs.movement"), value: watch.movement, spec: true },
    { label: t("specs.dialColor"), value: watch.dialColor, spec: true },
    { label: t("specs.years"), value: years },
  ].filter((row) => row.value !== null && row.value !== "");
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="catalogue-specs" className="grid gap-3">
      <h3 id="catalogue-specs" className="text-sm font-medium">
        {t("specs.title")}
      </h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd className="break-words">
              {row.spec ? (
                <SpecValue value={row.value ?? ""} />
              ) : row.latin ? (
                <bdi>{row.value}</bdi>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
